import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FundingDeps } from '../funding.deps';
import { providerCallbackRoute } from '../payments/provider-callbacks';
import { handlePaymentWebhook } from './webhook.service';

/** POST funding/webhook: signed payment webhooks, whose signature is over the raw text of the body. */
export const settlementRoutes: FastifyPluginAsyncZod<{ deps: FundingDeps }> = async (app, { deps }) => {
  await app.register(
    providerCallbackRoute({
      url: '/funding/webhook',
      tags: ['funding'],
      answer: async (body, headers) =>
        (await handlePaymentWebhook(deps, body, headers)) === 'applied' ? 'Applied' : 'Already applied',
    }),
  );
};
