import {
  emptyPayloadSchema,
  emptyRequestSchema,
  revokedSessionsPayloadSchema,
  sessionIdParamsSchema,
  sessionInfoSchema,
  signInActivitySchema,
} from '@invest/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, okResponse } from '../../platform/http/envelope';
import { requireAuth } from '../../platform/http/guards';
import { listSessions, listSignInActivity, revokeOtherSessions, revokeSession } from './account-sessions.service';
import type { AuthDeps } from './auth.deps';

const tags = ['account'];

/** Account security: the signed-in devices and the sign-in history. */
export const accountRoutes: FastifyPluginAsyncZod<{ deps: AuthDeps }> = async (app, { deps }) => {
  app.get(
    '/account/sessions',
    {
      config: { guard: 'signedIn' },
      schema: { tags, response: okResponse(z.object({ items: z.array(sessionInfoSchema) })) },
    },
    async (request) => ok({ items: await listSessions(deps, requireAuth(request)) }),
  );

  app.delete(
    '/account/sessions/:id',
    {
      config: { guard: 'signedIn' },
      schema: { tags, params: sessionIdParamsSchema, response: okResponse(emptyPayloadSchema) },
    },
    async (request) => {
      await revokeSession(deps, requireAuth(request), request.params.id);
      return ok({}, 'Signed out of that device');
    },
  );

  app.post(
    '/account/sessions/revoke-others',
    {
      config: { guard: 'signedIn' },
      schema: { tags, body: emptyRequestSchema, response: okResponse(revokedSessionsPayloadSchema) },
    },
    async (request) => {
      const revoked = await revokeOtherSessions(deps, requireAuth(request));
      return ok({ revoked }, 'Signed out of every other device');
    },
  );

  app.get(
    '/account/sign-in-activity',
    {
      config: { guard: 'signedIn' },
      schema: { tags, response: okResponse(z.object({ items: z.array(signInActivitySchema) })) },
    },
    async (request) => ok({ items: await listSignInActivity(deps, requireAuth(request)) }),
  );
};
