import {
  cardPayInterestRequestSchema,
  cardPayInterestSchema,
  cardPaymentRequestSchema,
  cardPublicKeySchema,
  paymentIdParamSchema,
  paymentSchema,
} from '@invest/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, okResponse } from '../../../platform/http/envelope';
import { requireAuth } from '../../../platform/http/guards';
import { requireIdempotencyKey } from '../../../platform/http/idempotency';
import type { FundingDeps } from '../funding.deps';
import { providerCallbackRoute } from '../payments/provider-callbacks';
import { registerCardPayInterest } from './card-interest.service';
import { handleCardNotification } from './card-notifications.service';
import { createCardPayment, getCardPublicKey, getOwnPayment } from './card-payments.service';

const tags = ['card payments'];

/**
 * SPEC 7 "Card payment provider": GET circle/publickey, POST circle/payment, GET circle/payment/{id};
 * beside them POST circle/notifications (Circle's SNS messages, sent as text/plain) and SPEC 7
 * "Dashboard"'s POST card-pay-interest.
 */
export const cardRoutes: FastifyPluginAsyncZod<{ deps: FundingDeps }> = async (app, { deps }) => {
  await app.register(
    providerCallbackRoute({
      url: '/circle/notifications',
      tags,
      answer: async (body) => {
        const outcome = await handleCardNotification(deps, body);
        if (typeof outcome === 'object') {
          const confirmed = await fetch(outcome.confirm, { signal: AbortSignal.timeout(10_000) }).catch(() => null);
          return confirmed?.ok ? 'Subscription confirmed' : 'Subscription not confirmed';
        }
        return outcome === 'applied' ? 'Applied' : 'Ignored';
      },
    }),
  );

  app.post(
    '/card-pay-interest',
    {
      config: { guard: 'verifiedEmail' },
      schema: { tags, body: cardPayInterestRequestSchema, response: okResponse(cardPayInterestSchema) },
    },
    async (request) =>
      ok(
        await registerCardPayInterest(deps, requireAuth(request), request.body),
        'Thank you: your interest in paying by card is noted',
      ),
  );

  app.get(
    '/circle/publickey',
    { config: { guard: 'signedIn' }, schema: { tags, response: okResponse(cardPublicKeySchema) } },
    async () => ok(await getCardPublicKey(deps)),
  );

  app.post(
    '/circle/payment',
    {
      config: { guard: 'investor', idempotent: true },
      schema: { tags, body: cardPaymentRequestSchema, response: okResponse(paymentSchema) },
    },
    async (request) => {
      const auth = requireAuth(request);
      const payment = await createCardPayment(
        deps,
        auth,
        { sessionId: auth.sessionId, ipAddress: request.ip, idempotencyKey: requireIdempotencyKey(request) },
        request.body,
      );
      return ok(payment, payment.status === 'FAILED' ? 'The card payment failed' : 'Card payment received');
    },
  );

  app.get(
    '/circle/payment/:id',
    {
      config: { guard: 'investor' },
      schema: { tags, params: paymentIdParamSchema, response: okResponse(paymentSchema) },
    },
    async (request) => ok(await getOwnPayment(deps, requireAuth(request), request.params.id)),
  );
};
