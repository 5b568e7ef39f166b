import type { Currency } from '@invest/contracts';
import {
  formatAmount,
  formatUnits,
  MoneyParseError,
  maxScale,
  mulDivRound,
  parseUnits,
  percentOf,
  scaleOf,
} from '@invest/money';

/**
 * The amounts of a market in exact integers, as the trading host counts them: a price in units of
 * 10^-PriceScale quote per whole base unit, a quantity in units of 10^-QuantityScale base, a cost or
 * fee in base units of the quote asset. Fees and costs round up, as the host holds and charges them.
 */
export type MarketTerms = Pick<
  Currency,
  'Symbol' | 'BaseAsset' | 'QuoteAsset' | 'PriceScale' | 'QuantityScale' | 'LotSize' | 'FeePct'
>;

const pow10 = (exponent: number) => 10n ** BigInt(exponent);

/** Typed text as units of `scale`, or null when it is blank, not a positive decimal or finer than the scale. */
export function readUnits(text: string, scale: number): bigint | null {
  const plain = text.trim().replace(/,/g, '');
  if (plain === '') return null;
  try {
    const units = parseUnits(plain, scale);
    return units > 0n ? units : null;
  } catch (error) {
    if (error instanceof MoneyParseError) return null;
    throw error;
  }
}

export const quoteScaleOf = (market: MarketTerms) => scaleOf(market.QuoteAsset);

/** What `quantity` costs at `price`, in quote units, rounded up to a whole unit. */
export function costOf(market: MarketTerms, price: bigint, quantity: bigint): bigint {
  const toQuote = pow10(quoteScaleOf(market) - market.PriceScale);
  return mulDivRound(price * quantity, toQuote, pow10(market.QuantityScale), 'up');
}

/** The market's fee on a cost, rounded up to a whole quote unit. */
export function feeOf(market: MarketTerms, cost: bigint): bigint {
  return percentOf(cost, market.FeePct, 'up');
}

/** The largest quantity, in whole lots, whose cost at `price` is at most `amount` quote units. */
export function quantityForAmount(market: MarketTerms, amount: bigint, price: bigint): bigint {
  const toQuote = pow10(quoteScaleOf(market) - market.PriceScale);
  const quantity = mulDivRound(amount, pow10(market.QuantityScale), price * toQuote, 'down');
  const lot = parseUnits(market.LotSize, market.QuantityScale);
  return quantity - (quantity % lot);
}

export const formatQuantityUnits = (market: MarketTerms, units: bigint) => formatUnits(units, market.QuantityScale);
export const formatPriceUnits = (market: MarketTerms, units: bigint) => formatUnits(units, market.PriceScale);
export const formatQuoteUnits = (market: MarketTerms, units: bigint) => formatUnits(units, quoteScaleOf(market));

/** A price or quantity of the exchange as SPEC 5 shows it: "12.5" → "12.5000", at least 4 decimals. */
export function formatExchangeAmount(decimal: string): string {
  return formatAmount(parseUnits(decimal, maxScale), maxScale, 'exchange');
}
