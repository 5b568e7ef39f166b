import { bankDetailsPayloadSchema, bankDetailsRequestSchema, bankDetailsSchema } from '@invest/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, okResponse } from '../../../platform/http/envelope';
import { requireAuth } from '../../../platform/http/guards';
import type { FundingDeps } from '../funding.deps';
import { findOwnBankDetails, saveBankDetails } from './bank-details.service';

const tags = ['account'];

/** SPEC 7 Account: bank-details GET and POST (where fiat withdrawals go). */
export const bankDetailsRoutes: FastifyPluginAsyncZod<{ deps: FundingDeps }> = async (app, { deps }) => {
  app.get(
    '/account/bank-details',
    { config: { guard: 'verifiedEmail' }, schema: { tags, response: okResponse(bankDetailsPayloadSchema) } },
    async (request) => ok({ bank_details: await findOwnBankDetails(deps, requireAuth(request)) }),
  );

  app.post(
    '/account/bank-details',
    {
      config: { guard: 'verifiedEmail' },
      schema: { tags, body: bankDetailsRequestSchema, response: okResponse(bankDetailsSchema) },
    },
    async (request) => ok(await saveBankDetails(deps, requireAuth(request), request.body), 'Saved'),
  );
};
