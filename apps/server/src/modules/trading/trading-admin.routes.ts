import {
  adminOrderListQuerySchema,
  adminOrderSchema,
  cancelOrderRequestSchema,
  currencySchema,
  currencyUpdateSchema,
  orderSchema,
  pageSchema,
} from '@invest/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, okResponse } from '../../platform/http/envelope';
import { requireAuth } from '../../platform/http/guards';
import { putCurrency } from './markets/currency-admin.service';
import { rejectOrder } from './matching/cancel-order.service';
import { findTenantOrders } from './queries/order-queries.service';
import type { TradingDeps } from './trading.deps';

const tags = ['trading admin'];

/** Administrators' trading routes (SPEC 7): the domain's orders, refusing one, and its markets. */
export const tradingAdminRoutes: FastifyPluginAsyncZod<TradingDeps> = async (app, deps) => {
  app.get(
    '/admin/orders',
    {
      config: { guard: 'admin' },
      schema: { tags, querystring: adminOrderListQuerySchema, response: okResponse(pageSchema(adminOrderSchema)) },
    },
    async (request) => ok(await findTenantOrders(deps, requireAuth(request).tenantId, request.query)),
  );
  app.post(
    '/admin/reject-order',
    { config: { guard: 'admin' }, schema: { tags, body: cancelOrderRequestSchema, response: okResponse(orderSchema) } },
    async (request) => ok(await rejectOrder(deps, requireAuth(request), request.body.orderId), 'Order rejected'),
  );
  app.put(
    '/currencies/:symbol',
    {
      config: { guard: 'admin' },
      schema: {
        tags,
        params: z.strictObject({ symbol: z.string().min(1).max(32) }),
        body: currencyUpdateSchema,
        response: okResponse(currencySchema),
      },
    },
    async (request) => {
      const { currency, isNew } = await putCurrency(
        deps,
        requireAuth(request).tenantId,
        request.params.symbol,
        request.body,
      );
      return ok(currency, isNew ? 'Market created' : 'Market updated');
    },
  );
};
