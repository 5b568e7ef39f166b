import {
  buyHoldOf,
  costOf,
  formatUnits,
  type MarketUnits,
  MoneyParseError,
  mulDivRound,
  parseUnits,
  scaleOf,
  toUnits,
} from '@invest/money';
import type { Currency, PlaceOrderRequest } from './trading';

/**
 * The rules an order's numbers follow on a market, the same for the trading host that refuses an
 * order and the order form and its review that check it before it is sent:
 * - a price (limit or stop) is a positive multiple of the market's tick;
 * - a quantity is a positive multiple of its lot: the lot size governs new orders;
 * - an amount of money (a "dollar-amount" order) is positive at the quote asset's scale, and the
 *   host works the quantity out from it, rounded down to whole lots;
 * - a sell of the whole available position ("sell all") takes no quantity: the host sells what is
 *   available, at the market's quantity scale, even below the lot size. A market whose quantity scale
 *   is its base asset's scale (BTC-USD: 8 decimals) so closes a position down to its last base unit;
 *   one of whole shares sells the whole shares.
 */

/** The integers the matching engine takes: up to 2^53 - 1. */
export const maxOrderUnits = BigInt(Number.MAX_SAFE_INTEGER);

/** What a market's steps are: its scales and its tick and lot in price and quantity units. */
export interface OrderSteps {
  baseAsset: string;
  quoteAsset: string;
  priceScale: number;
  quantityScale: number;
  tick: bigint;
  lot: bigint;
}

/** A market of GET /api/currencies as its steps. */
export function orderStepsOf(
  market: Pick<Currency, 'BaseAsset' | 'QuoteAsset' | 'PriceScale' | 'QuantityScale' | 'TickSize' | 'LotSize'>,
): OrderSteps {
  return {
    baseAsset: market.BaseAsset,
    quoteAsset: market.QuoteAsset,
    priceScale: market.PriceScale,
    quantityScale: market.QuantityScale,
    tick: parseUnits(market.TickSize, market.PriceScale),
    lot: parseUnits(market.LotSize, market.QuantityScale),
  };
}

export type OrderRuleField = 'Price' | 'StopPrice' | 'Quantity' | 'Amount';

/** Why a field of an order breaks the market's rules. */
export type OrderRuleProblem =
  | { field: OrderRuleField; rule: 'not-a-number' | 'not-positive' | 'too-large' }
  | { field: OrderRuleField; rule: 'too-many-decimals'; decimals: number }
  /** Not a multiple of `step`, the tick (in the quote asset) or the lot (in the base asset). */
  | { field: OrderRuleField; rule: 'off-step'; step: string; asset: string };

/** How big an order is: a quantity, an amount of the quote asset, or the whole available position. */
export type OrderSize = { quantity: bigint } | { amount: bigint } | { all: true };

export interface OrderRequestUnits {
  /** The limit price (limit and stop-limit orders), null otherwise. */
  price: bigint | null;
  /** The trigger (stop and stop-limit orders), null otherwise. */
  stopPrice: bigint | null;
  size: OrderSize;
}

interface FieldRule {
  field: OrderRuleField;
  scale: number;
  step: bigint;
  asset: string;
}

function readField(value: string | number, rule: FieldRule): bigint | OrderRuleProblem {
  const { field } = rule;
  let units: bigint;
  try {
    units = toUnits(value, rule.scale);
  } catch (error) {
    if (!(error instanceof MoneyParseError)) throw error;
    if (error.reason === 'too-many-decimals') return { field, rule: 'too-many-decimals', decimals: rule.scale };
    return { field, rule: error.reason === 'negative' ? 'not-positive' : 'not-a-number' };
  }
  if (units <= 0n) return { field, rule: 'not-positive' };
  if (units > maxOrderUnits) return { field, rule: 'too-large' };
  if (units % rule.step !== 0n) {
    return { field, rule: 'off-step', step: formatUnits(rule.step, rule.scale), asset: rule.asset };
  }
  return units;
}

type OrderNumbers = Pick<PlaceOrderRequest, 'Price' | 'StopPrice' | 'Quantity' | 'Amount' | 'SellAll'>;

/**
 * An order's numbers in the market's integer units, or every problem with them. The fields an order
 * type needs or forbids, and that it has exactly one size, are the contract schema's to check.
 */
export function checkOrderNumbers(
  market: OrderSteps,
  order: OrderNumbers,
): { units: OrderRequestUnits } | { problems: OrderRuleProblem[] } {
  const price: FieldRule = { field: 'Price', scale: market.priceScale, step: market.tick, asset: market.quoteAsset };
  const read = (value: string | number | undefined, rule: FieldRule) =>
    value === undefined ? null : readField(value, rule);
  const found = {
    price: read(order.Price, price),
    stopPrice: read(order.StopPrice, { ...price, field: 'StopPrice' }),
    quantity: read(order.Quantity, {
      field: 'Quantity',
      scale: market.quantityScale,
      step: market.lot,
      asset: market.baseAsset,
    }),
    amount: read(order.Amount, { field: 'Amount', scale: scaleOf(market.quoteAsset), step: 1n, asset: '' }),
  };
  const problems = Object.values(found).filter(
    (value): value is OrderRuleProblem => value !== null && typeof value === 'object',
  );
  if (problems.length > 0) return { problems };
  const units = (value: bigint | OrderRuleProblem | null) => (typeof value === 'bigint' ? value : null);
  const quantity = units(found.quantity);
  const amount = units(found.amount);
  const size: OrderSize = quantity !== null ? { quantity } : amount !== null ? { amount } : { all: true };
  return { units: { price: units(found.price), stopPrice: units(found.stopPrice), size } };
}

/** A problem in English, as the trading host answers it (the web app words it through i18next). */
export function describeOrderProblem(problem: OrderRuleProblem): string {
  const { field } = problem;
  switch (problem.rule) {
    case 'not-a-number':
      return `${field}: Not a plain decimal number: use digits with an optional "." and fraction, such as 1250.50`;
    case 'too-many-decimals':
      return `${field}: More decimal places than the asset allows (${problem.decimals})`;
    case 'not-positive':
      return `${field} must be greater than zero`;
    case 'too-large':
      return `${field} is too large`;
    case 'off-step':
      return field === 'Quantity'
        ? `Quantity must be a multiple of ${problem.step} ${problem.asset}, the market's lot size`
        : `${field} must be a multiple of ${problem.step} ${problem.asset}, the market's tick size`;
  }
}

type SizingMarket = MarketUnits & { lot: bigint };

/**
 * The quantity an amount of the quote asset buys or sells at `price`, in whole lots, rounded down: a
 * buy's cost plus fee at `price` (its worst price, which the host holds) stays within the amount; a
 * sell's value at `price` does. Zero when the amount is less than one lot.
 */
export function quantityForOrderAmount(
  market: SizingMarket,
  side: 'buy' | 'sell',
  amount: bigint,
  price: bigint,
): bigint {
  const spendOf = (lots: bigint) =>
    side === 'buy' ? buyHoldOf(market, price, lots * market.lot) : costOf(market, price, lots * market.lot);
  // Costs and fees round up, so the exact quotient is at most a few lots above the answer.
  const feeMillionths = side === 'buy' ? parseUnits(market.feePct, 4) : 0n;
  const quotePerPriceUnit = 10n ** BigInt(scaleOf(market.quoteAsset) - market.priceScale);
  let lots = mulDivRound(
    amount * 10n ** BigInt(market.quantityScale),
    1_000_000n,
    price * market.lot * quotePerPriceUnit * (1_000_000n + feeMillionths),
    'down',
  );
  while (lots > 0n && spendOf(lots) > amount) lots -= 1n;
  return lots * market.lot;
}

/** The quantity of a sell of everything available (`available` base units of the base asset), at the market's quantity scale. */
export function sellAllQuantityOf(market: Pick<MarketUnits, 'baseAsset' | 'quantityScale'>, available: bigint): bigint {
  return available / 10n ** BigInt(scaleOf(market.baseAsset) - market.quantityScale);
}
