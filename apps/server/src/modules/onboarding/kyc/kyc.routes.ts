import { emptyPayloadSchema, kycStatusSchema } from '@invest/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, okResponse } from '../../../platform/http/envelope';
import { requireAuth } from '../../../platform/http/guards';
import type { OnboardingDeps } from '../onboarding.deps';
import { getKycStatus, handleKycCallback, type KycCallbackOutcome } from './kyc.service';

const tags = ['registration'];

const outcomeMessages: Record<KycCallbackOutcome, string> = {
  applied: 'Applied',
  ignored: 'Already applied',
  not_a_decision: 'Nothing to apply',
};

/** GET registration/kyc and the configured provider's webhook, whose JSON is kept raw here to check its signature. */
export const kycRoutes: FastifyPluginAsyncZod<{ deps: OnboardingDeps }> = async (app, { deps }) => {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => done(null, body));

  app.get(
    '/kyc',
    { config: { guard: 'verifiedEmail' }, schema: { tags, response: okResponse(kycStatusSchema) } },
    async (request) => ok(await getKycStatus(deps, requireAuth(request))),
  );

  app.post(
    '/kyc/callback',
    {
      config: { guard: 'public', rateLimit: { max: 600, timeWindow: '1 minute' } },
      schema: { tags, body: z.string().max(16 * 1024), response: okResponse(emptyPayloadSchema) },
    },
    async (request) => ok({}, outcomeMessages[await handleKycCallback(deps, request.body, request.headers)]),
  );
};
