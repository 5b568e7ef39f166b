import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountsRoutes } from './accounts/accounts.routes';
import { candlesRoutes } from './candles/candles.routes';
import { marketsRoutes } from './markets/markets.routes';
import { matchingRoutes } from './matching/matching.routes';
import { queriesRoutes } from './queries/queries.routes';
import type { TradingDeps } from './trading.deps';

/** The trading host's routes, registered under /api: each folder's own. */
export const tradingRoutes: FastifyPluginAsyncZod<TradingDeps> = async (app, deps) => {
  await app.register(accountsRoutes, deps);
  await app.register(marketsRoutes, deps);
  await app.register(candlesRoutes, deps);
  await app.register(matchingRoutes, deps);
  await app.register(queriesRoutes, deps);
};
