import { isMessageCode, messages } from '@invest/contracts/errors';
import type { ApiError } from '../api/api-error';
import type { ErrorContext } from '../api/base-query';

/** `id`: the SPEC 8 message code of the refusal, when it has one; the user may choose not to see it again. */
export type Alert = { kind: 'oops'; message: string; id?: string } | { kind: 'confirm-email' };

function hasFieldErrors(error: ApiError): boolean {
  return Object.keys(error.fieldErrors).length > 0;
}

/** Which alert a failed call shows (SPEC 8 "HTTP handling"), or null when it stays silent or inline. */
export function alertFor(error: ApiError, context: ErrorContext): Alert | null {
  const { status } = error;
  if (status === 401) return null;
  if (status === 403 && error.code === 'EMAIL_NOT_VERIFIED') return { kind: 'confirm-email' };
  if (context.formErrors && (hasFieldErrors(error) || status === 429)) return null;
  const id = error.code !== null && isMessageCode(error.code) ? { id: error.code } : {};
  if (status === 500) return { kind: 'oops', message: messages.requestError, ...id };
  if (status === 0) return { kind: 'oops', message: messages.serviceUnavailable };
  if (status === 400 || status === 429 || status > 500) {
    return { kind: 'oops', message: error.message ?? messages.serviceUnavailable, ...id };
  }
  return null;
}
