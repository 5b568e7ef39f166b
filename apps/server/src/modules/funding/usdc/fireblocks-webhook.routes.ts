import { emptyPayloadSchema } from '@invest/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, okResponse } from '../../../platform/http/envelope';
import type { FundingDeps } from '../funding.deps';
import { keepRawBodies, providerCallback, rawBodySchema } from '../payments/provider-callbacks';
import { handleCustodyWebhook } from './usdc-webhook.service';

/** POST fireblocks/webhook: Fireblocks' transaction updates, RSA-signed over the raw text of the body. */
export const fireblocksWebhookRoutes: FastifyPluginAsyncZod<{ deps: FundingDeps }> = async (app, { deps }) => {
  keepRawBodies(app);

  app.post(
    '/fireblocks/webhook',
    {
      config: providerCallback,
      schema: { tags: ['usdc'], body: rawBodySchema, response: okResponse(emptyPayloadSchema) },
    },
    async (request) => {
      const outcome = await handleCustodyWebhook(deps, request.body, request.headers);
      return ok({}, outcome === 'applied' ? 'Applied' : 'Ignored');
    },
  );
};
