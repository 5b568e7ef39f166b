import type { Side } from './order-codes';

/** Why an order that was accepted cannot trade when it starts to (a new order is rejected for these). */
export type ExecutionRefusal =
  /** A market order, or a triggered stop, found no order on the other side. */
  | 'no-liquidity'
  /** The best price on the other side is already beyond the market price protection band. */
  | 'outside-price-band'
  /** A fill-or-kill order cannot be filled whole inside its limit price (or band) right now. */
  | 'fok-unfillable';

export type RejectReason =
  | 'invalid-order-id'
  | 'invalid-owner'
  | 'invalid-side'
  | 'invalid-order-type'
  | 'invalid-time-in-force'
  | 'invalid-quantity'
  | 'invalid-price'
  | 'invalid-stop-price'
  /** Another open order (resting, or a stop waiting for its trigger) has this id. */
  | 'duplicate-order-id'
  /** A cancel or an amend names no open order: never placed, or already filled, cancelled or expired. */
  | 'unknown-order'
  | ExecutionRefusal;

export type CancelReason =
  /** The cancel command. */
  | 'user'
  /** A resting order was about to trade with an incoming order of the same owner. */
  | 'self-trade'
  /** What an immediate-or-cancel order could not fill at once. */
  | 'ioc-remainder'
  /** What a market order (or a triggered stop) could not fill inside the protection band. */
  | 'market-remainder'
  /** What would take the total quantity of its price level past Number.MAX_SAFE_INTEGER. */
  | 'level-capacity'
  /** A triggered stop that could not start trading. */
  | ExecutionRefusal;

export interface AcceptedEvent {
  readonly type: 'accepted';
  readonly sequence: number;
  readonly orderId: string;
}

export interface RejectedEvent {
  readonly type: 'rejected';
  readonly sequence: number;
  /** The order placed, or the order a cancel named. */
  readonly orderId: string;
  readonly command: 'place' | 'cancel' | 'amend';
  readonly reason: RejectReason;
}

/** One fill between a resting (maker) and an incoming (taker) order, at the maker's price. */
export interface TradeEvent {
  readonly type: 'trade';
  readonly sequence: number;
  readonly price: number;
  readonly quantity: number;
  readonly makerOrderId: string;
  readonly takerOrderId: string;
  readonly takerSide: Side;
  readonly makerRemainingQuantity: number;
  readonly takerRemainingQuantity: number;
}

export interface CancelledEvent {
  readonly type: 'cancelled';
  readonly sequence: number;
  readonly orderId: string;
  readonly reason: CancelReason;
  /** The open quantity the cancel took away. */
  readonly quantity: number;
}

/** A Day order at the end of its trading session (expireDay): it is Done For Day. */
export interface ExpiredEvent {
  readonly type: 'expired';
  readonly sequence: number;
  readonly orderId: string;
  /** The open quantity the expiry took away. */
  readonly quantity: number;
}

/**
 * An open order replaced by an amend (cancel-replace): its open quantity passes to the replacement,
 * which keeps the original's place in its queue when only its quantity went down (no other event
 * follows), and otherwise enters the book as a new order would (accepted, then trades and rests).
 */
export interface ReplacedEvent {
  readonly type: 'replaced';
  readonly sequence: number;
  readonly orderId: string;
  readonly replacementId: string;
  /** The original's open quantity, which leaves it. */
  readonly quantity: number;
  readonly keepsPriority: boolean;
}

/** A stop or stop-limit order whose stop price the last trade price reached; it trades next. */
export interface TriggeredEvent {
  readonly type: 'triggered';
  readonly sequence: number;
  readonly orderId: string;
  /** The last trade price that reached the stop price. */
  readonly price: number;
}

export type EngineEvent =
  | AcceptedEvent
  | RejectedEvent
  | TradeEvent
  | CancelledEvent
  | ExpiredEvent
  | TriggeredEvent
  | ReplacedEvent;
