import { OrderType, type PlaceOrder, type Side, type TimeInForce } from '@invest/engine';
import type { OrderRow } from '../markets/orders.repository';

/**
 * What the engine is told of an order. A stop order trades, once triggered, as a stop-limit order at
 * the price it carries (the edge of the price protection band from its stop price), so it can never
 * cost more than its hold, however far the price has run when it triggers.
 */
export function toEngineOrder(order: OrderRow): PlaceOrder {
  const type = order.orderType === OrderType.Stop ? OrderType.StopLimit : (order.orderType as OrderType);
  return {
    id: order.id,
    owner: order.userId,
    side: order.side as Side,
    type,
    timeInForce: order.timeInForce as TimeInForce,
    quantity: Number(order.quantityUnits),
    ...(order.priceUnits !== null && { price: Number(order.priceUnits) }),
    ...(order.stopPriceUnits !== null && { stopPrice: Number(order.stopPriceUnits) }),
  };
}
