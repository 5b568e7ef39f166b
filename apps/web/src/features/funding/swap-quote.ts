import type { PaymentRule, SwapQuote } from '@invest/contracts';
import { formatUnits, MoneyParseError, maxScale, parseUnits, scaleOf } from '@invest/money';
import { type LimitProblem, limitProblemOf, quoteFee } from './fees';

/**
 * The live estimate of a swap (ChangeNOW, Changelly): what is asked of the provider for the amount
 * being typed, whether an answer still matches what is typed now, and what the swap would credit
 * and why it would be refused, the way the provider and the server decide it.
 */

export interface QuoteRequest {
  from_currency: string;
  from_amount: string;
}

/** A plain decimal above zero, as the quote routes take it. */
const amountPattern = /^\d{1,12}(\.\d{1,18})?$/;

const unitsOf = (decimal: string) => parseUnits(decimal, maxScale);

/** The quote to ask for: a currency chosen and an amount above zero; otherwise none. */
export function quoteRequestOf(currency: string | null, amount: string | undefined): QuoteRequest | null {
  if (!currency || amount === undefined || !amountPattern.test(amount) || unitsOf(amount) === 0n) return null;
  return { from_currency: currency, from_amount: amount };
}

/**
 * Whether `asked` (a request, or the quote that answers one) asks for what `request` does: the same
 * currency in any case, the same amount in any writing. The user may have typed on since.
 */
export function isSameRequest(asked: QuoteRequest, request: QuoteRequest | null): boolean {
  return (
    request !== null &&
    asked.from_currency.toLowerCase() === request.from_currency.toLowerCase() &&
    unitsOf(asked.from_amount) === unitsOf(request.from_amount)
  );
}

interface SwapCredit {
  /** What the provider delivers, in the credited asset's decimals (rounded down, as the server records it). */
  delivered: string;
  fee: string;
  credited: string;
}

/** What the quoted swap credits under the method's rule: the fee is a share of what is delivered. */
export function creditOf(quote: SwapQuote, asset: string, rule: PaymentRule | undefined): SwapCredit {
  const scale = scaleOf(asset);
  const delivered = formatUnits(unitsOf(quote.to_amount) / 10n ** BigInt(maxScale - scale), scale);
  const fee = quoteFee(delivered, asset, rule) ?? { fee: '0', net: delivered };
  return { delivered, fee: fee.fee, credited: fee.net };
}

/** Why a swap would be refused: by the provider (what is paid), or by the domain's rule (what is delivered). */
export type SwapProblem =
  | { key: 'belowProviderMinimum' | 'aboveProviderMaximum'; limit: string; currency: string }
  | { key: 'nothingDelivered' }
  | LimitProblem;

/** The provider's range of what it takes: the quote's own, else the one it gave for the currency. */
interface ProviderRange {
  min: string | null;
  max: string | null;
}

export function swapProblemOf(input: {
  quote: SwapQuote;
  range: ProviderRange | undefined;
  asset: string;
  rule: PaymentRule | undefined;
}): SwapProblem | null {
  const { quote, asset, rule } = input;
  const currency = quote.from_currency.toUpperCase();
  const min = quote.min ?? input.range?.min ?? null;
  const max = quote.max ?? input.range?.max ?? null;
  const paid = unitsOf(quote.from_amount);
  try {
    if (min !== null && paid < unitsOf(min)) return { key: 'belowProviderMinimum', limit: min, currency };
    if (max !== null && paid > unitsOf(max)) return { key: 'aboveProviderMaximum', limit: max, currency };
  } catch (error) {
    if (!(error instanceof MoneyParseError)) throw error;
  }
  const { delivered } = creditOf(quote, asset, rule);
  if (unitsOf(delivered) === 0n) return { key: 'nothingDelivered' };
  return limitProblemOf(delivered, asset, rule);
}
