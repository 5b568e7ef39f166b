import { bmnAmpRequestSchema, bmnAmpSchema, bmnDepositPayloadSchema, bmnDepositRequestSchema } from '@invest/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, okResponse } from '../../../platform/http/envelope';
import { requireAuth } from '../../../platform/http/guards';
import { requireIdempotencyKey } from '../../../platform/http/idempotency';
import type { FundingDeps } from '../funding.deps';
import { getBmnAmp, saveBmnAmp } from './bmn-amp.service';
import { createBmnDeposit } from './bmn-deposits.service';

const tags = ['bmn'];
const investor = { guard: 'investor' } as const;

/** SPEC 7 "Misc": POST bmn/deposit, and POST/GET bmnamp (the investor's AMP id). */
export const bmnRoutes: FastifyPluginAsyncZod<{ deps: FundingDeps }> = async (app, { deps }) => {
  app.post(
    '/bmn/deposit',
    {
      config: { ...investor, idempotent: true },
      schema: { tags, body: bmnDepositRequestSchema, response: okResponse(bmnDepositPayloadSchema) },
    },
    async (request) => {
      const deposit = await createBmnDeposit(deps, requireAuth(request), requireIdempotencyKey(request), request.body);
      return ok(deposit, 'Deposit complete: your BMN are credited when the transfer is confirmed');
    },
  );

  app.get('/bmnamp', { config: investor, schema: { tags, response: okResponse(bmnAmpSchema) } }, async (request) =>
    ok(await getBmnAmp(deps, requireAuth(request))),
  );

  app.post(
    '/bmnamp',
    { config: investor, schema: { tags, body: bmnAmpRequestSchema, response: okResponse(bmnAmpSchema) } },
    async (request) => ok(await saveBmnAmp(deps, requireAuth(request), request.body), 'AMP id saved'),
  );
};
