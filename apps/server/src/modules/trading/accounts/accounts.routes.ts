import { emptyRequestSchema, tradingAccountSchema } from '@invest/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, okResponse } from '../../../platform/http/envelope';
import { requireAuth } from '../../../platform/http/guards';
import type { TradingDeps } from '../trading.deps';
import { openTradingAccount } from './trading-accounts.service';
import { tradingLedgerRoutes } from './trading-ledger.routes';
import { tradingReportsRoutes } from './trading-reports.routes';

/** The investor's trading account (POST /api/accounts), its ledger calls, its reports and fee discounts. */
export const accountsRoutes: FastifyPluginAsyncZod<Pick<TradingDeps, 'db' | 'clock'>> = async (app, deps) => {
  app.post(
    '/accounts',
    {
      config: { guard: 'investor' },
      schema: { tags: ['trading'], body: emptyRequestSchema, response: okResponse(tradingAccountSchema) },
    },
    async (request) => ok(await openTradingAccount(deps, requireAuth(request))),
  );
  await app.register(tradingLedgerRoutes, deps);
  await app.register(tradingReportsRoutes, deps);
};
