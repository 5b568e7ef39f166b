import type { PlaceOrderRequest } from '@invest/contracts';
import { MoneyParseError, toUnits } from '@invest/money';
import { invalid } from '../../platform/errors';
import type { MarketRow } from './markets.repository';

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
  price: bigint | null;
  quantity: bigint;
}

/** The order's price (limit orders only) and quantity in the market's integer units; 400 when they do not fit. */
export function readOrderUnits(
  market: MarketRow,
  body: PlaceOrderRequest,
  tickText: string,
  lotText: string,
): OrderUnits {
  const quantity = readUnits('Quantity', body.Quantity, market.quantityScale, market.lot, lotText);
  if (body.OrderType === 1) {
    if (body.Price !== undefined) throw invalid('Price', 'A market order takes no Price');
    return { price: null, quantity };
  }
  if (body.Price === undefined) throw invalid('Price', 'A limit order needs a Price');
  return { price: readUnits('Price', body.Price, market.priceScale, market.tick, tickText), quantity };
}
