import {
  analyticsCountsQuerySchema,
  analyticsCountsSchema,
  analyticsEventAnswerSchema,
  analyticsEventRequestSchema,
} from '@invest/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, okResponse } from '../../../platform/http/envelope';
import { requireAuth } from '../../../platform/http/guards';
import type { AdminDeps } from '../admin.deps';
import { readEventCounts, trackEvent } from './analytics.service';

/** Do Not Track, or its successor Global Privacy Control. */
const asksNotToBeTracked = (request: FastifyRequest) =>
  request.headers.dnt === '1' || request.headers['sec-gpc'] === '1';

/** Events a client may send: enough for a session's clicks, not enough to fill the counts. */
const eventRateLimit = { max: 120, timeWindow: '1 minute' } as const;

/** Product analytics (SPEC 7 Other, POST mixpanel/event) and their counts for administrators. */
export const analyticsRoutes: FastifyPluginAsyncZod<{ deps: AdminDeps }> = async (app, { deps }) => {
  app.post(
    '/mixpanel/event',
    {
      config: { guard: 'optionalAuth', rateLimit: eventRateLimit },
      schema: {
        tags: ['analytics'],
        summary: 'A product analytics event from the web app: counted, and sent to Mixpanel when configured',
        description:
          'Properties carry no personal data and no amounts (refused with 400). A request with DNT: 1 or Sec-GPC: 1 is answered with recorded false and nothing is kept.',
        body: analyticsEventRequestSchema,
        response: okResponse(analyticsEventAnswerSchema),
      },
    },
    async (request) =>
      ok(
        await trackEvent(
          deps,
          {
            tenantId: request.tenant.id,
            userId: request.auth?.userId ?? null,
            doNotTrack: asksNotToBeTracked(request),
          },
          request.body,
        ),
      ),
  );

  app.get(
    '/admin/analytics',
    {
      config: { guard: 'admin' },
      schema: {
        tags: ['admin'],
        summary: 'How many times each analytics event happened on each day of a range',
        querystring: analyticsCountsQuerySchema,
        response: okResponse(analyticsCountsSchema),
      },
    },
    async (request) => ok(await readEventCounts(deps, requireAuth(request).tenantId, request.query)),
  );
};
