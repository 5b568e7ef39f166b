import { messages } from '@invest/contracts/errors';
import type { ApiError } from '../api/api-error';
import type { ErrorContext } from '../api/base-query';

export type Alert = { kind: 'oops'; message: string } | { kind: 'confirm-email' };

function hasFieldErrors(error: ApiError): boolean {
  return Object.keys(error.fieldErrors).length > 0;
}

/** Which alert a failed call shows (SPEC 8 "HTTP handling"), or null when it stays silent or inline. */
export function alertFor(error: ApiError, context: ErrorContext): Alert | null {
  const { status } = error;
  if (status === 401) return null;
  if (status === 403 && error.code === 'EMAIL_NOT_VERIFIED') return { kind: 'confirm-email' };
  if (context.formErrors && (hasFieldErrors(error) || status === 429)) return null;
  if (status === 500) return { kind: 'oops', message: messages.requestError };
  if (status === 0) return { kind: 'oops', message: messages.serviceUnavailable };
  if (status === 400 || status === 429 || status > 500) {
    return { kind: 'oops', message: error.message ?? messages.serviceUnavailable };
  }
  return null;
}
