import { messages } from '@invest/contracts/errors';
import { isApiError } from '../api/api-error';
import { alertFor } from './alert-policy';

interface FormFeedback {
  /** Messages for fields the form shows, by field name. */
  fieldErrors: Record<string, string>;
  /** A message for the top of the form, or null when an alert already shows the failure. */
  message: string | null;
}

/**
 * Splits a failed form submission: field errors go on the form's own fields, anything else either
 * appears at the top of the form or, when SPEC 8 shows an alert for it, stays out of the form.
 */
export function formFeedback(error: unknown, fields: readonly string[]): FormFeedback {
  if (!isApiError(error)) return { fieldErrors: {}, message: messages.requestError };
  const fieldErrors: Record<string, string> = {};
  const otherMessages: string[] = [];
  for (const [field, texts] of Object.entries(error.fieldErrors)) {
    const text = texts[0];
    if (text === undefined) continue;
    if (fields.includes(field)) fieldErrors[field] = text;
    else otherMessages.push(text);
  }
  if (Object.keys(fieldErrors).length > 0 || otherMessages.length > 0) {
    return { fieldErrors, message: otherMessages[0] ?? null };
  }
  if (alertFor(error, { formErrors: true })) return { fieldErrors, message: null };
  return { fieldErrors, message: error.message ?? messages.requestError };
}
