import {
  adminOrderDetailSchema,
  adminOrderListQuerySchema,
  adminOrderSchema,
  orderFilterQuerySchema,
  orderIdParamSchema,
  orderListQuerySchema,
  orderSchema,
  ordersTotalSchema,
  pageSchema,
} from '@invest/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, okResponse } from '../../../platform/http/envelope';
import { requireAuth } from '../../../platform/http/guards';
import type { TradingDeps } from '../trading.deps';
import { getTenantOrderDetail } from './admin-order-detail.service';
import { findOrders, findOrdersTotal, findTenantOrders } from './order-queries.service';

const tags = ['trading'];

/**
 * Order lists on the trading host (SPEC 7): the caller's orders and their count, and an administrator's
 * of the domain, with one of them in full.
 */
export const queriesRoutes: FastifyPluginAsyncZod<Pick<TradingDeps, 'db'>> = async (app, deps) => {
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
  app.get(
    '/admin/orders',
    {
      config: { guard: 'admin' },
      schema: {
        tags: ['trading admin'],
        querystring: adminOrderListQuerySchema,
        response: okResponse(pageSchema(adminOrderSchema)),
      },
    },
    async (request) => ok(await findTenantOrders(deps, requireAuth(request).tenantId, request.query)),
  );
  app.get(
    '/admin/orders/:id',
    {
      config: { guard: 'admin' },
      schema: {
        tags: ['trading admin'],
        summary: 'One order of the domain with its fills, its ledger movements and its rejection (SPEC 7 admin/orders)',
        params: orderIdParamSchema,
        response: okResponse(adminOrderDetailSchema),
      },
    },
    async (request) => ok(await getTenantOrderDetail(deps, requireAuth(request).tenantId, request.params.id)),
  );
};
