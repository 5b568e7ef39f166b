import { describe, expect, it } from 'vitest';
import { withFieldError } from './with-field-error';

describe('a field error beside the contract’s', () => {
  it('adds the message to its field and keeps the others', () => {
    expect(withFieldError({ email: 'Invalid email address' }, 'amount', 'The minimum is 10.00 USD.')).toEqual({
      email: 'Invalid email address',
      amount: 'The minimum is 10.00 USD.',
    });
  });

  it('leaves the contract’s own message on the field in place, and adds nothing without a message', () => {
    const contract = { amount: 'Use an amount such as 1250.50' };
    expect(withFieldError(contract, 'amount', 'The minimum is 10.00 USD.')).toEqual(contract);
    expect(withFieldError(contract, 'amount', null)).toBe(contract);
  });

  it('waits for errors still on their way', async () => {
    await expect(withFieldError(Promise.resolve({}), 'amount', 'The maximum is 5.00 USD.')).resolves.toEqual({
      amount: 'The maximum is 5.00 USD.',
    });
  });
});
