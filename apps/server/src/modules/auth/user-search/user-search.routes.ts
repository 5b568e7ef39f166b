import { foundUserSchema, searchUserRequestSchema } from '@invest/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, okResponse } from '../../../platform/http/envelope';
import { requireAuth } from '../../../platform/http/guards';
import { rateLimitCheck } from '../../../platform/http/rate-limit-check';
import type { AuthDeps } from '../auth.deps';
import { searchUser } from './user-search.service';

const tags = ['account'];

/**
 * How many searches one user may make, whatever address they call from (so RATE_LIMITS=off, which
 * lifts the per-address limits, leaves these on): enough to find a few people, too few to test a list
 * of addresses.
 */
export const userSearchRateLimits = {
  perMinute: { max: 10, timeWindow: '1 minute' },
  perHour: { max: 50, timeWindow: '1 hour' },
} as const;

/** SPEC 7 Account: search-user, to find the investor a gift or a transfer goes to. */
export const userSearchRoutes: FastifyPluginAsyncZod<{ deps: AuthDeps }> = async (app, { deps }) => {
  const searcher = (window: string) => (request: FastifyRequest) =>
    `search-user:${window}:${request.tenant.id}:${requireAuth(request).userId}`;
  const refusal = (wait: string) => `You have searched many times. Please try again in ${wait}.`;
  const limits = [
    rateLimitCheck(app, { ...userSearchRateLimits.perMinute, keyGenerator: searcher('minute') }, refusal),
    rateLimitCheck(app, { ...userSearchRateLimits.perHour, keyGenerator: searcher('hour') }, refusal),
  ];

  app.post(
    '/search-user',
    {
      config: { guard: 'verifiedEmail' },
      preHandler: limits,
      schema: {
        tags,
        summary:
          "Finds the domain's investor with exactly this email or account id, as an id and a display name; rate limited per user (SPEC 7 Account search-user)",
        body: searchUserRequestSchema,
        response: okResponse(foundUserSchema),
      },
    },
    async (request) => ok(await searchUser(deps, requireAuth(request), request.body), 'Investor found'),
  );
};
