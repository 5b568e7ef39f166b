import { suitabilityNotificationSchema } from '@invest/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, okResponse } from '../../../platform/http/envelope';
import { requireAuth } from '../../../platform/http/guards';
import type { OnboardingDeps } from '../onboarding.deps';
import { getSuitabilityNotification } from './suitability-answers';

/** SPEC 7 Account users/my-suitability-notification: the suitability result onboarding keeps. */
export const suitabilityNotificationRoutes: FastifyPluginAsyncZod<{ deps: OnboardingDeps }> = async (app, { deps }) => {
  app.get(
    '/users/my-suitability-notification',
    {
      config: { guard: 'verifiedEmail' },
      schema: {
        tags: ['account'],
        summary: 'The investor’s suitability result: risk tolerance, when answered, and what it restricts',
        description:
          'SPEC 7 Account. `risk_tolerance` and `answered_at` are null when the investor was not asked (the suitability step is for US nationals). A conservative risk tolerance stops onboarding and refuses approval (SPEC 4); the other answers restrict nothing.',
        response: okResponse(suitabilityNotificationSchema),
      },
    },
    async (request) => ok(await getSuitabilityNotification(deps.db, requireAuth(request))),
  );
};
