import { Side } from './order-codes';

/** Whether an order of `side` may trade at `price` under its limit: at or below for a buy, at or above for a sell. */
export function isWithinLimit(side: Side, price: number, limit: number): boolean {
  return side === Side.Buy ? price <= limit : price >= limit;
}
