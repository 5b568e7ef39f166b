import { randomUUID } from 'node:crypto';
import {
  type AmendOrderRequest,
  type Order,
  type OrderStatusCode,
  openOrderStatusCodes,
  placeOrderRequestSchema,
} from '@invest/contracts';
import { invalid, notFound } from '../../../platform/errors';
import { parseFields } from '../../../platform/http/parse-fields';
import { findMarket } from '../markets/markets.repository';
import { toOrder } from '../markets/orders.mapper';
import { findOrderOfUser } from '../markets/orders.repository';
import { getOrder } from '../queries/order-queries.service';
import { notOpenToAmend } from './market-amend';
import { readOrderUnits } from './order-input';
import { assertMayTrade, orderOfLostAnswer, type PlaceOrderDeps, type TradingActor } from './place-order.service';

/**
 * POST /api/orders/{id}/amend: replaces the caller's open order with a new open quantity and prices
 * (cancel-replace), checked as a new order of the same market, side, type and time in force would
 * be, then handed to the market's writer. The answer is the replacement; another user's order is
 * NOT_FOUND, one no longer open TRD-8, a refusal changes nothing.
 */
export async function amendOrder(
  deps: PlaceOrderDeps,
  actor: TradingActor,
  orderId: string,
  body: AmendOrderRequest,
  idempotencyKey: string | null,
): Promise<Order> {
  return orderOfLostAnswer(
    deps,
    actor,
    idempotencyKey,
    () => amendOpenOrder(deps, actor, orderId, body, idempotencyKey),
    (replacementId) => getOrder(deps, actor, replacementId),
  );
}

async function amendOpenOrder(
  deps: PlaceOrderDeps,
  actor: TradingActor,
  orderId: string,
  body: AmendOrderRequest,
  idempotencyKey: string | null,
): Promise<Order> {
  const order = await findOrderOfUser(deps.db, actor, orderId);
  const market = order && (await findMarket(deps.db, actor.tenantId, { id: order.marketId }));
  if (!order || !market) throw notFound('Order');
  if (!openOrderStatusCodes.includes(order.status as OrderStatusCode)) throw notOpenToAmend();
  const asNew = parseFields(
    placeOrderRequestSchema,
    { ShareName: market.symbol, Side: order.side, OrderType: order.orderType, TimeInForce: order.timeInForce, ...body },
    'amend',
  );
  const units = readOrderUnits(market, asNew);
  if (order.isTriggered && units.stopPrice !== order.stopPriceUnits) {
    throw invalid('StopPrice', 'The order has been triggered: its stop price can no longer change');
  }
  await assertMayTrade(deps, actor, market);
  if (!('quantity' in units.size)) throw new Error('an amend is sized by its quantity');
  const outcome = await deps.desk.submit(market, {
    type: 'amend',
    draft: {
      orderId: order.id,
      userId: actor.userId,
      id: randomUUID(),
      quantityUnits: units.size.quantity,
      priceUnits: units.price,
      stopPriceUnits: units.stopPrice,
      idempotencyKey,
    },
  });
  if (!outcome.order) throw new Error('an amend came back without its replacement');
  return toOrder(outcome.order, market, outcome.fills);
}
