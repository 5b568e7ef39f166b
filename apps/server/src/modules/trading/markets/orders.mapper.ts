import { type Order, type OrderStatusCode, restingOrderStatusCodes, suspendedStatusCode } from '@invest/contracts';
import { averagePriceOf, formatUnits, mulDivRound, scaleOf } from '@invest/money';
import type { MarketRow } from './markets.repository';

import type { FillRow, OrderRow } from './orders.repository';

/** A resting order shows Suspended (9) while its market is halted, then its own status again. */
function shownStatusOf(order: OrderRow, market: MarketRow): OrderStatusCode {
  const status = order.status as OrderStatusCode;
  return market.haltedAt !== null && restingOrderStatusCodes.includes(status) ? suspendedStatusCode : status;
}

/** SPEC 3 Order: an order row, its market and its fills (as maker or taker), for its owner. */
export function toOrder(order: OrderRow, market: MarketRow, fills: readonly FillRow[]): Order {
  const quoteScale = scaleOf(market.quoteAsset);
  const quantity = (units: bigint) => formatUnits(units, market.quantityScale);
  const price = (units: bigint) => formatUnits(units, market.priceScale);
  return {
    OrderId: order.id,
    Side: order.side,
    OrderType: order.orderType,
    TimeInForce: order.timeInForce,
    ShareName: market.symbol,
    Price: order.priceUnits === null ? null : price(order.priceUnits),
    StopPrice: order.stopPriceUnits === null ? null : price(order.stopPriceUnits),
    RefOrderQty: quantity(order.quantityUnits),
    TotalFilledOrderQty: quantity(order.filledQuantityUnits),
    AvgFilledOrderPrice: price(averagePriceOf(market, order.filledCostUnits, order.filledQuantityUnits)),
    FilledOrderQtyPct: formatUnits(mulDivRound(order.filledQuantityUnits, 10_000n, order.quantityUnits, 'down'), 2),
    TotalFilledOrderCost: formatUnits(order.filledCostUnits, quoteScale),
    Fee: formatUnits(order.feeUnits, quoteScale),
    FeePct: order.feePct,
    LastOrderStatus: shownStatusOf(order, market),
    TransactionTime: order.createdAt.toISOString(),
    IntegrationService: order.integrationService,
    ReplacesOrderId: order.replacesOrderId,
    Reports: fills
      .filter((fill) => fill.makerOrderId === order.id || fill.takerOrderId === order.id)
      .map((fill) => ({
        ExecutionId: fill.id,
        Price: price(fill.priceUnits),
        Quantity: quantity(fill.quantityUnits),
        Status: (fill.makerOrderId === order.id ? fill.makerStatus : fill.takerStatus) as OrderStatusCode,
        TransactionTime: fill.createdAt.toISOString(),
      })),
  };
}
