import {
  dashboardSchema,
  pageSchema,
  paymentHistoryQuerySchema,
  paymentIdParamSchema,
  paymentSchema,
} from '@invest/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, okResponse } from '../../../platform/http/envelope';
import { requireAuth } from '../../../platform/http/guards';
import type { FundingDeps } from '../funding.deps';
import { findOwnPayments, getDashboard, getOwnPayment } from './dashboard.service';

const tags = ['dashboard'];

/** GET /dashboard, the payment history and one payment of it. */
export const dashboardRoutes: FastifyPluginAsyncZod<{ deps: FundingDeps }> = async (app, { deps }) => {
  app.get(
    '/dashboard',
    { config: { guard: 'verifiedEmail' }, schema: { tags, response: okResponse(dashboardSchema) } },
    async (request) => ok(await getDashboard(deps, requireAuth(request))),
  );

  app.get(
    '/funding/payments',
    {
      config: { guard: 'verifiedEmail' },
      schema: { tags, querystring: paymentHistoryQuerySchema, response: okResponse(pageSchema(paymentSchema)) },
    },
    async (request) => ok(await findOwnPayments(deps, requireAuth(request), request.query)),
  );

  app.get(
    '/funding/payments/:id',
    {
      config: { guard: 'verifiedEmail' },
      schema: { tags, params: paymentIdParamSchema, response: okResponse(paymentSchema) },
    },
    async (request) => ok(await getOwnPayment(deps, requireAuth(request), request.params.id)),
  );
};
