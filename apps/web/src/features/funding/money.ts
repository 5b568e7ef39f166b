import type { PaymentRule } from '@invest/contracts';
import { formatAmount, formatUnits, MoneyParseError, maxScale, parseUnits, percentOf, scaleOf } from '@invest/money';

/**
 * Amounts of the funding screens: decimal strings from the API, shown per SPEC 5 (US dollars and
 * digital assets with 2 decimals and thousand separators), and the fee a payment rule charges,
 * computed as the server does (a percentage of the amount, rounded up, taken out of the amount).
 */

/** "1234.5" of USD → "1,234.50"; "0.123456" of USDC → "0.12". */
export function formatMoney(decimal: string, asset: string): string {
  return formatAmount(parseUnits(decimal, maxScale), maxScale, asset === 'USD' ? 'usd' : 'digital');
}

interface FeeQuote {
  fee: string;
  /** What reaches the balance (a deposit) or the destination (a withdrawal): the amount less the fee. */
  net: string;
}

/** The fee and net amount of `amount` under `rule` (no rule: no fee), or null when it is not an amount yet. */
export function quoteFee(amount: string | undefined, asset: string, rule: PaymentRule | undefined): FeeQuote | null {
  if (amount === undefined) return null;
  const scale = scaleOf(asset);
  let units: bigint;
  try {
    units = parseUnits(amount, scale);
  } catch (error) {
    if (error instanceof MoneyParseError) return null;
    throw error;
  }
  const fee = rule ? percentOf(units, rule.fee_pct, 'up') : 0n;
  return { fee: formatUnits(fee, scale), net: formatUnits(units > fee ? units - fee : 0n, scale) };
}

/** What a payment moved net of its fee: the amount credited by a deposit, received from a withdrawal. */
export function netOf(payment: { amount: string; fee: string }): string {
  return formatUnits(parseUnits(payment.amount, maxScale) - parseUnits(payment.fee, maxScale), maxScale);
}
