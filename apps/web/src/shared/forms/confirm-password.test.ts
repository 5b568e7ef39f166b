import { describe, expect, it } from 'vitest';
import { withConfirmPassword } from './confirm-password';

describe('withConfirmPassword', () => {
  const mismatch = { password: 'secret-password-1', confirm_password: 'other' };

  it('adds a mismatch to errors that are known at once', () => {
    expect(withConfirmPassword({ password: 'Too short' }, mismatch, 'Passwords do not match')).toEqual({
      password: 'Too short',
      confirm_password: 'Passwords do not match',
    });
  });

  it('adds a mismatch to errors that are still coming', async () => {
    const errors = withConfirmPassword(Promise.resolve({}), mismatch, 'Passwords do not match');
    expect(await errors).toEqual({ confirm_password: 'Passwords do not match' });
  });

  it('adds nothing when the passwords match', () => {
    expect(withConfirmPassword({}, { password: 'a', confirm_password: 'a' }, 'x')).toEqual({});
  });
});
