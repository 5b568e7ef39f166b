import type { Portfolio, PortfolioPosition } from '@invest/contracts';
import { describe, expect, it } from 'vitest';
import { allocationOf, unrealizedOf } from './allocation';

const position = (asset: string, value: string | null, gain: string | null): PortfolioPosition => ({
  asset,
  name: `${asset} shares`,
  market: `${asset}-USD`,
  quantity: '1',
  price: value,
  price_source: value === null ? null : 'last_trade',
  market_value: value,
  cost_basis: '10',
  average_cost: '10',
  today_return: null,
  total_return: gain === null ? null : { amount: gain, percent: null },
  realized_return: '0',
});

const portfolioOf = (positions: PortfolioPosition[], cash: string) =>
  ({ positions, totals: { cash_value: cash } }) as unknown as Portfolio;

describe('allocationOf', () => {
  it('slices the value largest first, cash as one slice, with percents of the whole', () => {
    const portfolio = portfolioOf([position('ABC', '30', '20'), position('XYZ', '10', '-0.5')], '60');
    expect(allocationOf(portfolio)).toEqual([
      { asset: 'cash', name: 'Cash', value: '60', percent: '60' },
      { asset: 'ABC', name: 'ABC shares', value: '30', percent: '30' },
      { asset: 'XYZ', name: 'XYZ shares', value: '10', percent: '10' },
    ]);
    expect(unrealizedOf(portfolio)).toBe('19.5');
  });

  it('leaves out what has no price or no value, and is empty when nothing is held', () => {
    expect(allocationOf(portfolioOf([position('ABC', null, null)], '0'))).toEqual([]);
    expect(allocationOf(portfolioOf([position('ABC', '1', '0')], '2'))).toEqual([
      { asset: 'cash', name: 'Cash', value: '2', percent: '66.67' },
      { asset: 'ABC', name: 'ABC shares', value: '1', percent: '33.33' },
    ]);
  });
});
