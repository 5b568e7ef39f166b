import type { AllocationMethod } from '@invest/contracts';
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';

/** A random allocation's seed: a 32-bit unsigned integer, the seed of xoroshiro128+. */
export const allocationSeedLimit = 2 ** 32;

/**
 * Pro rata: each request gets its share of `offered` rounded down to a whole unit; the units left
 * over go one each to the requests with the largest remainders, the earlier request first when two
 * are equal. A request with a remainder got less than it asked, so the extra unit never passes it.
 */
function allocateProRata(requests: readonly bigint[], offered: bigint, demand: bigint): bigint[] {
  const allocated = requests.map((requested) => (requested * offered) / demand);
  const remainders = requests.map((requested) => (requested * offered) % demand);
  let left = offered - allocated.reduce((sum, units) => sum + units, 0n);
  const byRemainder = requests
    .map((_, index) => index)
    .filter((index) => (remainders[index] ?? 0n) > 0n)
    .sort((a, b) => {
      const ra = remainders[a] ?? 0n;
      const rb = remainders[b] ?? 0n;
      return ra === rb ? a - b : ra > rb ? -1 : 1;
    });
  for (const index of byRemainder) {
    if (left === 0n) break;
    allocated[index] = (allocated[index] ?? 0n) + 1n;
    left -= 1n;
  }
  return allocated;
}

/**
 * Random: the requests are shuffled (Fisher–Yates, with xoroshiro128+ seeded with `seed`, drawing
 * j in 0..i for i from the last index down), then each in the shuffled order gets all it asked for
 * while units remain, the last one served what is left.
 */
function allocateRandomly(requests: readonly bigint[], offered: bigint, seed: number): bigint[] {
  const order = requests.map((_, index) => index);
  const rng = xoroshiro128plus(seed);
  for (let i = order.length - 1; i > 0; i -= 1) {
    const j = uniformInt(rng, 0, i);
    [order[i], order[j]] = [order[j] as number, order[i] as number];
  }
  const allocated = requests.map(() => 0n);
  let left = offered;
  for (const index of order) {
    if (left === 0n) break;
    const requested = requests[index] ?? 0n;
    const units = requested < left ? requested : left;
    allocated[index] = units;
    left -= units;
  }
  return allocated;
}

/**
 * Whole units (shares) for each request, in the requests' order (the order the commitments were
 * made: time, then id). When the requests fit in `offered`, each gets all it asked for; otherwise
 * all of `offered` is shared out by `method`. `seed` (an integer below 2^32) drives a random
 * allocation: the same requests, offer and seed always give the same answer.
 */
export function allocate(
  requests: readonly bigint[],
  offered: bigint,
  method: AllocationMethod,
  seed: number | null,
): bigint[] {
  const demand = requests.reduce((sum, requested) => sum + requested, 0n);
  if (demand <= offered) return [...requests];
  if (method === 'pro_rata') return allocateProRata(requests, offered, demand);
  if (seed === null) throw new Error('a random allocation needs its seed');
  return allocateRandomly(requests, offered, seed);
}
