import {
  adminUserActionPayloadSchema,
  adminUserActionRequestSchema,
  adminUserActions,
  adminUserDetailSchema,
  adminUserListQuerySchema,
  adminUserPageSchema,
  userIdParamSchema,
} from '@invest/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditActorOf } from '../../../platform/audit/audit';
import { ok, okResponse } from '../../../platform/http/envelope';
import { requireAuth } from '../../../platform/http/guards';
import type { AuthDeps } from '../auth.deps';
import { getUserDetail, listUsers } from './user-admin.service';
import { actOnUser } from './user-admin-actions.service';

const tags = ['admin'];

const actionSummaries = {
  lock: 'Locks the account: the user cannot sign in, and every session of theirs ends',
  unlock: 'Unlocks the account: the user may sign in again',
  'sign-out': 'Ends every session of the user: each device must sign in again',
  'reset-2fa':
    'Turns two-step verification off, deletes the recovery codes, ends every session and tells the user by mail',
} as const;

const actionMessages = {
  lock: 'The account is locked',
  unlock: 'The account is unlocked',
  'sign-out': 'The user is signed out everywhere',
  'reset-2fa': 'Two-step verification is reset',
} as const;

/** The console's users: search, one user's sign-in state, and the actions on it (ARCHITECTURE.md, module admin). */
export const userAdminRoutes: FastifyPluginAsyncZod<{ deps: AuthDeps }> = async (app, { deps }) => {
  app.get(
    '/admin/users',
    {
      config: { guard: 'admin' },
      schema: {
        tags,
        summary:
          "The domain's users, newest first; q finds them by part of an email, name or company, or an investor id",
        querystring: adminUserListQuerySchema,
        response: okResponse(adminUserPageSchema),
      },
    },
    async (request) => ok(await listUsers(deps, requireAuth(request).tenantId, request.query)),
  );

  app.get(
    '/admin/users/:id',
    {
      config: { guard: 'admin' },
      schema: {
        tags,
        summary: "A user's profile, sign-in state, signed-in devices and latest sign-in attempts",
        params: userIdParamSchema,
        response: okResponse(adminUserDetailSchema),
      },
    },
    async (request) => ok(await getUserDetail(deps, requireAuth(request).tenantId, request.params.id)),
  );

  for (const action of adminUserActions) {
    app.post(
      `/admin/users/:id/${action}`,
      {
        config: { guard: 'admin' },
        schema: {
          tags,
          summary: actionSummaries[action],
          description: 'The reason is kept in the audit trail with the change.',
          params: userIdParamSchema,
          body: adminUserActionRequestSchema,
          response: okResponse(adminUserActionPayloadSchema),
        },
      },
      async (request) =>
        ok(
          await actOnUser(deps, requireAuth(request), auditActorOf(request), {
            userId: request.params.id,
            action,
            reason: request.body.reason,
          }),
          actionMessages[action],
        ),
    );
  }
};
