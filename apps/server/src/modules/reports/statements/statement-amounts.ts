import { formatAmount, formatAssetAmount, scaleOf } from '@invest/money';

/** "1,234.5000" and "1,234.50" are the same amount: the fraction without its trailing zeros. */
const normalised = (shown: string) => (shown.includes('.') ? shown.replace(/0+$/, '').replace(/\.$/, '') : shown);

/**
 * An amount of a statement: as SPEC 5 shows an amount of the asset (formatAssetAmount), unless that
 * rounds it (a USDC deposit of 0.123456 would read 0.12), then exactly, with at least 4 decimals, as
 * SPEC 5 shows exchange amounts. So every figure of a statement is exact and opening balance plus the
 * movements is the closing balance to the last unit, as read off the file.
 */
export function formatStatementAmount(units: bigint, asset: string): string {
  const scale = scaleOf(asset);
  const shown = formatAssetAmount(units, scale, asset);
  if (scale <= 2) return shown;
  const exact = formatAmount(units, scale, 'exchange');
  return normalised(shown) === normalised(exact) ? shown : exact;
}
