import type { FormErrors } from '@mantine/form';
import type { ConfigRow, DomainFormValues, WordingRow } from './domain-form-values';

/** The messages of the checks of rows the request schema cannot name (it sees a map, not rows). */
export interface RowMessages {
  required: string;
  duplicate: string;
  wordingKey: string;
  configKey: string;
  number: string;
}

const wordingKeyPattern = /^[\w.-]{1,100}$/;
const configKeyPattern = /^\w{1,64}$/;

/** Each row's key checked as the request's map checks it, and against the other rows' keys. */
function keyErrors(
  section: 'wording' | 'configs',
  rows: readonly (WordingRow | ConfigRow)[],
  pattern: RegExp,
  messages: RowMessages,
): FormErrors {
  const errors: FormErrors = {};
  const seen = new Set<string>();
  rows.forEach((row, index) => {
    const key = row.key.trim();
    const path = `${section}.${index}.key`;
    if (key === '') errors[path] = messages.required;
    else if (!pattern.test(key)) errors[path] = section === 'wording' ? messages.wordingKey : messages.configKey;
    else if (seen.has(key)) errors[path] = messages.duplicate;
    seen.add(key);
  });
  return errors;
}

function rowErrorsOf(values: DomainFormValues, messages: RowMessages): FormErrors {
  const errors = {
    ...keyErrors('wording', values.wording, wordingKeyPattern, messages),
    ...keyErrors('configs', values.configs, configKeyPattern, messages),
  };
  values.configs.forEach((row, index) => {
    if (row.kind === 'number' && (row.text.trim() === '' || !Number.isFinite(Number(row.text)))) {
      errors[`configs.${index}.text`] = messages.number;
    }
  });
  return errors;
}

/** The row whose key is `key`, as the form's path of its value, or the section itself when none is. */
function rowPath(section: 'wording' | 'configs', rows: readonly { key: string }[], key: string, field: string) {
  const index = rows.findIndex((row) => row.key.trim() === key);
  return index === -1 ? section : `${section}.${index}.${field}`;
}

/** The form's path of a request schema's error path. */
function formPathOf(path: string, values: DomainFormValues): string {
  if (path.startsWith('wording.')) return rowPath('wording', values.wording, path.slice('wording.'.length), 'text');
  if (path.startsWith('configs.')) return rowPath('configs', values.configs, path.slice('configs.'.length), 'text');
  const restricted = /^(ipo_restriction\.restrict\.[^.]+)\.\d+$/.exec(path);
  return restricted?.[1] ?? path;
}

/**
 * The request schema's errors (keyed by the request's paths) on the form's fields, with the checks
 * of keyed rows first: a row whose key is wrong shows that, not what the map made of it.
 */
export function formErrorsOf(requestErrors: FormErrors, values: DomainFormValues, messages: RowMessages): FormErrors {
  const errors = rowErrorsOf(values, messages);
  const rowsWithKeyErrors = new Set(
    Object.keys(errors)
      .filter((path) => path.endsWith('.key'))
      .map((path) => path.slice(0, -'.key'.length)),
  );
  for (const [path, message] of Object.entries(requestErrors)) {
    const formPath = formPathOf(path, values);
    const row = formPath.replace(/\.(text|key)$/, '');
    if (!rowsWithKeyErrors.has(row) && errors[formPath] === undefined) errors[formPath] = message;
  }
  return errors;
}

/** Whether any error lies under one of `paths` (a path itself, or a field within it). */
export function hasErrorUnder(errors: FormErrors, paths: readonly string[]): boolean {
  return Object.keys(errors).some((key) => paths.some((path) => key === path || key.startsWith(`${path}.`)));
}
