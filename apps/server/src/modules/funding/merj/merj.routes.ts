import { merjAccountSummarySchema, merjDepositPayloadSchema, merjDepositRequestSchema } from '@invest/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, okResponse } from '../../../platform/http/envelope';
import { requireAuth } from '../../../platform/http/guards';
import { requireIdempotencyKey } from '../../../platform/http/idempotency';
import type { FundingDeps } from '../funding.deps';
import { depositToMerj, getMerjSummary } from './merj.service';

const tags = ['merj'];
const investor = { guard: 'investor' } as const;

/** SPEC 7 "Other trading": POST merj/account/deposit and GET merj/account/summary. */
export const merjRoutes: FastifyPluginAsyncZod<{ deps: FundingDeps }> = async (app, { deps }) => {
  app.post(
    '/merj/account/deposit',
    {
      config: { ...investor, idempotent: true },
      schema: { tags, body: merjDepositRequestSchema, response: okResponse(merjDepositPayloadSchema) },
    },
    async (request) => {
      const deposit = await depositToMerj(deps, requireAuth(request), requireIdempotencyKey(request), request.body);
      return ok(deposit, 'Moved to your merj trading account');
    },
  );

  app.get(
    '/merj/account/summary',
    { config: investor, schema: { tags, response: okResponse(merjAccountSummarySchema) } },
    async (request) => ok(await getMerjSummary(deps, requireAuth(request))),
  );
};
