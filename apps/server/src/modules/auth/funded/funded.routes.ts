import { emptyRequestSchema, userFundedSchema } from '@invest/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, okResponse } from '../../../platform/http/envelope';
import { requireAuth } from '../../../platform/http/guards';
import type { AuthDeps } from '../auth.deps';
import { confirmFunded } from './funded.service';

const tags = ['account'];

/** SPEC 7 Account: user-to-funded, the funded milestone that rewards and guides depend on. */
export const fundedRoutes: FastifyPluginAsyncZod<{ deps: AuthDeps }> = async (app, { deps }) => {
  app.post(
    '/user-to-funded',
    {
      config: { guard: 'signedIn' },
      schema: {
        tags,
        summary:
          "Marks the funded milestone at the user's first completed deposit and answers its time; idempotent, 409 before any deposit (SPEC 7 Account user-to-funded)",
        body: emptyRequestSchema,
        response: okResponse(userFundedSchema),
      },
    },
    async (request) => ok(await confirmFunded(deps, requireAuth(request)), 'Your account is funded'),
  );
};
