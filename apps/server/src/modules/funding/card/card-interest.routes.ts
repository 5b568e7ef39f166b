import { cardPayInterestRequestSchema, cardPayInterestSchema } from '@invest/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, okResponse } from '../../../platform/http/envelope';
import { requireAuth } from '../../../platform/http/guards';
import type { FundingDeps } from '../funding.deps';
import { registerCardPayInterest } from './card-interest.service';

/** SPEC 7 "Dashboard": POST card-pay-interest. */
export const cardInterestRoutes: FastifyPluginAsyncZod<{ deps: FundingDeps }> = async (app, { deps }) => {
  app.post(
    '/card-pay-interest',
    {
      config: { guard: 'verifiedEmail' },
      schema: {
        tags: ['card payments'],
        body: cardPayInterestRequestSchema,
        response: okResponse(cardPayInterestSchema),
      },
    },
    async (request) =>
      ok(
        await registerCardPayInterest(deps, requireAuth(request), request.body),
        'Thank you: your interest in paying by card is noted',
      ),
  );
};
