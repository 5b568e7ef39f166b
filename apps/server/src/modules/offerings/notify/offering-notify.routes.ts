import { offeringIdParamSchema, offeringNotifyRequestSchema, offeringSchema } from '@invest/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, okResponse } from '../../../platform/http/envelope';
import { requireAuth } from '../../../platform/http/guards';
import type { OfferingsDeps } from '../offerings.deps';
import { setNotify } from './offering-notify.service';

/** "Notify me" (issue 18): one mail when an upcoming offering opens. */
export const offeringNotifyRoutes: FastifyPluginAsyncZod<{ deps: OfferingsDeps }> = async (app, { deps }) => {
  app.post(
    '/ipo/:id/notify',
    {
      config: { guard: 'verifiedEmail' },
      schema: {
        tags: ['offerings'],
        summary: 'Ask for a mail when an upcoming offering opens, or withdraw the request',
        params: offeringIdParamSchema,
        body: offeringNotifyRequestSchema,
        response: okResponse(offeringSchema),
      },
    },
    async (request) => ok(await setNotify(deps, requireAuth(request), request.params.id, request.body.notify), 'Saved'),
  );
};
