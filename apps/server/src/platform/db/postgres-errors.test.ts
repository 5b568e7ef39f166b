import { describe, expect, it } from 'vitest';
import { isRetryableTransactionFailure, isUniqueViolation } from './postgres-errors';

const driverError = (code: string, constraint?: string) => Object.assign(new Error('refused'), { code, constraint });
const drizzleError = (cause: Error) => Object.assign(new Error('Failed query'), { cause });

describe('PostgreSQL error classification', () => {
  it('tells a unique violation, bare or wrapped by Drizzle', () => {
    expect(isUniqueViolation(driverError('23505', 'orders_key'))).toBe(true);
    expect(isUniqueViolation(drizzleError(driverError('23505', 'orders_key')))).toBe(true);
    expect(isUniqueViolation(driverError('23503'))).toBe(false);
  });

  it('counts a unique violation of one index only when that index is named', () => {
    expect(isUniqueViolation(drizzleError(driverError('23505', 'orders_key')), 'orders_key')).toBe(true);
    expect(isUniqueViolation(drizzleError(driverError('23505', 'users_email')), 'orders_key')).toBe(false);
  });

  it('tells deadlocks and serialization failures from other errors', () => {
    expect(isRetryableTransactionFailure(driverError('40P01'))).toBe(true);
    expect(isRetryableTransactionFailure(drizzleError(driverError('40001')))).toBe(true);
    expect(isRetryableTransactionFailure(driverError('23505'))).toBe(false);
    expect(isRetryableTransactionFailure(new Error('socket hang up'))).toBe(false);
    expect(isRetryableTransactionFailure(null)).toBe(false);
    expect(isRetryableTransactionFailure('40001')).toBe(false);
  });
});
