import {
  dashboardSchema,
  myCurrencyListSchema,
  pageSchema,
  paymentHistoryQuerySchema,
  paymentIdParamSchema,
  paymentSchema,
  platformCurrencyListSchema,
  preTradeSchema,
} from '@invest/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, okResponse } from '../../../platform/http/envelope';
import { requireAuth } from '../../../platform/http/guards';
import type { FundingDeps } from '../funding.deps';
import { findMyCurrencies, findPlatformCurrencies, getPreTrade } from './currencies.service';
import { findOwnPayments, getDashboard, getOwnPayment } from './dashboard.service';

const tags = ['dashboard'];
const verifiedEmail = { guard: 'verifiedEmail' } as const;

/**
 * What every payment method shares on screen (SPEC 7 "Dashboard" and "Account"): GET /dashboard, the
 * payment history and one payment of it; GET currencies (the assets the domain's users can hold, their
 * scale, display decimals, funding methods and markets), GET account/mycurrencies (the caller's
 * balances) and GET pre-trade (whether the caller can trade, their spendable balances and the
 * markets' fees).
 */
export const paymentsRoutes: FastifyPluginAsyncZod<{ deps: FundingDeps }> = async (app, { deps }) => {
  app.get(
    '/dashboard',
    { config: verifiedEmail, schema: { tags, response: okResponse(dashboardSchema) } },
    async (request) => ok(await getDashboard(deps, requireAuth(request))),
  );

  app.get(
    '/funding/payments',
    {
      config: verifiedEmail,
      schema: { tags, querystring: paymentHistoryQuerySchema, response: okResponse(pageSchema(paymentSchema)) },
    },
    async (request) => ok(await findOwnPayments(deps, requireAuth(request), request.query)),
  );

  app.get(
    '/funding/payments/:id',
    { config: verifiedEmail, schema: { tags, params: paymentIdParamSchema, response: okResponse(paymentSchema) } },
    async (request) => ok(await getOwnPayment(deps, requireAuth(request), request.params.id)),
  );

  app.get(
    '/currencies',
    { config: verifiedEmail, schema: { tags, response: okResponse(platformCurrencyListSchema) } },
    async (request) => ok(await findPlatformCurrencies(deps, requireAuth(request).tenantId)),
  );

  app.get(
    '/account/mycurrencies',
    { config: verifiedEmail, schema: { tags, response: okResponse(myCurrencyListSchema) } },
    async (request) => ok(await findMyCurrencies(deps, requireAuth(request))),
  );

  app.get(
    '/pre-trade',
    { config: { guard: 'signedIn' }, schema: { tags, response: okResponse(preTradeSchema) } },
    async (request) => ok(await getPreTrade(deps, requireAuth(request))),
  );
};
