import { describe, expect, it } from 'vitest';
import { valueChangeOf } from './account-value-change';

const points = (...values: string[]) =>
  values.map((value, index) => ({ date: `2026-03-0${index + 1}`, value, net_deposits: '0' }));
const withDeposits = (...pairs: [string, string][]) =>
  pairs.map(([value, deposits], index) => ({ date: `2026-03-0${index + 1}`, value, net_deposits: deposits }));

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

  it('has no percent when there was nothing to gain on, and is flat when nothing moved', () => {
    expect(valueChangeOf(points('0', '0', '120'))).toEqual({ direction: 'up', amount: '120', percent: null });
    expect(valueChangeOf(points('5', '5'))).toEqual({ direction: 'flat', amount: '0', percent: '0' });
  });

  it('is unchanged after deposits and withdrawals alone', () => {
    expect(valueChangeOf(withDeposits(['0', '0'], ['5000', '5000'], ['5942.75', '5942.75']))).toEqual({
      direction: 'flat',
      amount: '0',
      percent: '0',
    });
    expect(valueChangeOf(withDeposits(['1000', '1000'], ['600', '600']))).toMatchObject({ direction: 'flat' });
  });

  it('counts only what the money made, in percent of what was there and what came in', () => {
    expect(valueChangeOf(withDeposits(['1000', '1000'], ['1550', '1500']))).toEqual({
      direction: 'up',
      amount: '50',
      percent: '3.33',
    });
    expect(valueChangeOf(withDeposits(['1000', '1000'], ['580', '600']))).toEqual({
      direction: 'down',
      amount: '20',
      percent: '2',
    });
  });
});
