import type { z } from 'zod';
import { AppError } from '../errors';

/**
 * `value` read with `schema`, for a body the route's own schema cannot tell apart (an upload's text
 * fields, fields that depend on the account's type): a 400 naming each bad or unknown field otherwise.
 */
export function parseFields<Schema extends z.ZodType>(
  schema: Schema,
  value: unknown,
  what = 'request',
): z.infer<Schema> {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  const errors: Record<string, string[]> = {};
  for (const issue of parsed.error.issues) {
    const keys = issue.code === 'unrecognized_keys' ? issue.keys : [String(issue.path[0] ?? '_')];
    for (const key of keys) errors[key] = [issue.code === 'unrecognized_keys' ? 'Unknown field' : issue.message];
  }
  throw new AppError('VALIDATION', Object.values(errors)[0]?.[0] ?? `Invalid ${what}`, { errors });
}
