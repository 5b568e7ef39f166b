import {
  bankDepositRequestSchema,
  bankInstructionsSchema,
  confirmDepositRequestSchema,
  paymentIdParamSchema,
  paymentSchema,
} from '@invest/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, okResponse } from '../../../platform/http/envelope';
import { requireAuth } from '../../../platform/http/guards';
import { requireIdempotencyKey } from '../../../platform/http/idempotency';
import type { FundingDeps } from '../funding.deps';
import { announceBankDeposit, confirmBankDeposit, getBankInstructions } from './bank-transfer.service';

const tags = ['bank transfer'];

/** Deposits by bank transfer: instructions, announcing a transfer, and an administrator's confirmation. */
export const bankTransferRoutes: FastifyPluginAsyncZod<{ deps: FundingDeps }> = async (app, { deps }) => {
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
      ok(await confirmBankDeposit(deps, requireAuth(request).tenantId, request.params.id, request.body), 'Credited'),
  );
};
