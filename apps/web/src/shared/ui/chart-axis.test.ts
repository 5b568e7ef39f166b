import { describe, expect, it } from 'vitest';
import { formatExchangeAmount, formatMoney } from '../format/money';
import { axisAmountFormatter } from './chart-axis';

describe('axisAmountFormatter', () => {
  it('shows dollars with thousand separators and two decimals, below zero too', () => {
    const usd = axisAmountFormatter((decimal) => formatMoney(decimal, 'USD'), 2);
    expect(usd(2_000_000)).toBe('2,000,000.00');
    expect(usd(1_623_955.914)).toBe('1,623,955.91');
    expect(usd(-400_000)).toBe('-400,000.00');
    expect(usd(-0)).toBe('0.00');
  });

  it('shows exchange prices with at least four decimals, without the noise of binary fractions', () => {
    const price = axisAmountFormatter(formatExchangeAmount, 8);
    expect(price(61_200)).toBe('61,200.0000');
    expect(price(0.1 + 0.2)).toBe('0.3000');
    expect(price(0.00001234)).toBe('0.00001234');
  });
});
