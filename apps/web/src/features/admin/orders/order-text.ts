import { formatExchangeAmount, formatMoney } from '../../../shared/format/money';

/** The first block of an order id, enough to tell orders apart in a list and to read one out. */
export const shortOrderId = (orderId: string) => orderId.slice(0, 8);

/**
 * An amount of an order's market as SPEC 5 shows it: the quote asset (what prices, costs and fees are
 * in) as money, the base asset as an exchange quantity with at least 4 decimals.
 */
export function formatMarketAmount(decimal: string, asset: string, quoteAsset: string): string {
  return asset === quoteAsset ? formatMoney(decimal, asset) : formatExchangeAmount(decimal);
}

/** A signed change of a balance with a true minus sign and a plus for what came in; zero as a dash. */
export function formatBalanceChange(decimal: string, asset: string, quoteAsset: string): string {
  if (!/[1-9]/.test(decimal)) return '—';
  const isNegative = decimal.startsWith('-');
  const size = formatMarketAmount(isNegative ? decimal.slice(1) : decimal, asset, quoteAsset);
  return `${isNegative ? '−' : '+'}${size}`;
}
