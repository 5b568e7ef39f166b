import {
  payUserBonusRequestSchema,
  userBonusesSchema,
  userBonusListQuerySchema,
  userBonusSchema,
} from '@invest/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditActorOf } from '../../../platform/audit/audit';
import { ok, okResponse } from '../../../platform/http/envelope';
import { requireAuth } from '../../../platform/http/guards';
import type { RewardsDeps } from '../rewards.deps';
import { findBonusesDue, payUserBonus } from './user-bonuses.service';

const tags = ['reports'];

/** SPEC 7 "Reports" user-bonus: the bonuses due to the domain's users, and an administrator paying one. */
export const userBonusRoutes: FastifyPluginAsyncZod<{ deps: RewardsDeps }> = async (app, { deps }) => {
  app.get(
    '/reports/user-bonus',
    {
      config: { guard: 'admin' },
      schema: {
        tags,
        summary: 'The users with a bonus due, the largest first (SPEC 7 GET reports/user-bonus)',
        querystring: userBonusListQuerySchema,
        response: okResponse(userBonusesSchema),
      },
    },
    async (request) => ok(await findBonusesDue(deps, requireAuth(request), request.query)),
  );

  app.post(
    '/reports/user-bonus',
    {
      config: { guard: 'admin', idempotent: true },
      schema: {
        tags,
        summary:
          "Pays a user's bonus due, or part of it, to their balance, unless someone paid them since last_bonus_date (SPEC 7 POST reports/user-bonus)",
        body: payUserBonusRequestSchema,
        response: okResponse(userBonusSchema),
      },
    },
    async (request) => {
      const bonus = await payUserBonus(deps, requireAuth(request), auditActorOf(request), request.body);
      return ok(bonus, `The bonus is in ${bonus.first_name}'s balance`);
    },
  );
};
