import { Side } from './order-codes';

/**
 * How far a market order (or a triggered stop) may trade from its reference price: a number of
 * ticks, or basis points of the reference (100 basis points are 1 %, at most 10,000).
 */
export type PriceBand = { readonly ticks: number } | { readonly basisPoints: number };

const basisPointsPerWhole = 10_000;

/** Checks a band from configuration; a wrong one is a programming error, so it throws RangeError. */
export function assertPriceBand(band: PriceBand): void {
  const isValid =
    'ticks' in band
      ? Number.isSafeInteger(band.ticks) && band.ticks >= 0
      : Number.isSafeInteger(band.basisPoints) && band.basisPoints >= 0 && band.basisPoints <= basisPointsPerWhole;
  if (!isValid) {
    throw new RangeError(`A price band is 0 or more whole ticks, or 0 to 10,000 basis points: ${JSON.stringify(band)}`);
  }
}

/** The distance in ticks, rounded down, exact for every safe integer reference. */
function offsetOf(band: PriceBand, reference: number): number {
  if ('ticks' in band) return band.ticks;
  const wholes = Math.floor(reference / basisPointsPerWhole) * band.basisPoints;
  return wholes + Math.floor(((reference % basisPointsPerWhole) * band.basisPoints) / basisPointsPerWhole);
}

/** The worst price a market order of `side` may trade at: above the reference for a buy, below for a sell. */
export function bandLimit(band: PriceBand, reference: number, side: Side): number {
  const offset = offsetOf(band, reference);
  return side === Side.Buy ? Math.min(reference + offset, Number.MAX_SAFE_INTEGER) : Math.max(reference - offset, 1);
}
