import { emptyRequestSchema, tradingAccountSchema } from '@invest/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, okResponse } from '../../platform/http/envelope';
import { requireAuth } from '../../platform/http/guards';
import { openTradingAccount } from './accounts/trading-accounts.service';
import { tradingLedgerRoutes } from './accounts/trading-ledger.routes';
import { tradingReportsRoutes } from './accounts/trading-reports.routes';
import { candlesRoutes } from './candles/candles.routes';
import { marketsRoutes } from './markets/markets.routes';
import { ordersRoutes } from './orders.routes';
import type { TradingDeps } from './trading.deps';
import { tradingAdminRoutes } from './trading-admin.routes';

/** The trading host's routes, registered under /api. */
export const tradingRoutes: FastifyPluginAsyncZod<TradingDeps> = async (app, deps) => {
  app.post(
    '/accounts',
    {
      config: { guard: 'investor' },
      schema: { tags: ['trading'], body: emptyRequestSchema, response: okResponse(tradingAccountSchema) },
    },
    async (request) => ok(await openTradingAccount(deps, requireAuth(request))),
  );
  await app.register(marketsRoutes, deps);
  await app.register(candlesRoutes, deps);
  await app.register(ordersRoutes, deps);
  await app.register(tradingAdminRoutes, deps);
  await app.register(tradingLedgerRoutes, deps);
  await app.register(tradingReportsRoutes, deps);
};
