import { hasStopPrice, isMarketPriced, type OrderType, type Side, type TimeInForce } from './order-codes';
import type { OpenOrder, PlaceOrder } from './orders';

/** An order inside the engine, linked into the queue of its price level (an intrusive list). */
export class OrderNode {
  /** An amend that keeps the order's place gives it the replacement's id and quantity. */
  id: string;
  readonly owner: string;
  readonly side: Side;
  readonly type: OrderType;
  readonly timeInForce: TimeInForce;
  quantity: number;
  /** The limit price, 0 for market and stop orders. */
  readonly price: number;
  /** 0 for market and limit orders. */
  readonly stopPrice: number;
  remaining: number;
  sequence = 0;
  isTriggered = false;
  level: PriceLevel | null = null;
  previous: OrderNode | null = null;
  next: OrderNode | null = null;
  ownerPrevious: OrderNode | null = null;
  ownerNext: OrderNode | null = null;

  constructor(order: PlaceOrder) {
    this.id = order.id;
    this.owner = order.owner;
    this.side = order.side;
    this.type = order.type;
    this.timeInForce = order.timeInForce;
    this.quantity = order.quantity;
    this.price = order.price ?? 0;
    this.stopPrice = order.stopPrice ?? 0;
    this.remaining = order.quantity;
  }

  /** A stop or stop-limit order that has not been triggered yet: it waits among the stops. */
  get isWaitingForTrigger(): boolean {
    return !this.isTriggered && hasStopPrice(this.type);
  }

  toOpenOrder(): OpenOrder {
    return {
      id: this.id,
      owner: this.owner,
      side: this.side,
      type: this.type,
      timeInForce: this.timeInForce,
      quantity: this.quantity,
      ...(isMarketPriced(this.type) ? {} : { price: this.price }),
      ...(hasStopPrice(this.type) ? { stopPrice: this.stopPrice } : {}),
      remainingQuantity: this.remaining,
      sequence: this.sequence,
      isTriggered: this.isTriggered,
    };
  }
}

/** The orders at one price, oldest first: append, and removal of any order, in O(1). */
export class PriceLevel {
  readonly price: number;
  head: OrderNode | null = null;
  tail: OrderNode | null = null;
  totalQuantity = 0;
  orderCount = 0;

  constructor(price: number) {
    this.price = price;
  }

  append(order: OrderNode): void {
    order.level = this;
    order.previous = this.tail;
    order.next = null;
    if (this.tail === null) this.head = order;
    else this.tail.next = order;
    this.tail = order;
    this.totalQuantity += order.remaining;
    this.orderCount += 1;
  }

  remove(order: OrderNode): void {
    const { previous, next } = order;
    if (previous === null) this.head = next;
    else previous.next = next;
    if (next === null) this.tail = previous;
    else next.previous = previous;
    order.level = null;
    order.previous = null;
    order.next = null;
    this.totalQuantity -= order.remaining;
    this.orderCount -= 1;
  }
}
