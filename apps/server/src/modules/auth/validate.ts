import type { z } from 'zod';
import { invalid } from '../../platform/errors';

/** Validates a value the way a route schema would, for callers that are not routes (the CLI). */
export function parseOrThrow<T extends z.ZodType>(schema: T, field: string, value: unknown): z.output<T> {
  const result = schema.safeParse(value);
  if (!result.success) throw invalid(field, result.error.issues[0]?.message ?? 'Invalid value');
  return result.data;
}
