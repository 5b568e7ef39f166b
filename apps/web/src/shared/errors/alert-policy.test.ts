import { messages } from '@invest/contracts/errors';
import { describe, expect, it } from 'vitest';
import type { ApiError } from '../api/api-error';
import { alertFor } from './alert-policy';

const error = (status: number, extra: Partial<ApiError> = {}): ApiError => ({
  status,
  code: null,
  message: null,
  fieldErrors: {},
  ...extra,
});
const plain = { formErrors: false };
const fromForm = { formErrors: true };

describe('alertFor (SPEC 8)', () => {
  it('shows the server message for a 400 or a 5xx', () => {
    expect(alertFor(error(400, { message: 'Bad amount' }), plain)).toEqual({ kind: 'oops', message: 'Bad amount' });
    expect(alertFor(error(503, { message: 'Maintenance' }), plain)).toEqual({ kind: 'oops', message: 'Maintenance' });
  });

  it('falls back to "Service Unavailable." without a message', () => {
    expect(alertFor(error(502), plain)).toEqual({ kind: 'oops', message: messages.serviceUnavailable });
    expect(alertFor(error(0), plain)).toEqual({ kind: 'oops', message: messages.serviceUnavailable });
  });

  it('uses the generic request-error text for a 500', () => {
    expect(alertFor(error(500, { message: 'boom' }), plain)).toEqual({ kind: 'oops', message: messages.requestError });
  });

  it('names the alert by its SPEC 8 message code, which the user may hide, and no other code', () => {
    expect(alertFor(error(429, { code: 'ACCT-7', message: 'Wait' }), plain)).toEqual({
      kind: 'oops',
      message: 'Wait',
      id: 'ACCT-7',
    });
    expect(alertFor(error(500, { code: 'API-1' }), plain)).toMatchObject({ id: 'API-1' });
    expect(alertFor(error(400, { code: 'VALIDATION', message: 'Bad' }), plain)).toEqual({
      kind: 'oops',
      message: 'Bad',
    });
  });

  it('stays silent on a 401', () => {
    expect(alertFor(error(401, { message: 'Sign in' }), plain)).toBeNull();
  });

  it('asks to confirm the email on EMAIL_NOT_VERIFIED', () => {
    expect(alertFor(error(403, { code: 'EMAIL_NOT_VERIFIED' }), plain)).toEqual({ kind: 'confirm-email' });
    expect(alertFor(error(403, { code: 'FORBIDDEN' }), plain)).toBeNull();
  });

  it('leaves field errors and rate limits of a form to the form', () => {
    const invalid = error(400, { message: 'Invalid', fieldErrors: { email: ['Invalid email address'] } });
    expect(alertFor(invalid, fromForm)).toBeNull();
    expect(alertFor(invalid, plain)).toEqual({ kind: 'oops', message: 'Invalid' });
    expect(alertFor(error(429, { code: 'ACCT-7', message: 'Wait' }), fromForm)).toBeNull();
    expect(alertFor(error(429, { code: 'RATE_LIMITED', message: 'Slow down' }), plain)).toEqual({
      kind: 'oops',
      message: 'Slow down',
    });
  });

  it('lets callers handle the other refusals', () => {
    expect(alertFor(error(404), plain)).toBeNull();
    expect(alertFor(error(422, { message: 'Market closed' }), plain)).toBeNull();
  });
});
