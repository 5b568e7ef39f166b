import { emptyPayloadSchema } from '@invest/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, okResponse } from '../../../platform/http/envelope';
import { handleCardNotification } from '../card/card-notifications.service';
import type { FundingDeps } from '../funding.deps';
import { handleCustodyWebhook } from '../usdc/usdc-webhook.service';
import { handlePaymentWebhook } from './webhook.service';

const rawBody = z.string().max(64 * 1024);

/**
 * Provider callbacks, whose bodies are kept raw here: POST funding/webhook (signed payment webhooks,
 * the signature is over the raw text), POST circle/notifications (Circle's SNS messages, sent as
 * text/plain) and POST fireblocks/webhook (Fireblocks' transaction updates, RSA-signed over the raw
 * text).
 */
export const webhookRoutes: FastifyPluginAsyncZod<{ deps: FundingDeps }> = async (app, { deps }) => {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser(['application/json', 'text/plain'], { parseAs: 'string' }, (_request, body, done) =>
    done(null, body),
  );

  app.post(
    '/funding/webhook',
    {
      config: { guard: 'public', rateLimit: { max: 600, timeWindow: '1 minute' } },
      schema: { tags: ['funding'], body: rawBody, response: okResponse(emptyPayloadSchema) },
    },
    async (request) => {
      const outcome = await handlePaymentWebhook(deps, request.body, request.headers);
      return ok({}, outcome === 'applied' ? 'Applied' : 'Already applied');
    },
  );

  app.post(
    '/circle/notifications',
    {
      config: { guard: 'public', rateLimit: { max: 600, timeWindow: '1 minute' } },
      schema: { tags: ['card payments'], body: rawBody, response: okResponse(emptyPayloadSchema) },
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

  app.post(
    '/fireblocks/webhook',
    {
      config: { guard: 'public', rateLimit: { max: 600, timeWindow: '1 minute' } },
      schema: { tags: ['usdc'], body: rawBody, response: okResponse(emptyPayloadSchema) },
    },
    async (request) => {
      const outcome = await handleCustodyWebhook(deps, request.body, request.headers);
      return ok({}, outcome === 'applied' ? 'Applied' : 'Ignored');
    },
  );
};
