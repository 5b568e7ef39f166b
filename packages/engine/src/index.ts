// @invest/engine: the order book of one market, pure and deterministic. `new OrderBook(config)`
// or `OrderBook.restore(config, snapshot)`; commands `place`, `cancel`, `amend` and `expireDay` return
// their events; queries `bestBid`, `bestAsk`, `lastTradePrice`, `depth`, `findOrder`,
// `findOrdersOfOwner` and `snapshot`; `deriveOrderStatus` turns events into SPEC 4 status codes.
export type {
  AcceptedEvent,
  CancelledEvent,
  CancelReason,
  EngineEvent,
  ExecutionRefusal,
  ExpiredEvent,
  RejectedEvent,
  RejectReason,
  ReplacedEvent,
  TradeEvent,
  TriggeredEvent,
} from './events';
export { OrderBook, type OrderBookConfig } from './order-book';
export { OrderType, Side, TimeInForce } from './order-codes';
export { deriveOrderStatus, isOpenStatus, OrderStatus } from './order-status';
export type { AmendOrder, BookSnapshot, Depth, DepthLevel, OpenOrder, PlaceOrder } from './orders';
export type { PriceBand } from './price-band';
