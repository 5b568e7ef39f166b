import { describe, expect, it } from 'vitest';
import {
  amountEntryToDecimal,
  caretAfterFormatting,
  completeAmountEntry,
  formatAmountEntry,
  formatUsd,
} from './amount-entry';

describe('typing a US dollar amount', () => {
  it('groups thousands as the user types', () => {
    expect(formatAmountEntry('1234567')).toBe('1,234,567');
    expect(formatAmountEntry('1,234,5678')).toBe('12,345,678');
    expect(formatAmountEntry('999')).toBe('999');
  });

  it('keeps a trailing point and at most two decimals', () => {
    expect(formatAmountEntry('1234.')).toBe('1,234.');
    expect(formatAmountEntry('1234.5')).toBe('1,234.5');
    expect(formatAmountEntry('1234.567')).toBe('1,234.56');
  });

  it('drops what is not a digit or the first point', () => {
    expect(formatAmountEntry('$ 250 000.00 USD')).toBe('250,000.00');
    expect(formatAmountEntry('1.2.3')).toBe('1.23');
    expect(formatAmountEntry('-500')).toBe('500');
    expect(formatAmountEntry('abc')).toBe('');
  });

  it('drops leading zeros and starts a bare point with zero', () => {
    expect(formatAmountEntry('000123')).toBe('123');
    expect(formatAmountEntry('0')).toBe('0');
    expect(formatAmountEntry('.5')).toBe('0.5');
  });

  it('refuses more whole digits than the API takes', () => {
    expect(formatAmountEntry('1234567890123456789')).toBe('123,456,789,012,345');
  });
});

describe('the caret while typing', () => {
  it('stays after the digit just typed when a separator appears before it', () => {
    expect(caretAfterFormatting('1234', 4, '1,234')).toBe(5);
    expect(caretAfterFormatting('12,3455', 6, '123,455')).toBe(6);
  });

  it('stays before a separator the user typed beside', () => {
    expect(caretAfterFormatting('1,2345', 1, '12,345')).toBe(1);
  });

  it('never passes the end of the text', () => {
    expect(caretAfterFormatting('1234.567', 8, '1,234.56')).toBe(8);
  });
});

describe('the amount sent to the API', () => {
  it('is a plain decimal string with two decimals', () => {
    expect(amountEntryToDecimal('250,000')).toBe('250000.00');
    expect(amountEntryToDecimal('1,234,567.8')).toBe('1234567.80');
    expect(amountEntryToDecimal('1,234.')).toBe('1234.00');
    expect(amountEntryToDecimal('0.05')).toBe('0.05');
  });

  it('is absent when nothing was entered', () => {
    expect(amountEntryToDecimal('')).toBeUndefined();
  });

  it('passes text that is not an amount on, for the contract schema to refuse', () => {
    expect(amountEntryToDecimal('12abc')).toBe('12abc');
  });

  it('keeps amounts beyond a float’s precision exact', () => {
    expect(amountEntryToDecimal('999,999,999,999,999.99')).toBe('999999999999999.99');
  });
});

describe('showing amounts', () => {
  it('completes the entry to cents when the user leaves the field', () => {
    expect(completeAmountEntry('1,234.5')).toBe('1,234.50');
    expect(completeAmountEntry('1000000')).toBe('1,000,000.00');
    expect(completeAmountEntry('')).toBe('');
  });

  it('shows a stored decimal with separators and two decimals, rounding finer ones', () => {
    expect(formatUsd('1000000')).toBe('1,000,000.00');
    expect(formatUsd('250000.5')).toBe('250,000.50');
    expect(formatUsd('10.12345678')).toBe('10.12');
    expect(formatUsd('1.505')).toBe('1.51');
  });
});

describe('an amount of an asset with other decimals', () => {
  it('takes as many decimals as the asset has, or none', () => {
    expect(formatAmountEntry('0.000131309', 8)).toBe('0.00013130');
    expect(formatAmountEntry('12500.7', 0)).toBe('12,500');
  });

  it('is sent without trailing zeros, exactly', () => {
    expect(amountEntryToDecimal('0.00013130', 8)).toBe('0.0001313');
    expect(amountEntryToDecimal('1,250.50', 6)).toBe('1250.5');
    expect(amountEntryToDecimal('12,500', 0)).toBe('12500');
  });
});
