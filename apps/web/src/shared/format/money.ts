import { formatAmount, formatAssetAmount, maxScale, parseUnits } from '@invest/money';

/**
 * Amounts from the API's decimal strings as SPEC 5 shows them: US dollars and digital assets with 2
 * decimals and thousand separators; the exchange's prices and quantities, coins a user sends and
 * bitcoin exactly, with at least 4 decimals.
 */

/**
 * An amount as the exchange shows it (SPEC 5): exact, with at least 4 decimals. "12.5" → "12.5000",
 * "0.00015625" → "0.00015625": rounded to 2 decimals, what a wallet must send or a Lightning deposit
 * brings would read as 0.00.
 */
export function formatExchangeAmount(decimal: string): string {
  return formatAmount(parseUnits(decimal, maxScale), maxScale, 'exchange');
}

/** "1234.5" of USD → "1,234.50"; "0.123456" of USDC → "0.12"; bitcoin exactly (see formatExchangeAmount). */
export function formatMoney(decimal: string, asset: string): string {
  return formatAssetAmount(parseUnits(decimal, maxScale), maxScale, asset);
}

const isZero = (formatted: string) => /^[0.,]+$/.test(formatted);

/**
 * A signed amount as formatMoney shows it, with a true minus sign ("-12.5" of USD → "−12.50"), and a
 * plus sign for gains when `withPlus` is set; zero carries no sign.
 */
export function formatSignedMoney(decimal: string, asset: string, withPlus = false): string {
  const isNegative = decimal.startsWith('-');
  const size = formatMoney(isNegative ? decimal.slice(1) : decimal, asset);
  if (isZero(size)) return size;
  return isNegative ? `−${size}` : withPlus ? `+${size}` : size;
}
