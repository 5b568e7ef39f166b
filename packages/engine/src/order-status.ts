import type { EngineEvent } from './events';

/** The order status codes of SPEC 4 (FIX tag 39) that the engine's events lead to, and Pending New. */
export const OrderStatus = {
  New: '0',
  PartiallyFilled: '1',
  Filled: '2',
  /** A Day order whose trading session ended before it filled. */
  DoneForDay: '3',
  Canceled: '4',
  /** An order an amend replaced: the replacement carries on with its open quantity. */
  Replaced: '5',
  Rejected: '8',
  /** Received, not yet answered by the engine (the server's state before placing). */
  PendingNew: 'A',
} as const;
export type OrderStatus = (typeof OrderStatus)[keyof typeof OrderStatus];

/** Open orders are New, Pending New and Partially Filled (SPEC 4). */
export function isOpenStatus(status: OrderStatus): boolean {
  return status === OrderStatus.New || status === OrderStatus.PendingNew || status === OrderStatus.PartiallyFilled;
}

/**
 * The status of one order after `events`, starting from `status` (undefined for an order the
 * events are the first news of). Events of other orders, and triggers, change nothing. A rejected
 * place changes the status only of an order not known before: rejecting a second order with the
 * same id does not touch the first; a rejected cancel or amend never changes a status. A replacement
 * is New from its replaced event.
 */
export function deriveOrderStatus(
  orderId: string,
  events: Iterable<EngineEvent>,
  status?: OrderStatus,
): OrderStatus | undefined {
  let current = status;
  for (const event of events) {
    switch (event.type) {
      case 'accepted':
        if (event.orderId === orderId) current = OrderStatus.New;
        break;
      case 'rejected':
        if (event.orderId === orderId && event.command === 'place' && current === undefined) {
          current = OrderStatus.Rejected;
        }
        break;
      case 'trade':
        if (event.makerOrderId === orderId) current = fillStatus(event.makerRemainingQuantity);
        else if (event.takerOrderId === orderId) current = fillStatus(event.takerRemainingQuantity);
        break;
      case 'cancelled':
        if (event.orderId === orderId) current = OrderStatus.Canceled;
        break;
      case 'replaced':
        if (event.orderId === orderId) current = OrderStatus.Replaced;
        else if (event.replacementId === orderId) current = OrderStatus.New;
        break;
      case 'expired':
        if (event.orderId === orderId) current = OrderStatus.DoneForDay;
        break;
      case 'triggered':
        break;
    }
  }
  return current;
}

function fillStatus(remainingQuantity: number): OrderStatus {
  return remainingQuantity === 0 ? OrderStatus.Filled : OrderStatus.PartiallyFilled;
}
