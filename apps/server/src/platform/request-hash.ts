import { createHash } from 'node:crypto';
import { AppError } from './errors';

/** What a request may carry: JSON, plus bigints (base units). */
export type Hashable =
  | string
  | number
  | boolean
  | bigint
  | null
  | undefined
  | readonly Hashable[]
  | { [key: string]: Hashable };

/** JSON with object keys sorted and bigints as strings: equal requests give equal text. */
function canonical(value: Hashable): string {
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'bigint') return JSON.stringify(value.toString());
  if (typeof value !== 'object') return JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map((item) => canonical(item)).join(',')}]`;
  const record = value as { [key: string]: Hashable };
  const keys = Object.keys(record)
    .filter((key) => record[key] !== undefined)
    .sort();
  return `{${keys.map((key) => `${JSON.stringify(key)}:${canonical(record[key])}`).join(',')}}`;
}

/**
 * What a request asked for, as a SHA-256, stored beside its idempotency key (by the ledger for its
 * transactions, by the HTTP layer for idempotent routes): a retry must ask for exactly the same
 * thing, or it is refused (API.md: "with a different body, 409").
 */
export function requestHash(request: { [key: string]: Hashable }): string {
  return createHash('sha256').update(canonical(request)).digest('hex');
}

export const idempotencyMismatch = () =>
  new AppError('IDEMPOTENCY_MISMATCH', 'This Idempotency-Key was already used for a different request');
