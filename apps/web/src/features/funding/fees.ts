import type { PaymentRule } from '@invest/contracts';
import { formatUnits, MoneyParseError, maxScale, parseUnits, percentOf, scaleOf } from '@invest/money';

/**
 * The fee a payment rule charges, computed as the server does (a percentage of the amount, rounded
 * up, taken out of the amount), and the limits the rule sets.
 */

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

/** Why the domain's rule refuses an amount, with the limit it passed, as the server says it (422). */
export type LimitProblem = { key: 'belowMinimum' | 'aboveMaximum'; limit: string } | { key: 'feeTooLarge' };

/**
 * Why `rule` refuses `amount` of `asset`, checked as the server checks it (below the minimum, above
 * the maximum, or nothing left once the fee is taken), or null when it is within the rule or not an
 * amount yet.
 */
export function limitProblemOf(
  amount: string | undefined,
  asset: string,
  rule: PaymentRule | undefined,
): LimitProblem | null {
  const quote = quoteFee(amount, asset, rule);
  if (!rule || amount === undefined || !quote) return null;
  const units = parseUnits(amount, maxScale);
  if (units < parseUnits(rule.min_amount, maxScale)) return { key: 'belowMinimum', limit: rule.min_amount };
  if (units > parseUnits(rule.max_amount, maxScale)) return { key: 'aboveMaximum', limit: rule.max_amount };
  return parseUnits(quote.net, maxScale) === 0n ? { key: 'feeTooLarge' } : null;
}

/** What a payment moved net of its fee: the amount credited by a deposit, received from a withdrawal. */
export function netOf(payment: { amount: string; fee: string }): string {
  return formatUnits(parseUnits(payment.amount, maxScale) - parseUnits(payment.fee, maxScale), maxScale);
}
