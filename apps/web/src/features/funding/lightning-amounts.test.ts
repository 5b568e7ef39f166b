import { describe, expect, it } from 'vitest';
import { invoiceBtcOf, invoiceDecimalsOf } from './lightning-amounts';

describe('the bitcoin an invoice asks for', () => {
  it('takes bitcoin units as they are', () => {
    expect(invoiceBtcOf('0.0001313', 'BTC', undefined)).toBe('0.0001313');
    expect(invoiceBtcOf('15625', 'SATS', undefined)).toBe('0.00015625');
    expect(invoiceBtcOf('15625999', 'MSAT', undefined)).toBe('0.00015625');
  });

  it('prices money at the provider’s price of one bitcoin, rounded down to a satoshi', () => {
    expect(invoiceBtcOf('10', 'USD', '64000.00')).toBe('0.00015625');
    expect(invoiceBtcOf('10.01', 'USD', '64000')).toBe('0.0001564');
    expect(invoiceBtcOf('10', 'USD', undefined)).toBeNull();
  });

  it('is nothing below one satoshi or for what is not an amount', () => {
    expect(invoiceBtcOf('0.0001', 'USD', '64000')).toBeNull();
    expect(invoiceBtcOf('999', 'MSAT', undefined)).toBeNull();
    expect(invoiceBtcOf('abc', 'BTC', undefined)).toBeNull();
    expect(invoiceBtcOf(undefined, 'BTC', undefined)).toBeNull();
  });

  it('is typed with the decimals of its currency', () => {
    expect([invoiceDecimalsOf('BTC'), invoiceDecimalsOf('SATS'), invoiceDecimalsOf('USD')]).toEqual([8, 0, 2]);
  });
});
