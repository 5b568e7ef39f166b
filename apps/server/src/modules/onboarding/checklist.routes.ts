import { checklistSchema } from '@invest/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, okResponse } from '../../platform/http/envelope';
import { requireAuth } from '../../platform/http/guards';
import { getRegistrationChecklist } from './checklist.service';
import type { OnboardingDeps } from './onboarding.deps';

/** GET registration/checklist: the "what is still needed" list of the signed-in user. */
export const checklistRoutes: FastifyPluginAsyncZod<{ deps: OnboardingDeps }> = async (app, { deps }) => {
  app.get(
    '/checklist',
    { config: { guard: 'verifiedEmail' }, schema: { tags: ['registration'], response: okResponse(checklistSchema) } },
    async (request) => ok(await getRegistrationChecklist(deps, requireAuth(request))),
  );
};
