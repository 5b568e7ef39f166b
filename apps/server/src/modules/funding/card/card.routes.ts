import { cardPaymentRequestSchema, cardPublicKeySchema, paymentIdParamSchema, paymentSchema } from '@invest/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, okResponse } from '../../../platform/http/envelope';
import { requireAuth } from '../../../platform/http/guards';
import { requireIdempotencyKey } from '../../../platform/http/idempotency';
import type { FundingDeps } from '../funding.deps';
import { cardInterestRoutes } from './card-interest.routes';
import { createCardPayment, getCardPublicKey, getOwnPayment } from './card-payments.service';
import { circleNotificationRoutes } from './circle-notifications.routes';

const tags = ['card payments'];

/**
 * SPEC 7 "Card payment provider": GET circle/publickey, POST circle/payment, GET circle/payment/{id};
 * beside them Circle's notifications and the card interest form.
 */
export const cardRoutes: FastifyPluginAsyncZod<{ deps: FundingDeps }> = async (app, { deps }) => {
  await app.register(circleNotificationRoutes, { deps });
  await app.register(cardInterestRoutes, { deps });

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
