import {
  cryptoEstimateQuerySchema,
  cryptoTransactRequestSchema,
  fiatEstimateQuerySchema,
  fiatMinMaxParamSchema,
  fiatTransactRequestSchema,
  swapCurrencyListSchema,
  swapPairListSchema,
  swapPairsQuerySchema,
  swapQuoteSchema,
  swapRangeSchema,
} from '@invest/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, okResponse } from '../../../platform/http/envelope';
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
import { openSwapRoute, ownSwapRoute } from './swap-routes';

const tags = ['swaps'];
/** Quotes and lists ask the provider each time: bounded per caller. */
const lookup = { guard: 'signedIn', rateLimit: { max: 60, timeWindow: '1 minute' } } as const;

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

  openSwapRoute(app, '/changenow/fiat/transact', fiatTransactRequestSchema, (auth, key, body) =>
    transactFiat(deps, auth, key, body),
  );

  ownSwapRoute(app, '/changenow/fiat/transaction', (auth, id) => getFiatTransaction(deps, auth, id));

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

  openSwapRoute(app, '/changenow/crypto/transact', cryptoTransactRequestSchema, (auth, key, body) =>
    transactCrypto(deps, auth, key, body),
  );

  ownSwapRoute(app, '/changenow/crypto/transaction', (auth, id) => getCryptoTransaction(deps, auth, id));
};
