import { messages } from '@invest/contracts/errors';
import { describe, expect, it } from 'vitest';
import type { ApiError } from '../api/api-error';
import { formFeedback } from './form-feedback';

const error = (status: number, extra: Partial<ApiError> = {}): ApiError => ({
  status,
  code: null,
  message: null,
  fieldErrors: {},
  ...extra,
});

describe('formFeedback', () => {
  it('puts field errors on the form fields', () => {
    const feedback = formFeedback(error(400, { fieldErrors: { email: ['Taken', 'Other'] } }), ['email', 'password']);
    expect(feedback).toEqual({ fieldErrors: { email: 'Taken' }, message: null });
  });

  it('shows errors of fields the form does not have at the top', () => {
    const feedback = formFeedback(error(400, { fieldErrors: { token: ['Link expired'] } }), ['password']);
    expect(feedback).toEqual({ fieldErrors: {}, message: 'Link expired' });
  });

  it('shows a 401 or a rate limit at the top of the form', () => {
    expect(formFeedback(error(401, { message: 'Wrong email or password' }), ['email']).message).toBe(
      'Wrong email or password',
    );
    expect(formFeedback(error(429, { code: 'ACCT-7', message: 'Wait a minute' }), []).message).toBe('Wait a minute');
  });

  it('leaves failures that raise the alert out of the form', () => {
    expect(formFeedback(error(500), ['email']).message).toBeNull();
    expect(formFeedback(error(403, { code: 'EMAIL_NOT_VERIFIED' }), ['email']).message).toBeNull();
  });

  it('uses the generic text for anything that is not an API error', () => {
    expect(formFeedback(new Error('x'), []).message).toBe(messages.requestError);
  });
});
