import {
  cancelOrderRequestSchema,
  orderFilterQuerySchema,
  orderListQuerySchema,
  orderSchema,
  ordersTotalSchema,
  pageSchema,
  placeOrderRequestSchema,
} from '@invest/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, okResponse } from '../../platform/http/envelope';
import { requireAuth } from '../../platform/http/guards';
import { requireIdempotencyKey } from '../../platform/http/idempotency';
import { cancelOrder } from './matching/cancel-order.service';
import { placeOrder } from './matching/place-order.service';
import { findOrders, findOrdersTotal } from './queries/order-queries.service';
import type { TradingDeps } from './trading.deps';

const tags = ['trading'];

/** Orders on the trading host (SPEC 7): place, cancel, list and count the caller's orders. */
export const ordersRoutes: FastifyPluginAsyncZod<TradingDeps> = async (app, deps) => {
  // verifiedEmail, not investor: a user whose account waits for approval is told so (TRD-12).
  app.post(
    '/orders',
    {
      config: { guard: 'verifiedEmail', idempotent: true },
      schema: { tags, body: placeOrderRequestSchema, response: okResponse(orderSchema) },
    },
    async (request) =>
      ok(await placeOrder(deps, requireAuth(request), request.body, requireIdempotencyKey(request)), 'Order placed'),
  );
  app.post(
    '/orders/cancel',
    {
      config: { guard: 'investor' },
      schema: { tags, body: cancelOrderRequestSchema, response: okResponse(orderSchema) },
    },
    async (request) => ok(await cancelOrder(deps, requireAuth(request), request.body.orderId), 'Order cancelled'),
  );
  app.get(
    '/orders',
    {
      config: { guard: 'investor' },
      schema: { tags, querystring: orderListQuerySchema, response: okResponse(pageSchema(orderSchema)) },
    },
    async (request) => ok(await findOrders(deps, requireAuth(request), request.query)),
  );
  app.get(
    '/orders-total',
    {
      config: { guard: 'investor' },
      schema: { tags, querystring: orderFilterQuerySchema, response: okResponse(ordersTotalSchema) },
    },
    async (request) => ok(await findOrdersTotal(deps, requireAuth(request), request.query)),
  );
};
