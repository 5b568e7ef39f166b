import {
  accountPathSchema,
  assetSymbolPathSchema,
  ledgerAssetSchema,
  ledgerTransferRequestSchema,
  ledgerTransferSchema,
} from '@invest/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, okResponse } from '../../../platform/http/envelope';
import { requireAuth } from '../../../platform/http/guards';
import { requireIdempotencyKey } from '../../../platform/http/idempotency';
import type { TradingDeps } from '../trading.deps';
import { findAccountAssets, getLedgerAsset, moveInstrument } from './trading-ledger.service';

const tags = ['trading ledger'];

/** SPEC 7 ledger calls of the trading host: the caller's positions, and moves to and from a venue. */
export const tradingLedgerRoutes: FastifyPluginAsyncZod<Pick<TradingDeps, 'db'>> = async (app, deps) => {
  app.get(
    '/ledger/assets/:symbol',
    {
      config: { guard: 'investor' },
      schema: { tags, params: assetSymbolPathSchema, response: okResponse(ledgerAssetSchema) },
    },
    async (request) => ok(await getLedgerAsset(deps, requireAuth(request), request.params.symbol)),
  );
  app.get(
    '/ledger/:account/assets',
    {
      config: { guard: 'investor' },
      schema: { tags, params: accountPathSchema, response: okResponse(z.array(ledgerAssetSchema)) },
    },
    async (request) => ok(await findAccountAssets(deps, requireAuth(request), request.params.account)),
  );
  app.post(
    '/ledger/:account/assets',
    {
      config: { guard: 'investor', idempotent: true },
      schema: {
        tags,
        params: accountPathSchema,
        body: ledgerTransferRequestSchema,
        response: okResponse(ledgerTransferSchema),
      },
    },
    async (request) => {
      const moved = await moveInstrument(
        deps,
        requireAuth(request),
        request.params.account,
        request.body,
        requireIdempotencyKey(request),
      );
      const direction = moved.Amount.startsWith('-') ? 'back from' : 'to';
      return ok(moved, `Moved ${direction} ${moved.IntegrationService}`);
    },
  );
};
