import { describe, expect, it } from 'vitest';
import { commitmentAmountOf } from './commitment-amount';

describe('commitmentAmountOf', () => {
  it('multiplies whole shares by the price exactly', () => {
    expect(commitmentAmountOf('40', '2.5')).toBe('100');
    expect(commitmentAmountOf('3', '0.1')).toBe('0.3');
  });

  it('answers nothing for a part of a share, a blank, or a price not yet given', () => {
    expect(commitmentAmountOf('1.5', '2.5')).toBeNull();
    expect(commitmentAmountOf('', '2.5')).toBeNull();
    expect(commitmentAmountOf('40', null)).toBeNull();
    expect(commitmentAmountOf('40', 'abc')).toBeNull();
  });
});
