import { documentIdParamSchema } from '@invest/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendDocumentFile } from '../../../platform/http/file-reply';
import { requireAuth } from '../../../platform/http/guards';
import type { OnboardingDeps } from '../onboarding.deps';
import { getReviewedDocumentFile } from './admin-files.service';

/** GET admin/onboarding/documents/:id/file: a document's bytes, for the administrators of its tenant. */
export const onboardingAdminFileRoutes: FastifyPluginAsyncZod<{ deps: OnboardingDeps }> = async (app, { deps }) => {
  app.get(
    '/documents/:id/file',
    { config: { guard: 'admin' }, schema: { tags: ['admin'], params: documentIdParamSchema } },
    async (request, reply) =>
      sendDocumentFile(reply, await getReviewedDocumentFile(deps, requireAuth(request), request.params.id)),
  );
};
