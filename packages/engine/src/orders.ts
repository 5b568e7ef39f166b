import type { OrderType, Side, TimeInForce } from './order-codes';

/**
 * A new order. Prices are integers in ticks and quantities integers in base units, each from 1 to
 * Number.MAX_SAFE_INTEGER (2^53 - 1): 90 million whole units of an asset of scale 8.
 */
export interface PlaceOrder {
  readonly id: string;
  readonly owner: string;
  readonly side: Side;
  readonly type: OrderType;
  readonly timeInForce: TimeInForce;
  readonly quantity: number;
  /** The limit price: required for limit and stop-limit orders, absent for market and stop orders. */
  readonly price?: number;
  /** Required for stop and stop-limit orders, absent otherwise. */
  readonly stopPrice?: number;
}

/**
 * What replaces an open order: a new id, and its open quantity and prices (the prices the order's
 * type takes, as for a new order; a triggered stop-limit keeps its stop price). Side, type, time in
 * force and owner stay the original's.
 */
export interface AmendOrder {
  readonly replacementId: string;
  readonly quantity: number;
  readonly price?: number;
  readonly stopPrice?: number;
}

/** An order still open in the book: resting, or a stop waiting for its trigger. */
export interface OpenOrder extends PlaceOrder {
  readonly remainingQuantity: number;
  /**
   * Time priority: the sequence of the event that queued the order, its accepted event or, for a
   * stop-limit order resting after its trigger, its triggered event.
   */
  readonly sequence: number;
  /** Whether a stop-limit order has been triggered and rests as a limit order. */
  readonly isTriggered: boolean;
}

/** What rebuilds a book: its open orders, the last trade price, and the last event sequence. */
export interface BookSnapshot {
  readonly orders: readonly OpenOrder[];
  readonly lastTradePrice: number | null;
  readonly sequence: number;
}

export interface DepthLevel {
  readonly price: number;
  readonly quantity: number;
  readonly orderCount: number;
}

/** The best levels of each side, best first. */
export interface Depth {
  readonly bids: readonly DepthLevel[];
  readonly asks: readonly DepthLevel[];
}
