import { marketBarsQuerySchema, marketBarsSchema } from '@invest/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, okResponse } from '../../../platform/http/envelope';
import type { TradingDeps } from '../trading.deps';
import { findMarketBars } from './candles.service';

/** GET /api/markets: the candles of a market of the tenant; public, like its price board. */
export const candlesRoutes: FastifyPluginAsyncZod<Pick<TradingDeps, 'db' | 'clock'>> = async (app, deps) => {
  app.get(
    '/markets',
    {
      config: { guard: 'public' },
      schema: { tags: ['trading'], querystring: marketBarsQuerySchema, response: okResponse(marketBarsSchema) },
    },
    async (request) => ok(await findMarketBars(deps, request.tenant.id, request.query)),
  );
};
