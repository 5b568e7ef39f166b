import { mulDivRound } from '@invest/money';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ValuePoint } from '../account-value';
import { timeWeightedReturn } from './time-weighted-return';

const point = (valueUnits: bigint, netDepositUnits: bigint, date = '2026-03-02'): ValuePoint => ({
  date,
  valueUnits,
  netDepositUnits,
});
const nothing = { valueUnits: 0n, netDepositUnits: 0n };

describe('timeWeightedReturn', () => {
  it('is null while there was never money to make a return on', () => {
    expect(timeWeightedReturn(nothing, [])).toBeNull();
    expect(timeWeightedReturn(nothing, [point(0n, 0n), point(0n, 0n)])).toBeNull();
  });

  it('measures a first day on what came in that day, then chains each day on the one before', () => {
    // 1000 in, worth 1100 that evening (+10 %), then 1210 (+10 %): 21 %
    expect(timeWeightedReturn(nothing, [point(110_000n, 100_000n), point(121_000n, 100_000n)])).toBe(2100n);
  });

  it('takes a day’s deposit out of its change, so a deposit is never a gain', () => {
    // 1000 that gains 10 % the day 5000 more is deposited, and nothing the day after
    const points = [point(610_000n, 600_000n), point(610_000n, 600_000n)];
    expect(timeWeightedReturn(point(100_000n, 100_000n), points)).toBe(1000n);
  });

  it('takes a withdrawal out the same way: what left is not a loss', () => {
    expect(timeWeightedReturn(point(100_000n, 100_000n), [point(50_000n, 50_000n)])).toBe(0n);
  });

  it('rounds the percent to hundredths, half up', () => {
    expect(timeWeightedReturn(point(300n, 300n), [point(301n, 300n)])).toBe(33n);
    expect(timeWeightedReturn(point(1_000_000n, 0n), [point(1_039_350n, 0n)])).toBe(394n);
  });

  it('is the return of the price path alone, whatever is deposited and invested at a day’s close', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1000 }),
        fc.array(fc.record({ price: fc.integer({ min: 1, max: 10_000 }), bought: fc.nat({ max: 50 }) }), {
          minLength: 1,
          maxLength: 30,
        }),
        (startPrice, days) => {
          // Whole shares priced in whole cents: every value is exact, so the chain is exact too.
          let shares = 10n;
          let netDeposits = BigInt(startPrice) * shares;
          const opening = { valueUnits: netDeposits, netDepositUnits: netDeposits };
          const points = days.map(({ price, bought }) => {
            shares += BigInt(bought);
            netDeposits += BigInt(bought * price);
            return point(shares * BigInt(price), netDeposits);
          });
          const lastPrice = BigInt(days.at(-1)?.price ?? startPrice);
          const withoutDeposits = points.map((_, index) =>
            point(10n * BigInt(days[index]?.price ?? 0), opening.netDepositUnits),
          );
          const twr = timeWeightedReturn(opening, points);
          expect(twr).toBe(timeWeightedReturn(opening, withoutDeposits));
          // The path's own return, p(last) / p(first) - 1, within the last digit of the 18-decimal chain.
          const pathReturn = mulDivRound(lastPrice - BigInt(startPrice), 10_000n, BigInt(startPrice), 'half-up');
          const difference = (twr ?? 0n) - pathReturn;
          expect(difference >= -1n && difference <= 1n).toBe(true);
        },
      ),
    );
  });
});
