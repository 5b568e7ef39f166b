import { formatAmount } from './display';

/**
 * An amount of `asset` as people read it (SPEC 5): US dollars and digital assets with 2 decimals,
 * bitcoin exactly with at least 4, since what a Lightning deposit brings (0.0015625) would read 0.00.
 */
export function formatAssetAmount(units: bigint, scale: number, asset: string): string {
  if (asset === 'BTC') return formatAmount(units, scale, 'exchange');
  return formatAmount(units, scale, asset === 'USD' ? 'usd' : 'digital');
}
