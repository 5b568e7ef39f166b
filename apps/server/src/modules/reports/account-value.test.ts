import { formatUnits, parseUnits } from '@invest/money';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { daysOf, toAccountValuePoint, type ValuationInput, valueUnitsByDay } from './account-value';

/** The valuation as the wire shows it. */
function valueByDay(input: ValuationInput) {
  const { points, unpriced } = valueUnitsByDay(input);
  return { points: points.map(toAccountValuePoint), unpriced };
}

const empty = (days: string[]): ValuationInput => ({
  days,
  openingBalances: new Map(),
  balanceChanges: [],
  openingPrices: new Map(),
  closes: [],
  netDepositsByDay: new Map(),
});

describe('the days of a range', () => {
  it('ends on the day of now and counts back the range, whatever the hour', () => {
    const { days, from } = daysOf('1W', new Date('2026-03-02T23:59:59Z'));
    expect(days).toEqual([
      '2026-02-24',
      '2026-02-25',
      '2026-02-26',
      '2026-02-27',
      '2026-02-28',
      '2026-03-01',
      '2026-03-02',
    ]);
    expect(from.toISOString()).toBe('2026-02-24T00:00:00.000Z');
    expect(daysOf('1Y', new Date('2026-03-02T00:00:00Z')).days).toHaveLength(365);
  });
});

describe('the account value per day', () => {
  it('has no points for an investor who never held anything', () => {
    expect(valueByDay(empty(['2026-03-01', '2026-03-02']))).toEqual({ points: [], unpriced: [] });
  });

  it('counts dollars and USDC at par, and shares at the last close known by each day', () => {
    const result = valueByDay({
      days: ['2026-03-01', '2026-03-02', '2026-03-03'],
      openingBalances: new Map([['USD', 10_000n]]),
      balanceChanges: [
        { asset: 'USDC', day: '2026-03-01', amountUnits: 2_500_000n },
        { asset: 'ACME', day: '2026-03-02', amountUnits: 300_000_000n },
        { asset: 'USD', day: '2026-03-02', amountUnits: -3_000n },
      ],
      openingPrices: new Map([['ACME', { units: 1_000n, scale: 2 }]]),
      closes: [{ asset: 'ACME', day: '2026-03-03', price: { units: 12_345n, scale: 3 } }],
      netDepositsByDay: new Map([
        ['2026-02-27', 10_000n],
        ['2026-03-01', 250n],
      ]),
    });
    expect(result.points).toEqual([
      { date: '2026-03-01', value: '102.5', net_deposits: '102.5' },
      { date: '2026-03-02', value: '102.5', net_deposits: '102.5' },
      { date: '2026-03-03', value: '109.54', net_deposits: '102.5' },
    ]);
    expect(result.unpriced).toEqual([]);
  });

  it('leaves out an asset that has never traded against dollars, and names it', () => {
    const result = valueByDay({
      ...empty(['2026-03-01']),
      openingBalances: new Map([
        ['USD', 500n],
        ['RARE', 100_000_000n],
      ]),
    });
    expect(result).toEqual({ points: [{ date: '2026-03-01', value: '5', net_deposits: '0' }], unpriced: ['RARE'] });
  });

  it('counts an asset from the day its first price is known', () => {
    const result = valueByDay({
      ...empty(['2026-03-01', '2026-03-02']),
      openingBalances: new Map([['NEW', 200_000_000n]]),
      closes: [{ asset: 'NEW', day: '2026-03-02', price: { units: 750n, scale: 2 } }],
    });
    expect(result.points.map((point) => point.value)).toEqual(['0', '15']);
    expect(result.unpriced).toEqual([]);
  });

  it('with dollars alone, each day is worth the running sum of its deposits and withdrawals', () => {
    const days = daysOf('1M', new Date('2026-03-30T12:00:00Z')).days;
    const change = fc.record({
      day: fc.constantFrom(...days),
      amountUnits: fc.bigInt({ min: -1_000_000n, max: 1_000_000n }),
    });
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10_000_000n }), fc.array(change, { maxLength: 40 }), (opening, changes) => {
        const { points } = valueByDay({
          ...empty(days),
          openingBalances: new Map([['USD', opening]]),
          balanceChanges: changes.map((item) => ({ ...item, asset: 'USD' })),
        });
        let running = opening;
        for (const point of points) {
          running += changes
            .filter((item) => item.day === point.date)
            .reduce((sum, item) => sum + item.amountUnits, 0n);
          expect(parseUnits(point.value.replace('-', ''), 2) * (point.value.startsWith('-') ? -1n : 1n)).toBe(running);
        }
        expect(points.at(-1)?.value).toBe(formatUnits(running, 2));
      }),
    );
  });
});
