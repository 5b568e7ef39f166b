import { hasStopPrice, isMarketPriced, type OrderType, type Side, type TimeInForce } from './order-codes';
import type { OpenOrder, PlaceOrder } from './orders';
import type { PriceLevel } from './price-level';

/** An order inside the engine, linked into the queue of its price level (an intrusive list). */
export class OrderNode {
  readonly id: string;
  readonly owner: string;
  readonly side: Side;
  readonly type: OrderType;
  readonly timeInForce: TimeInForce;
  readonly quantity: number;
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
