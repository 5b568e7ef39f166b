import {
  checkOrderNumbers,
  describeOrderProblem,
  type OrderRequestUnits,
  type PlaceOrderRequest,
} from '@invest/contracts';
import { AppError } from '../../../platform/errors';
import type { MarketRow } from '../markets/markets.repository';

/**
 * The order's prices and size in the market's integer units, by the rules the order form checks too
 * (packages/contracts order-rules); a 400 naming every field that breaks them.
 */
export function readOrderUnits(market: MarketRow, body: PlaceOrderRequest): OrderRequestUnits {
  const checked = checkOrderNumbers(market, body);
  if ('units' in checked) return checked.units;
  const errors: Record<string, string[]> = {};
  for (const problem of checked.problems) {
    errors[problem.field] = [...(errors[problem.field] ?? []), describeOrderProblem(problem)];
  }
  throw new AppError('VALIDATION', describeOrderProblem(checked.problems[0] as (typeof checked.problems)[0]), {
    errors,
  });
}
