import { describe, expect, it } from 'vitest';
import { checkCard, formatCardNumber, formatExpiry, isLuhnValid, parseExpiry } from './card-entry';

describe('card entry', () => {
  it('groups the card number by fours as it is typed', () => {
    expect(formatCardNumber('40074000000000 07')).toBe('4007 4000 0000 0007');
    expect(formatCardNumber('4007a')).toBe('4007');
  });

  it('tells a Luhn-valid number from a mistyped one', () => {
    expect(isLuhnValid('4007400000000007')).toBe(true);
    expect(isLuhnValid('4007400000000008')).toBe(false);
  });

  it('reads the expiry as MM/YY', () => {
    expect(formatExpiry('1229')).toBe('12/29');
    expect(parseExpiry('12/29')).toEqual({ month: 12, year: 2029 });
    expect(parseExpiry('13/29')).toBeNull();
  });

  it('refuses a card that expired before this month, and accepts one expiring this month', () => {
    const now = new Date('2026-11-22T00:00:00Z');
    expect(checkCard({ number: '4007 4000 0000 0007', expiry: '10/26', cvv: '123' }, now)).toEqual({
      expiry: 'expired',
    });
    expect(checkCard({ number: '4007 4000 0000 0007', expiry: '11/26', cvv: '123' }, now)).toEqual({});
    expect(checkCard({ number: '1234', expiry: '1', cvv: '12' }, now)).toEqual({
      number: 'number',
      expiry: 'expiry',
      cvv: 'cvv',
    });
  });
});
