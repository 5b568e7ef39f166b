import {
  offeringIdParamSchema,
  offeringUpdateListSchema,
  offeringUpdateRequestSchema,
  offeringUpdateSchema,
} from '@invest/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditActorOf } from '../../../platform/audit/audit';
import { ok, okResponse } from '../../../platform/http/envelope';
import { requireAuth } from '../../../platform/http/guards';
import { offeringReaders } from '../catalogue/offering-access';
import type { OfferingsDeps } from '../offerings.deps';
import { listOfferingUpdates, postOfferingUpdate } from './offering-updates.service';

const tags = ['offerings'];

/** Issuer updates (issue 18): administrators post them, investors read them newest first. */
export const offeringUpdatesRoutes: FastifyPluginAsyncZod<{ deps: OfferingsDeps }> = async (app, { deps }) => {
  app.post(
    '/admin/offerings/:id/updates',
    {
      config: { guard: 'admin' },
      schema: {
        tags,
        summary: "Post a dated update to an offering's investors",
        params: offeringIdParamSchema,
        body: offeringUpdateRequestSchema,
        response: okResponse(offeringUpdateSchema),
      },
    },
    async (request) =>
      ok(
        await postOfferingUpdate(deps, requireAuth(request), auditActorOf(request), request.params.id, request.body),
        'Posted',
      ),
  );

  for (const reader of offeringReaders) {
    app.get(
      `${reader.prefix}/:id/updates`,
      {
        config: { guard: reader.guard },
        schema: {
          tags,
          summary: "An offering's issuer updates, newest first",
          params: offeringIdParamSchema,
          response: okResponse(offeringUpdateListSchema),
        },
      },
      async (request) =>
        ok({ items: await listOfferingUpdates(deps, requireAuth(request), request.params.id, reader.as) }),
    );
  }
};
