import {
  addressValidationSchema,
  cryptoEstimateQuerySchema,
  cryptoTransactRequestSchema,
  fixedTransactRequestSchema,
  swapCurrencyListSchema,
  swapIdParamSchema,
  swapQuoteSchema,
  swapStatusSchema,
  validateAddressRequestSchema,
} from '@invest/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, okResponse } from '../../../platform/http/envelope';
import { requireAuth } from '../../../platform/http/guards';
import type { FundingDeps } from '../funding.deps';
import {
  createFixed,
  createFloating,
  estimateFixed,
  estimateFloating,
  findChangellyCurrencies,
  getChangellyStatus,
  getChangellyTransaction,
  validateAddress,
} from './changelly.service';
import { openSwapRoute, ownSwapRoute } from './swap-routes';

const tags = ['swaps'];
/** Quotes and lists ask the provider each time: bounded per caller. */
const lookup = { guard: 'signedIn', rateLimit: { max: 60, timeWindow: '1 minute' } } as const;
const investor = { guard: 'investor' } as const;

/** SPEC 7 "Swap provider 2": Changelly's crypto swaps. */
export const changellyRoutes: FastifyPluginAsyncZod<{ deps: FundingDeps }> = async (app, { deps }) => {
  app.get(
    '/changelly/currencies',
    { config: lookup, schema: { tags, response: okResponse(swapCurrencyListSchema) } },
    async () => ok(await findChangellyCurrencies(deps)),
  );

  app.get(
    '/changelly/exchange-amount',
    { config: lookup, schema: { tags, querystring: cryptoEstimateQuerySchema, response: okResponse(swapQuoteSchema) } },
    async (request) => ok(await estimateFloating(deps, request.query)),
  );

  app.get(
    '/changelly/fix-amount',
    { config: lookup, schema: { tags, querystring: cryptoEstimateQuerySchema, response: okResponse(swapQuoteSchema) } },
    async (request) => ok(await estimateFixed(deps, request.query)),
  );

  app.post(
    '/changelly/validate',
    {
      config: lookup,
      schema: { tags, body: validateAddressRequestSchema, response: okResponse(addressValidationSchema) },
    },
    async (request) => ok(await validateAddress(deps, request.body)),
  );

  openSwapRoute(app, '/changelly/create', cryptoTransactRequestSchema, (auth, key, body) =>
    createFloating(deps, auth, key, body),
  );

  openSwapRoute(app, '/changelly/create-fix', fixedTransactRequestSchema, (auth, key, body) =>
    createFixed(deps, auth, key, body),
  );

  ownSwapRoute(app, '/changelly/transaction', (auth, id) => getChangellyTransaction(deps, auth, id));

  app.get(
    '/changelly/status/:id',
    { config: investor, schema: { tags, params: swapIdParamSchema, response: okResponse(swapStatusSchema) } },
    async (request) => ok(await getChangellyStatus(deps, requireAuth(request), request.params.id)),
  );
};
