import {
  checkOrderNumbers,
  describeOrderProblem,
  type OrderRequestUnits,
  type PlaceOrderRequest,
} from '@invest/contracts';
import { OrderType, Side } from '@invest/engine';
import { bandLimitOf } from '@invest/money';
import { AppError } from '../../../platform/errors';
import type { MarketRow } from '../markets/markets.repository';

/**
 * The order's prices and size in the market's integer units, by the rules the order form checks too
 * (packages/contracts order-rules); a 400 naming every field that breaks them. A stop order's price
 * is the edge of the market's price protection band from its stop price: the worst it may trade at.
 */
export function readOrderUnits(market: MarketRow, body: PlaceOrderRequest): OrderRequestUnits {
  const checked = checkOrderNumbers(market, body);
  if ('units' in checked) {
    const { units } = checked;
    if (body.OrderType !== OrderType.Stop || units.stopPrice === null) return units;
    const side = body.Side === Side.Buy ? 'buy' : 'sell';
    return { ...units, price: bandLimitOf(units.stopPrice, market.priceBandBps, side) };
  }
  const errors: Record<string, string[]> = {};
  for (const problem of checked.problems) {
    errors[problem.field] = [...(errors[problem.field] ?? []), describeOrderProblem(problem)];
  }
  throw new AppError('VALIDATION', describeOrderProblem(checked.problems[0] as (typeof checked.problems)[0]), {
    errors,
  });
}
