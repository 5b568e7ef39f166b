import { formatAmount, formatAssetAmount, scaleOf } from '@invest/money';

/** "1,234.5000" and "1,234.50" are the same amount: the fraction without its trailing zeros. */
const normalised = (shown: string) => (shown.includes('.') ? shown.replace(/0+$/, '').replace(/\.$/, '') : shown);

/**
 * How a statement writes amounts of `asset`: as SPEC 5 shows an amount of the asset
 * (formatAssetAmount), unless that rounds it (a USDC deposit of 0.123456 would read 0.12), then
 * exactly, with at least 4 decimals, as SPEC 5 shows exchange amounts. So every figure of a statement
 * is exact and opening balance plus the movements is the closing balance to the last unit, as read
 * off the file. The asset's scale is looked up once, as a statement writes thousands of its amounts.
 */
export function statementAmountFormat(asset: string): (units: bigint) => string {
  const scale = scaleOf(asset);
  if (scale <= 2) return (units) => formatAssetAmount(units, scale, asset);
  return (units) => {
    const shown = formatAssetAmount(units, scale, asset);
    const exact = formatAmount(units, scale, 'exchange');
    return normalised(shown) === normalised(exact) ? shown : exact;
  };
}
