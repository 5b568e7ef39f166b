import type { EngineEvent } from '../events';
import { OrderBook } from '../order-book';
import { OrderType, Side, TimeInForce } from '../order-codes';
import type { PlaceOrder } from '../orders';
import type { PriceBand } from '../price-band';

type Overrides = Partial<PlaceOrder>;

/** A book whose market orders may trade 1,000 ticks away from their reference, unless told. */
export function createBook(marketPriceBand: PriceBand = { ticks: 1_000 }): OrderBook {
  return new OrderBook({ marketPriceBand });
}

/** Every order has an owner of its own unless told, so self-trade prevention stays out of the way. */
function order(side: PlaceOrder['side'], type: PlaceOrder['type'], id: string, quantity: number, overrides: Overrides) {
  return { id, owner: `owner-of-${id}`, side, type, timeInForce: TimeInForce.GoodTillCancel, quantity, ...overrides };
}

export function buyLimit(id: string, quantity: number, price: number, overrides: Overrides = {}): PlaceOrder {
  return order(Side.Buy, OrderType.Limit, id, quantity, { price, ...overrides });
}

export function sellLimit(id: string, quantity: number, price: number, overrides: Overrides = {}): PlaceOrder {
  return order(Side.Sell, OrderType.Limit, id, quantity, { price, ...overrides });
}

export function buyMarket(id: string, quantity: number, overrides: Overrides = {}): PlaceOrder {
  return order(Side.Buy, OrderType.Market, id, quantity, { timeInForce: TimeInForce.ImmediateOrCancel, ...overrides });
}

export function sellMarket(id: string, quantity: number, overrides: Overrides = {}): PlaceOrder {
  return order(Side.Sell, OrderType.Market, id, quantity, { timeInForce: TimeInForce.ImmediateOrCancel, ...overrides });
}

export function buyStop(id: string, quantity: number, stopPrice: number, overrides: Overrides = {}): PlaceOrder {
  return order(Side.Buy, OrderType.Stop, id, quantity, { stopPrice, ...overrides });
}

export function sellStop(id: string, quantity: number, stopPrice: number, overrides: Overrides = {}): PlaceOrder {
  return order(Side.Sell, OrderType.Stop, id, quantity, { stopPrice, ...overrides });
}

export function buyStopLimit(
  id: string,
  quantity: number,
  stopPrice: number,
  price: number,
  overrides: Overrides = {},
) {
  return order(Side.Buy, OrderType.StopLimit, id, quantity, { stopPrice, price, ...overrides });
}

export function sellStopLimit(
  id: string,
  quantity: number,
  stopPrice: number,
  price: number,
  overrides: Overrides = {},
) {
  return order(Side.Sell, OrderType.StopLimit, id, quantity, { stopPrice, price, ...overrides });
}

/** Places each order in turn and returns the events of the last one. */
export function placeAll(book: OrderBook, orders: readonly PlaceOrder[]): EngineEvent[] {
  let events: EngineEvent[] = [];
  for (const placed of orders) events = book.place(placed);
  return events;
}

/** The events as short strings, such as "accepted b1", "trade a1>b1 5@100", "cancelled b1 user 3". */
export function narrate(events: readonly EngineEvent[]): string[] {
  return events.map(narrateEvent);
}

function narrateEvent(event: EngineEvent): string {
  switch (event.type) {
    case 'accepted':
      return `accepted ${event.orderId}`;
    case 'rejected':
      return `rejected ${event.orderId} ${event.reason}`;
    case 'trade':
      return `trade ${event.makerOrderId}>${event.takerOrderId} ${event.quantity}@${event.price}`;
    case 'cancelled':
      return `cancelled ${event.orderId} ${event.reason} ${event.quantity}`;
    case 'expired':
      return `expired ${event.orderId} ${event.quantity}`;
    case 'triggered':
      return `triggered ${event.orderId} @${event.price}`;
    case 'replaced':
      return `replaced ${event.orderId}>${event.replacementId} ${event.quantity}${event.keepsPriority ? ' in place' : ''}`;
  }
}
