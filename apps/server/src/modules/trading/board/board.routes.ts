import {
  accountHistoryEntrySchema,
  accountHistoryQuerySchema,
  assetNewsQuerySchema,
  assetNewsSchema,
  assetTradeRequestSchema,
  assetTransactionSchema,
  assetTransactionsPathSchema,
  assetTransactionsQuerySchema,
  bookmarkPathSchema,
  bookmarkRequestSchema,
  bookmarkSchema,
  bookmarkStateSchema,
  createAssetNewsRequestSchema,
  investorAssetSchema,
  orderSchema,
  pageSchema,
  shareDataSchema,
} from '@invest/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { auditActorOf } from '../../../platform/audit/audit';
import { ok, okResponse } from '../../../platform/http/envelope';
import { requireAuth } from '../../../platform/http/guards';
import { requireIdempotencyKey } from '../../../platform/http/idempotency';
import { findAccountHistory } from '../queries/account-history.service';
import { createAssetNews, findAssetNews } from './asset-news.service';
import { placeAssetTrade } from './asset-trade.service';
import type { BoardDeps } from './board.deps';
import { findBookmarks, setBookmark } from './bookmarks.service';
import { findAssetTransactions, findInvestorAssets, findSharesData } from './market-board.service';

const tags = ['trading'];

/** The trading calls of the main API (SPEC 7 "Other trading" and "Other"), registered under /v1. */
export const boardRoutes: FastifyPluginAsyncZod<BoardDeps> = async (app, deps) => {
  app.get(
    '/shares/data',
    { config: { guard: 'public' }, schema: { tags, response: okResponse(z.array(shareDataSchema)) } },
    async (request) => ok(await findSharesData(deps, request.tenant.id)),
  );
  app.get(
    '/assets',
    { config: { guard: 'verifiedEmail' }, schema: { tags, response: okResponse(z.array(investorAssetSchema)) } },
    async (request) => ok(await findInvestorAssets(deps, requireAuth(request))),
  );
  app.get(
    '/assets/:id/transactions/:type',
    {
      config: { guard: 'verifiedEmail' },
      schema: {
        tags,
        params: assetTransactionsPathSchema,
        querystring: assetTransactionsQuerySchema,
        response: okResponse(pageSchema(assetTransactionSchema)),
      },
    },
    async (request) => {
      const { id, type } = request.params;
      return ok(await findAssetTransactions(deps, requireAuth(request), id, type, request.query));
    },
  );
  app.get(
    '/trading/orders',
    {
      config: { guard: 'investor' },
      schema: {
        tags,
        summary: "The trading account's history: its orders, deposits and withdrawals (SPEC 4 order types and sides)",
        querystring: accountHistoryQuerySchema,
        response: okResponse(pageSchema(accountHistoryEntrySchema)),
      },
    },
    async (request) => ok(await findAccountHistory(deps, requireAuth(request), request.query)),
  );
  app.post(
    '/assets/trade',
    {
      config: { guard: 'verifiedEmail', idempotent: true },
      schema: { tags, body: assetTradeRequestSchema, response: okResponse(orderSchema) },
    },
    async (request) => {
      const caller = {
        origin: `${request.protocol}://${request.tenant.host}`,
        authorization: request.headers.authorization ?? '',
        requestId: request.id,
      };
      const order = await placeAssetTrade(
        deps,
        requireAuth(request),
        caller,
        request.body,
        requireIdempotencyKey(request),
      );
      return ok(order, 'Order placed');
    },
  );
  app.get(
    '/bookmark',
    { config: { guard: 'signedIn' }, schema: { tags, response: okResponse(z.array(bookmarkSchema)) } },
    async (request) => ok(await findBookmarks(deps, requireAuth(request))),
  );
  app.post(
    '/bookmark/:id',
    {
      config: { guard: 'signedIn' },
      schema: {
        tags,
        params: bookmarkPathSchema,
        body: bookmarkRequestSchema,
        response: okResponse(bookmarkStateSchema),
      },
    },
    async (request) =>
      ok(await setBookmark(deps, requireAuth(request), request.params.id, request.body.bookmarked), 'Saved'),
  );
  app.get(
    '/asset-news',
    {
      config: { guard: 'public' },
      schema: { tags, querystring: assetNewsQuerySchema, response: okResponse(pageSchema(assetNewsSchema)) },
    },
    async (request) => ok(await findAssetNews(deps, request.tenant.id, request.query)),
  );
  app.post(
    '/admin/asset-news',
    {
      config: { guard: 'admin' },
      schema: { tags: ['admin'], body: createAssetNewsRequestSchema, response: okResponse(assetNewsSchema) },
    },
    async (request) =>
      ok(await createAssetNews(deps, requireAuth(request), auditActorOf(request), request.body), 'Published'),
  );
};
