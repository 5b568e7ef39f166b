import {
  amendOrderRequestSchema,
  cancelOrderRequestSchema,
  orderIdParamSchema,
  orderSchema,
  placeOrderRequestSchema,
  rejectOrderRequestSchema,
} from '@invest/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditActorOf } from '../../../platform/audit/audit';
import { ok, okResponse } from '../../../platform/http/envelope';
import { requireAuth } from '../../../platform/http/guards';
import { requireIdempotencyKey } from '../../../platform/http/idempotency';
import { amendOrder } from './amend-order.service';
import { cancelOrder, rejectOrder } from './cancel-order.service';
import { type PlaceOrderDeps, placeOrder } from './place-order.service';

const tags = ['trading'];

/** The orders the market's writer takes (SPEC 7): place, amend and cancel the caller's, and an administrator's rejection. */
export const matchingRoutes: FastifyPluginAsyncZod<PlaceOrderDeps> = async (app, deps) => {
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
    '/orders/:id/amend',
    {
      config: { guard: 'investor', idempotent: true },
      schema: {
        tags,
        params: orderIdParamSchema,
        body: amendOrderRequestSchema,
        response: okResponse(orderSchema),
      },
    },
    async (request) => {
      const { params, body } = request;
      const replacement = await amendOrder(deps, requireAuth(request), params.id, body, requireIdempotencyKey(request));
      return ok(replacement, 'Order amended');
    },
  );
  app.post(
    '/orders/cancel',
    {
      config: { guard: 'investor' },
      schema: { tags, body: cancelOrderRequestSchema, response: okResponse(orderSchema) },
    },
    async (request) => ok(await cancelOrder(deps, requireAuth(request), request.body.orderId), 'Order cancelled'),
  );
  app.post(
    '/admin/reject-order',
    {
      config: { guard: 'admin' },
      schema: { tags: ['trading admin'], body: rejectOrderRequestSchema, response: okResponse(orderSchema) },
    },
    async (request) =>
      ok(await rejectOrder(deps, requireAuth(request), auditActorOf(request), request.body), 'Order rejected'),
  );
};
