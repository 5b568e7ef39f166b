import type { PlaceOrderRequest } from '@invest/contracts';
import { MoneyParseError, toUnits } from '@invest/money';
import { invalid } from '../../../platform/errors';
import type { MarketRow } from '../markets/markets.repository';

/** The engine takes integers up to 2^53 - 1. */
const maxEngineUnits = BigInt(Number.MAX_SAFE_INTEGER);

/** Reads a price or quantity at the market's scale: a positive multiple of `step`, small enough for the engine. */
function readUnits(field: string, value: string | number, scale: number, step: bigint, stepText: string): bigint {
  let units: bigint;
  try {
    units = toUnits(value, scale);
  } catch (error) {
    if (error instanceof MoneyParseError) throw invalid(field, `${field}: ${error.message}`);
    throw error;
  }
  if (units <= 0n) throw invalid(field, `${field} must be greater than zero`);
  if (units > maxEngineUnits) throw invalid(field, `${field} is too large`);
  if (units % step !== 0n) throw invalid(field, `${field} must be a multiple of ${stepText}`);
  return units;
}

export interface OrderUnits {
  /** The limit price (limit and stop-limit orders), null otherwise. */
  price: bigint | null;
  /** The trigger (stop and stop-limit orders), null otherwise. */
  stopPrice: bigint | null;
  quantity: bigint;
}

const priceRules: Record<PlaceOrderRequest['OrderType'], { price: boolean; stopPrice: boolean; name: string }> = {
  1: { price: false, stopPrice: false, name: 'A market order' },
  2: { price: true, stopPrice: false, name: 'A limit order' },
  3: { price: false, stopPrice: true, name: 'A stop order' },
  4: { price: true, stopPrice: true, name: 'A stop-limit order' },
};

/** Reads an optional price field that the order type needs or forbids. */
function readPriceField(
  field: 'Price' | 'StopPrice',
  value: string | number | undefined,
  rule: { needed: boolean; name: string },
  market: MarketRow,
  tickText: string,
): bigint | null {
  if (!rule.needed) {
    if (value !== undefined) throw invalid(field, `${rule.name} takes no ${field}`);
    return null;
  }
  if (value === undefined) throw invalid(field, `${rule.name} needs a ${field}`);
  return readUnits(field, value, market.priceScale, market.tick, tickText);
}

/** The order's prices and quantity in the market's integer units; 400 when they do not fit its type. */
export function readOrderUnits(
  market: MarketRow,
  body: PlaceOrderRequest,
  tickText: string,
  lotText: string,
): OrderUnits {
  const quantity = readUnits('Quantity', body.Quantity, market.quantityScale, market.lot, lotText);
  const rule = priceRules[body.OrderType];
  return {
    price: readPriceField('Price', body.Price, { needed: rule.price, name: rule.name }, market, tickText),
    stopPrice: readPriceField(
      'StopPrice',
      body.StopPrice,
      { needed: rule.stopPrice, name: rule.name },
      market,
      tickText,
    ),
    quantity,
  };
}
