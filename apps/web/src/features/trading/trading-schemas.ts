import type { Currency } from '@invest/contracts';
import { checkOrderNumbers, type OrderRuleProblem, orderStepsOf } from '@invest/contracts/order-rules';
import { placeOrderRequestSchema } from '@invest/contracts/trading';
import { schemaResolver } from '@mantine/form';

/** The field errors POST /api/orders would answer for a body, from the route's own contract schema. */
export const placeOrderErrorsOf = schemaResolver(placeOrderRequestSchema, { sync: true });

export const parsePlaceOrder = (body: unknown) => placeOrderRequestSchema.parse(body);

/**
 * What the trading host would refuse in the prices and size of a body its schema takes, on this
 * market: its tick, lot and scales, by the host's own function.
 */
export function orderRuleProblemsOf(market: Currency, body: unknown): OrderRuleProblem[] {
  const request = placeOrderRequestSchema.safeParse(body);
  if (!request.success) return [];
  const checked = checkOrderNumbers(orderStepsOf(market), request.data);
  return 'problems' in checked ? checked.problems : [];
}
