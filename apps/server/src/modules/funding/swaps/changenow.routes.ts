import {
  cryptoEstimateQuerySchema,
  cryptoTransactRequestSchema,
  fiatEstimateQuerySchema,
  fiatMinMaxParamSchema,
  fiatTransactRequestSchema,
  swapCurrencyListSchema,
  swapIdParamSchema,
  swapPairListSchema,
  swapPairsQuerySchema,
  swapQuoteSchema,
  swapRangeSchema,
  swapSchema,
} from '@invest/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, okResponse } from '../../../platform/http/envelope';
import { requireAuth } from '../../../platform/http/guards';
import { requireIdempotencyKey } from '../../../platform/http/idempotency';
import type { FundingDeps } from '../funding.deps';
import {
  estimateCrypto,
  estimateFiat,
  findCryptoCurrencies,
  findCryptoPairs,
  findFiatCurrencies,
  getCryptoTransaction,
  getFiatRange,
  getFiatTransaction,
  transactCrypto,
  transactFiat,
} from './changenow.service';

const tags = ['swaps'];
/** Quotes and lists ask the provider each time: bounded per caller. */
const lookup = { guard: 'signedIn', rateLimit: { max: 60, timeWindow: '1 minute' } } as const;
const investor = { guard: 'investor' } as const;
const opened = 'Swap opened: it is credited when the provider delivers';

/** SPEC 7 "Fiat/crypto swap provider 1": ChangeNOW's fiat purchases and crypto swaps. */
export const changeNowRoutes: FastifyPluginAsyncZod<{ deps: FundingDeps }> = async (app, { deps }) => {
  app.get(
    '/changenow/fiat/currencies',
    { config: lookup, schema: { tags, response: okResponse(swapCurrencyListSchema) } },
    async () => ok(await findFiatCurrencies(deps)),
  );

  app.get(
    '/changenow/fiat/estimate',
    { config: lookup, schema: { tags, querystring: fiatEstimateQuerySchema, response: okResponse(swapQuoteSchema) } },
    async (request) => ok(await estimateFiat(deps, request.query)),
  );

  app.get(
    '/changenow/fiat/minmax/:currency',
    { config: lookup, schema: { tags, params: fiatMinMaxParamSchema, response: okResponse(swapRangeSchema) } },
    async (request) => ok(await getFiatRange(deps, request.params.currency)),
  );

  app.post(
    '/changenow/fiat/transact',
    {
      config: { ...investor, idempotent: true },
      schema: { tags, body: fiatTransactRequestSchema, response: okResponse(swapSchema) },
    },
    async (request) => {
      const auth = requireAuth(request);
      return ok(await transactFiat(deps, auth, requireIdempotencyKey(request), request.body), opened);
    },
  );

  app.get(
    '/changenow/fiat/transaction/:id',
    { config: investor, schema: { tags, params: swapIdParamSchema, response: okResponse(swapSchema) } },
    async (request) => ok(await getFiatTransaction(deps, requireAuth(request), request.params.id)),
  );

  app.get(
    '/changenow/crypto/currencies',
    { config: lookup, schema: { tags, response: okResponse(swapCurrencyListSchema) } },
    async () => ok(await findCryptoCurrencies(deps)),
  );

  app.get(
    '/changenow/crypto/pairs',
    { config: lookup, schema: { tags, querystring: swapPairsQuerySchema, response: okResponse(swapPairListSchema) } },
    async (request) => ok(await findCryptoPairs(deps, request.query)),
  );

  app.get(
    '/changenow/crypto/estimate-amount',
    { config: lookup, schema: { tags, querystring: cryptoEstimateQuerySchema, response: okResponse(swapQuoteSchema) } },
    async (request) => ok(await estimateCrypto(deps, request.query)),
  );

  app.post(
    '/changenow/crypto/transact',
    {
      config: { ...investor, idempotent: true },
      schema: { tags, body: cryptoTransactRequestSchema, response: okResponse(swapSchema) },
    },
    async (request) => {
      const auth = requireAuth(request);
      return ok(await transactCrypto(deps, auth, requireIdempotencyKey(request), request.body), opened);
    },
  );

  app.get(
    '/changenow/crypto/transaction/:id',
    { config: investor, schema: { tags, params: swapIdParamSchema, response: okResponse(swapSchema) } },
    async (request) => ok(await getCryptoTransaction(deps, requireAuth(request), request.params.id)),
  );
};
