import { emptyPayloadSchema } from '@invest/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, okResponse } from '../../../platform/http/envelope';
import type { FundingDeps } from '../funding.deps';
import { keepRawBodies, providerCallback, rawBodySchema } from '../payments/provider-callbacks';
import { handleCardNotification } from './card-notifications.service';

/** POST circle/notifications: Circle's SNS messages, sent as text/plain and read from the raw text. */
export const circleNotificationRoutes: FastifyPluginAsyncZod<{ deps: FundingDeps }> = async (app, { deps }) => {
  keepRawBodies(app);

  app.post(
    '/circle/notifications',
    {
      config: providerCallback,
      schema: { tags: ['card payments'], body: rawBodySchema, response: okResponse(emptyPayloadSchema) },
    },
    async (request) => {
      const outcome = await handleCardNotification(deps, request.body);
      if (typeof outcome === 'object') {
        const confirmed = await fetch(outcome.confirm, { signal: AbortSignal.timeout(10_000) }).catch(() => null);
        return ok({}, confirmed?.ok ? 'Subscription confirmed' : 'Subscription not confirmed');
      }
      return ok({}, outcome === 'applied' ? 'Applied' : 'Ignored');
    },
  );
};
