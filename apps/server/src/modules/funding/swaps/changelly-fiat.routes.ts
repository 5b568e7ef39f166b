import {
  changellyFiatOfferListSchema,
  changellyFiatOffersQuerySchema,
  changellyFiatOrderRequestSchema,
  changellyFiatOrderSchema,
  emptyPayloadSchema,
  swapIdParamSchema,
  swapSchema,
} from '@invest/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, okResponse } from '../../../platform/http/envelope';
import { requireAuth } from '../../../platform/http/guards';
import { requireIdempotencyKey } from '../../../platform/http/idempotency';
import type { FundingDeps } from '../funding.deps';
import {
  createChangellyFiatOrder,
  findChangellyFiatOffers,
  getChangellyFiatOrder,
  handleChangellyFiatCallback,
} from './changelly-fiat.service';

const tags = ['swaps'];

/**
 * CHANGELLY_BUY, card purchases through Changelly's Fiat API, each route named after the Fiat API call
 * it stands for: GET changelly/fiat/offers (GET /v1/offers), POST changelly/fiat/orders (POST
 * /v1/orders), GET changelly/fiat/orders/{id} (GET /v1/orders, one order) and POST
 * changelly/fiat/callback (the Fiat API's signed callback).
 */
export const changellyFiatRoutes: FastifyPluginAsyncZod<{ deps: FundingDeps }> = async (app, { deps }) => {
  app.get(
    '/changelly/fiat/offers',
    {
      config: { guard: 'investor' },
      schema: { tags, querystring: changellyFiatOffersQuerySchema, response: okResponse(changellyFiatOfferListSchema) },
    },
    async (request) => ok(await findChangellyFiatOffers(deps, requireAuth(request), request.query)),
  );

  app.post(
    '/changelly/fiat/orders',
    {
      config: { guard: 'investor', idempotent: true },
      schema: { tags, body: changellyFiatOrderRequestSchema, response: okResponse(changellyFiatOrderSchema) },
    },
    async (request) => {
      const auth = requireAuth(request);
      const order = await createChangellyFiatOrder(deps, auth, requireIdempotencyKey(request), request.body);
      return ok(order, 'Order recorded: it is credited when the provider delivers');
    },
  );

  app.get(
    '/changelly/fiat/orders/:id',
    {
      config: { guard: 'investor' },
      schema: { tags, params: swapIdParamSchema, response: okResponse(swapSchema) },
    },
    async (request) => ok(await getChangellyFiatOrder(deps, requireAuth(request), request.params.id)),
  );

  app.post(
    '/changelly/fiat/callback',
    {
      config: { guard: 'public', rateLimit: { max: 600, timeWindow: '1 minute' } },
      schema: { tags, body: z.unknown(), response: okResponse(emptyPayloadSchema) },
    },
    async (request) => {
      const signature = request.headers['x-callback-signature'];
      const outcome = await handleChangellyFiatCallback(
        deps,
        request.body,
        typeof signature === 'string' ? signature : undefined,
      );
      return ok({}, outcome === 'applied' ? 'Applied' : 'Ignored');
    },
  );
};
