import { currencySchema, currencyUpdateSchema, marketHaltRequestSchema, tradingAssetSchema } from '@invest/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { auditActorOf } from '../../../platform/audit/audit';
import { ok, okResponse } from '../../../platform/http/envelope';
import { requireAuth } from '../../../platform/http/guards';
import type { TradingDeps } from '../trading.deps';
import { putCurrency } from './currency-admin.service';
import { changeMarketHalt } from './market-halt.service';
import { findCurrencies, findTradingAssets } from './markets.service';

const tags = ['trading'];

const symbolParamsSchema = z.strictObject({ symbol: z.string().min(1).max(32) });

/**
 * The tenant's markets (GET /api/currencies) and their assets (GET /api/assets): public, like a
 * price board; an administrator's market settings (PUT /api/currencies/{symbol}), and their halt
 * and resumption of a market's trading (POST /api/currencies/{symbol}/halt and /resume).
 */
export const marketsRoutes: FastifyPluginAsyncZod<Pick<TradingDeps, 'db' | 'clock' | 'markets'>> = async (
  app,
  deps,
) => {
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
  app.put(
    '/currencies/:symbol',
    {
      config: { guard: 'admin' },
      schema: {
        tags: ['trading admin'],
        params: symbolParamsSchema,
        body: currencyUpdateSchema,
        response: okResponse(currencySchema),
      },
    },
    async (request) => {
      const { currency, isNew } = await putCurrency(
        deps,
        requireAuth(request).tenantId,
        auditActorOf(request),
        request.params.symbol,
        request.body,
      );
      return ok(currency, isNew ? 'Market created' : 'Market updated');
    },
  );
  for (const action of ['halt', 'resume'] as const) {
    app.post(
      `/currencies/:symbol/${action}`,
      {
        config: { guard: 'admin' },
        schema: {
          tags: ['trading admin'],
          summary:
            action === 'halt'
              ? 'Halts a market: no new orders and no trades until it is resumed (audited with the reason)'
              : 'Resumes a halted market: it trades within its hours again (audited with the reason)',
          params: symbolParamsSchema,
          body: marketHaltRequestSchema,
          response: okResponse(currencySchema),
        },
      },
      async (request) => {
        const currency = await changeMarketHalt(
          deps,
          requireAuth(request).tenantId,
          auditActorOf(request),
          request.params.symbol,
          { action, reason: request.body.reason },
        );
        return ok(currency, action === 'halt' ? 'Market halted' : 'Market resumed');
      },
    );
  }
};
