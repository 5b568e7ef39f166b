import { describe, expect, it } from 'vitest';
import { valueChangeOf } from './account-value-change';

const points = (...values: string[]) => values.map((value, index) => ({ date: `2026-03-0${index + 1}`, value }));

describe('the change of the account value over a range', () => {
  it('is unknown with fewer than two days', () => {
    expect(valueChangeOf([])).toBeNull();
    expect(valueChangeOf(points('10'))).toBeNull();
  });

  it('gives a rise in dollars and in percent of the first day, rounded half up', () => {
    expect(valueChangeOf(points('200', '150', '230.5'))).toEqual({ direction: 'up', amount: '30.5', percent: '15.25' });
    expect(valueChangeOf(points('3', '4'))).toEqual({ direction: 'up', amount: '1', percent: '33.33' });
    expect(valueChangeOf(points('3', '5'))).toEqual({ direction: 'up', amount: '2', percent: '66.67' });
  });

  it('gives a fall as a positive size with its direction', () => {
    expect(valueChangeOf(points('1000', '999.99'))).toEqual({ direction: 'down', amount: '0.01', percent: '0' });
    expect(valueChangeOf(points('80', '60'))).toEqual({ direction: 'down', amount: '20', percent: '25' });
  });

  it('has no percent when the range began at zero, and is flat when nothing moved', () => {
    expect(valueChangeOf(points('0', '0', '120'))).toEqual({ direction: 'up', amount: '120', percent: null });
    expect(valueChangeOf(points('5', '5'))).toEqual({ direction: 'flat', amount: '0', percent: '0' });
  });
});
