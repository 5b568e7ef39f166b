import { emptyPayloadSchema } from '@invest/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, okResponse } from '../../../platform/http/envelope';
import type { FundingDeps } from '../funding.deps';
import { keepRawBodies, providerCallback, rawBodySchema } from '../payments/provider-callbacks';
import { handlePaymentWebhook } from './webhook.service';

/** POST funding/webhook: signed payment webhooks, whose signature is over the raw text of the body. */
export const settlementRoutes: FastifyPluginAsyncZod<{ deps: FundingDeps }> = async (app, { deps }) => {
  keepRawBodies(app);

  app.post(
    '/funding/webhook',
    {
      config: providerCallback,
      schema: { tags: ['funding'], body: rawBodySchema, response: okResponse(emptyPayloadSchema) },
    },
    async (request) => {
      const outcome = await handlePaymentWebhook(deps, request.body, request.headers);
      return ok({}, outcome === 'applied' ? 'Applied' : 'Already applied');
    },
  );
};
