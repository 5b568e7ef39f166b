import { describe, expect, it } from 'vitest';
import { formatExchangeAmount, formatMoney, formatSignedMoney } from './money';

describe('amounts', () => {
  it('shows US dollars and digital assets with 2 decimals and thousand separators', () => {
    expect(formatMoney('1234567.5', 'USD')).toBe('1,234,567.50');
    expect(formatMoney('0.125000', 'USDC')).toBe('0.13');
  });

  it('shows bitcoin and coins to send exactly, with at least 4 decimals', () => {
    expect(formatMoney('0.00015625', 'BTC')).toBe('0.00015625');
    expect(formatMoney('1234', 'BTC')).toBe('1,234.0000');
    expect(formatExchangeAmount('0.500000000000000000')).toBe('0.5000');
  });
});

describe('signed amounts', () => {
  it('shows a loss with a true minus sign, a gain with a plus when asked, and zero without a sign', () => {
    expect(formatSignedMoney('-1234.5', 'USD')).toBe('−1,234.50');
    expect(formatSignedMoney('12', 'USD', true)).toBe('+12.00');
    expect(formatSignedMoney('12', 'USD')).toBe('12.00');
    expect(formatSignedMoney('-0.001', 'USD', true)).toBe('0.00');
  });
});
