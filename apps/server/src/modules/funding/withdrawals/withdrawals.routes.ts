import { withdrawalPayloadSchema, withdrawRequestSchema } from '@invest/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, okResponse } from '../../../platform/http/envelope';
import { requireAuth } from '../../../platform/http/guards';
import { requireIdempotencyKey } from '../../../platform/http/idempotency';
import type { FundingDeps } from '../funding.deps';
import { createWithdrawal } from './withdrawals.service';

const tags = ['withdrawals'];
const schema = { tags, body: withdrawRequestSchema, response: okResponse(withdrawalPayloadSchema) };
const config = { guard: 'investor', idempotent: true } as const;
const successMessage = 'Your withdrawal is on its way';

/** SPEC 7: POST trading/withdraw (US dollars to the bank, or USDC) and POST digtl/withdraw (USDC only). */
export const withdrawalRoutes: FastifyPluginAsyncZod<{ deps: FundingDeps }> = async (app, { deps }) => {
  for (const [url, isFiatAllowed] of [
    ['/trading/withdraw', true],
    ['/digtl/withdraw', false],
  ] as const) {
    app.post(url, { config, schema }, async (request) => {
      const options = { idempotencyKey: requireIdempotencyKey(request), isFiatAllowed };
      return ok(await createWithdrawal(deps, requireAuth(request), options, request.body), successMessage);
    });
  }
};
