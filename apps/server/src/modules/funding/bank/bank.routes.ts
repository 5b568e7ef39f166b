import {
  bankDepositRequestSchema,
  bankDetailsPayloadSchema,
  bankDetailsRequestSchema,
  bankDetailsSchema,
  bankInstructionsSchema,
  confirmDepositRequestSchema,
  paymentIdParamSchema,
  paymentSchema,
} from '@invest/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditActorOf } from '../../../platform/audit/audit';
import { ok, okResponse } from '../../../platform/http/envelope';
import { requireAuth } from '../../../platform/http/guards';
import { requireIdempotencyKey } from '../../../platform/http/idempotency';
import type { FundingDeps } from '../funding.deps';
import { findOwnBankDetails, saveBankDetails } from './bank-details.service';
import { announceBankDeposit, confirmBankDeposit, getBankInstructions } from './bank-transfer.service';

const tags = ['bank transfer'];
const accountTags = ['account'];

/**
 * The bank: deposits by bank transfer (instructions, announcing a transfer, and an administrator's
 * confirmation), and SPEC 7 Account's bank-details GET and POST (where fiat withdrawals go).
 */
export const bankRoutes: FastifyPluginAsyncZod<{ deps: FundingDeps }> = async (app, { deps }) => {
  app.get(
    '/funding/bank-transfer',
    { config: { guard: 'investor' }, schema: { tags, response: okResponse(bankInstructionsSchema) } },
    async (request) => ok(await getBankInstructions(deps, requireAuth(request))),
  );

  app.post(
    '/funding/bank-transfer',
    {
      config: { guard: 'investor', idempotent: true },
      schema: { tags, body: bankDepositRequestSchema, response: okResponse(paymentSchema) },
    },
    async (request) =>
      ok(
        await announceBankDeposit(deps, requireAuth(request), requireIdempotencyKey(request), request.body),
        'We will credit your transfer when it arrives',
      ),
  );

  app.post(
    '/admin/funding/payments/:id/confirm',
    {
      config: { guard: 'admin', idempotent: true },
      schema: {
        tags,
        params: paymentIdParamSchema,
        body: confirmDepositRequestSchema,
        response: okResponse(paymentSchema),
      },
    },
    async (request) =>
      ok(
        await confirmBankDeposit(
          deps,
          requireAuth(request).tenantId,
          auditActorOf(request),
          request.params.id,
          request.body,
        ),
        'Credited',
      ),
  );

  app.get(
    '/account/bank-details',
    {
      config: { guard: 'verifiedEmail' },
      schema: { tags: accountTags, response: okResponse(bankDetailsPayloadSchema) },
    },
    async (request) => ok({ bank_details: await findOwnBankDetails(deps, requireAuth(request)) }),
  );

  app.post(
    '/account/bank-details',
    {
      config: { guard: 'verifiedEmail' },
      schema: { tags: accountTags, body: bankDetailsRequestSchema, response: okResponse(bankDetailsSchema) },
    },
    async (request) => ok(await saveBankDetails(deps, requireAuth(request), request.body), 'Saved'),
  );
};
