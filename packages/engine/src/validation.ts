import type { RejectReason } from './events';
import {
  hasStopPrice,
  isMarketPriced,
  isOrderType,
  isSide,
  isTimeInForce,
  OrderType,
  TimeInForce,
} from './order-codes';
import type { BookSnapshot, OpenOrder, PlaceOrder } from './orders';

/** A valid price in ticks or quantity in base units: an integer from 1 to Number.MAX_SAFE_INTEGER. */
function isPositiveSafeInteger(value: unknown): value is number {
  return Number.isSafeInteger(value) && (value as number) > 0;
}

function isName(value: unknown): value is string {
  return typeof value === 'string' && value.length > 0;
}

/** Why the engine refuses to accept the order as given, or null when it is well formed. */
export function findInvalidField(order: PlaceOrder): RejectReason | null {
  if (!isName(order.id)) return 'invalid-order-id';
  if (!isName(order.owner)) return 'invalid-owner';
  if (!isSide(order.side)) return 'invalid-side';
  if (!isOrderType(order.type)) return 'invalid-order-type';
  if (!isTimeInForce(order.timeInForce)) return 'invalid-time-in-force';
  if (!isPositiveSafeInteger(order.quantity)) return 'invalid-quantity';
  if (isMarketPriced(order.type) ? order.price !== undefined : !isPositiveSafeInteger(order.price))
    return 'invalid-price';
  if (hasStopPrice(order.type) ? !isPositiveSafeInteger(order.stopPrice) : order.stopPrice !== undefined) {
    return 'invalid-stop-price';
  }
  return null;
}

/** What makes an order unfit to restore into a book whose last event is `lastSequence`, or null. */
export function findRestoreProblem(order: OpenOrder, lastSequence: number): string | null {
  const invalidField = findInvalidField(order);
  if (invalidField !== null) return invalidField;
  if (!isPositiveSafeInteger(order.remainingQuantity) || order.remainingQuantity > order.quantity) {
    return 'remaining quantity must be from 1 to the quantity';
  }
  if (!isPositiveSafeInteger(order.sequence) || order.sequence > lastSequence) {
    return 'sequence must be from 1 to the sequence of the book';
  }
  if (typeof order.isTriggered !== 'boolean') return 'isTriggered must be a boolean';
  if (order.type === OrderType.Market) return 'a market order never rests';
  if (order.isTriggered && order.type !== OrderType.StopLimit) return 'only a stop-limit order rests triggered';
  const isWaitingForTrigger = hasStopPrice(order.type) && !order.isTriggered;
  const isImmediate =
    order.timeInForce === TimeInForce.ImmediateOrCancel || order.timeInForce === TimeInForce.FillOrKill;
  if (isImmediate && !isWaitingForTrigger) return 'an immediate-or-cancel or fill-or-kill order never rests';
  return null;
}

/** What makes the last trade price or the sequence of a snapshot impossible, or null. */
export function findSnapshotProblem(snapshot: BookSnapshot): string | null {
  if (!Number.isSafeInteger(snapshot.sequence) || snapshot.sequence < 0) {
    return `sequence ${snapshot.sequence} is not a non-negative safe integer`;
  }
  if (snapshot.lastTradePrice !== null && !isPositiveSafeInteger(snapshot.lastTradePrice)) {
    return `last trade price ${snapshot.lastTradePrice} is not a price`;
  }
  return null;
}
