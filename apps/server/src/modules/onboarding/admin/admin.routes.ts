import {
  documentIdParamSchema,
  onboardingUserDetailSchema,
  onboardingUserSummarySchema,
  pageQuerySchema,
  pageSchema,
  reviewDocumentRequestSchema,
  reviewUserRequestSchema,
  userIdParamSchema,
} from '@invest/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditActorOf } from '../../../platform/audit/audit';
import { ok, okResponse } from '../../../platform/http/envelope';
import { requireAuth } from '../../../platform/http/guards';
import type { OnboardingDeps } from '../onboarding.deps';
import { getOnboardingUser, listOnboardingUsers, reviewDocument, reviewUser } from './admin.service';
import { onboardingAdminFileRoutes } from './admin-files.routes';

const tags = ['admin'];
const config = { guard: 'admin' } as const;
const detailResponse = okResponse(onboardingUserDetailSchema);

/** Administrators' view of onboarding, under /v1/admin/onboarding. */
export const onboardingAdminRoutes: FastifyPluginAsyncZod<{ deps: OnboardingDeps }> = async (app, { deps }) => {
  await app.register(onboardingAdminFileRoutes, { deps });

  app.get(
    '/users',
    {
      config,
      schema: { tags, querystring: pageQuerySchema, response: okResponse(pageSchema(onboardingUserSummarySchema)) },
    },
    async (request) => ok(await listOnboardingUsers(deps, requireAuth(request), request.query)),
  );

  app.get(
    '/users/:id',
    { config, schema: { tags, params: userIdParamSchema, response: detailResponse } },
    async (request) => ok(await getOnboardingUser(deps, requireAuth(request), request.params.id)),
  );

  app.post(
    '/users/:id/review',
    { config, schema: { tags, params: userIdParamSchema, body: reviewUserRequestSchema, response: detailResponse } },
    async (request) =>
      ok(await reviewUser(deps, requireAuth(request), auditActorOf(request), request.params.id, request.body), 'Saved'),
  );

  app.post(
    '/documents/:id/review',
    {
      config,
      schema: { tags, params: documentIdParamSchema, body: reviewDocumentRequestSchema, response: detailResponse },
    },
    async (request) =>
      ok(
        await reviewDocument(deps, requireAuth(request), auditActorOf(request), request.params.id, request.body),
        'Saved',
      ),
  );
};
