import { myCurrencyListSchema, platformCurrencyListSchema, preTradeSchema } from '@invest/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, okResponse } from '../../../platform/http/envelope';
import { requireAuth } from '../../../platform/http/guards';
import type { FundingDeps } from '../funding.deps';
import { findMyCurrencies, findPlatformCurrencies, getPreTrade } from './currencies.service';

const tags = ['dashboard'];

/**
 * SPEC 7 "Dashboard" and "Account": GET currencies (the assets the domain's users can hold, their
 * scale, display decimals, funding methods and markets), GET account/mycurrencies (the caller's
 * balances), GET pre-trade (whether the caller can trade, their spendable balances and the markets'
 * fees).
 */
export const currenciesRoutes: FastifyPluginAsyncZod<{ deps: FundingDeps }> = async (app, { deps }) => {
  app.get(
    '/currencies',
    { config: { guard: 'verifiedEmail' }, schema: { tags, response: okResponse(platformCurrencyListSchema) } },
    async (request) => ok(await findPlatformCurrencies(deps, requireAuth(request).tenantId)),
  );

  app.get(
    '/account/mycurrencies',
    { config: { guard: 'verifiedEmail' }, schema: { tags, response: okResponse(myCurrencyListSchema) } },
    async (request) => ok(await findMyCurrencies(deps, requireAuth(request))),
  );

  app.get(
    '/pre-trade',
    { config: { guard: 'signedIn' }, schema: { tags, response: okResponse(preTradeSchema) } },
    async (request) => ok(await getPreTrade(deps, requireAuth(request))),
  );
};
