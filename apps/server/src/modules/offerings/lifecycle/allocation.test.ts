import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allocate, allocationSeedLimit } from './allocation';

const requests = fc.array(fc.bigInt({ min: 1n, max: 10_000n }), { minLength: 1, maxLength: 60 });
const offered = fc.bigInt({ min: 0n, max: 200_000n });
const method = fc.constantFrom('pro_rata' as const, 'random' as const);
const seed = fc.integer({ min: 0, max: allocationSeedLimit - 1 });
const sum = (units: readonly bigint[]) => units.reduce((total, unit) => total + unit, 0n);

describe('allocating an offering', () => {
  it('gives each request at most what it asked, and in all exactly the offer or the whole demand', () => {
    fc.assert(
      fc.property(requests, offered, method, seed, (asked, offer, how, drawn) => {
        const allocated = allocate(asked, offer, how, drawn);
        expect(allocated).toHaveLength(asked.length);
        allocated.forEach((units, index) => {
          expect(units >= 0n && units <= (asked[index] ?? 0n)).toBe(true);
        });
        const demand = sum(asked);
        expect(sum(allocated)).toBe(demand < offer ? demand : offer);
      }),
    );
  });

  it('answers the same requests, offer and seed with the same allocation', () => {
    fc.assert(
      fc.property(requests, offered, method, seed, (asked, offer, how, drawn) => {
        expect(allocate(asked, offer, how, drawn)).toEqual(allocate([...asked], offer, how, drawn));
      }),
    );
  });

  it('fills every request when the demand fits the offer', () => {
    expect(allocate([5n, 7n], 12n, 'random', 1)).toEqual([5n, 7n]);
    expect(allocate([5n, 7n], 100n, 'pro_rata', null)).toEqual([5n, 7n]);
  });

  it('shares pro rata, rounding down, the leftovers to the largest remainders and then the earliest', () => {
    // 10 of 30 asked: a third each of 10, 10 and 10 is 3.33: 3 each and one left, to the first.
    expect(allocate([10n, 10n, 10n], 10n, 'pro_rata', null)).toEqual([4n, 3n, 3n]);
    // 7 of 10 asked (6, 3, 1): 4.2, 2.1, 0.7: 4, 2, 0 and one left, to the 0.7.
    expect(allocate([6n, 3n, 1n], 7n, 'pro_rata', null)).toEqual([4n, 2n, 1n]);
  });

  it('draws at random from the seed: some requests filled, one partly, the others left out', () => {
    const asked = Array.from({ length: 20 }, () => 10n);
    const allocated = allocate(asked, 55n, 'random', 20_261_127);
    expect(allocated.filter((units) => units === 10n)).toHaveLength(5);
    expect(allocated.filter((units) => units === 5n)).toHaveLength(1);
    expect(allocate(asked, 55n, 'random', 20_261_128)).not.toEqual(allocated);
  });

  it('needs a seed for a random draw', () => {
    expect(() => allocate([10n], 5n, 'random', null)).toThrow('a random allocation needs its seed');
  });
});
