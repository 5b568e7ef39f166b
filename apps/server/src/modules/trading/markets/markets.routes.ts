import { currencySchema, tradingAssetSchema } from '@invest/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, okResponse } from '../../../platform/http/envelope';
import type { TradingDeps } from '../trading.deps';
import { findCurrencies, findTradingAssets } from './markets.service';

const tags = ['trading'];

/** The tenant's markets (GET /api/currencies) and their assets (GET /api/assets): public, like a price board. */
export const marketsRoutes: FastifyPluginAsyncZod<TradingDeps> = async (app, deps) => {
  app.get(
    '/currencies',
    { config: { guard: 'public' }, schema: { tags, response: okResponse(z.array(currencySchema)) } },
    async (request) => ok(await findCurrencies(deps, request.tenant.id)),
  );
  app.get(
    '/assets',
    { config: { guard: 'public' }, schema: { tags, response: okResponse(z.array(tradingAssetSchema)) } },
    async (request) => ok(await findTradingAssets(deps, request.tenant.id)),
  );
};
