import { dashboardSchema, pageSchema, paymentHistoryQuerySchema, paymentSchema } from '@invest/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, okResponse } from '../../platform/http/envelope';
import { requireAuth } from '../../platform/http/guards';
import { findOwnPayments, getDashboard } from './dashboard.service';
import type { FundingDeps } from './funding.deps';

const tags = ['dashboard'];

/** GET /dashboard and the payment history. */
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
};
