import { mulDivRound, scaleOf } from '@invest/money';

/** The currency accounts are valued in, and its scale. */
export const valuationCurrency = 'USD';
export const valuationScale = scaleOf(valuationCurrency);

/**
 * Assets counted one for one in US dollars: the dollar itself and USDC, the dollar stablecoin the
 * platform redeems at par (a price from its own market would follow thin trading, not redemption).
 */
const parAssets = new Set(['USD', 'USDC']);

export const isCash = (asset: string) => parAssets.has(asset);

/** A price in units of 10^-scale dollars per whole unit of an asset. */
export interface Price {
  units: bigint;
  scale: number;
}

export const parPrice: Price = { units: 1n, scale: 0 };

/** The dollar value of `units` base units of `asset` at `price`, rounded half up to the cent. */
export function dollarsOf(asset: string, units: bigint, price: Price): bigint {
  return mulDivRound(
    units * price.units,
    10n ** BigInt(valuationScale),
    10n ** BigInt(scaleOf(asset) + price.scale),
    'half-up',
  );
}

/** `part` in percent of `whole`, 2 decimals rounded half up, or null when `whole` is not above zero. */
export function percentOf(part: bigint, whole: bigint): bigint | null {
  return whole > 0n ? mulDivRound(part, 10_000n, whole, 'half-up') : null;
}
