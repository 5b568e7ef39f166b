import {
  balanceMovementSchema,
  complianceNoticeRequestSchema,
  complianceNoticeSchema,
  pageQuerySchema,
  pageSchema,
  paymentIdParamSchema,
  paymentSchema,
  usdcBalanceSchema,
  usdcDepositRequestSchema,
  usdcDepositUpdateSchema,
  usdcSolWalletPayloadSchema,
  usdcWalletsPayloadSchema,
} from '@invest/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, okResponse } from '../../../platform/http/envelope';
import { requireAuth } from '../../../platform/http/guards';
import { requireIdempotencyKey } from '../../../platform/http/idempotency';
import type { FundingDeps } from '../funding.deps';
import { circleAddressRoutes } from './circle-addresses.routes';
import { notifyComplianceTeam } from './compliance.service';
import { fireblocksWebhookRoutes } from './fireblocks-webhook.routes';
import { gasStationRoutes } from './gas-station.routes';
import { announceUsdcDeposit, findUsdcMovements, findUsdcPayments, updateUsdcDeposit } from './usdc-deposits.service';
import { createSolanaWallet, findSolanaWallet, findUsdcWallets, getUsdcBalance } from './usdc-wallets.service';

const tags = ['usdc'];
const investor = { guard: 'investor' } as const;
const verifiedEmail = { guard: 'verifiedEmail' } as const;

/**
 * SPEC 7 "USDC": deposit addresses, the USDC balance, announced deposits, movements and compliance
 * notices; beside them the Circle deposit addresses, the gas station and Fireblocks' webhook.
 */
export const usdcRoutes: FastifyPluginAsyncZod<{ deps: FundingDeps }> = async (app, { deps }) => {
  await app.register(circleAddressRoutes, { deps });
  await app.register(gasStationRoutes, { deps });
  await app.register(fireblocksWebhookRoutes, { deps });

  app.get(
    '/digtl/usdc-wallet',
    { config: investor, schema: { tags, response: okResponse(usdcWalletsPayloadSchema) } },
    async (request) => ok(await findUsdcWallets(deps, requireAuth(request))),
  );

  for (const url of ['/usdc-balance', '/digtl/balance']) {
    app.get(
      url,
      { config: verifiedEmail, schema: { tags, response: okResponse(usdcBalanceSchema) } },
      async (request) => ok(await getUsdcBalance(deps, requireAuth(request))),
    );
  }

  app.get(
    '/fireblocks/usdcsolwallet',
    { config: investor, schema: { tags, response: okResponse(usdcSolWalletPayloadSchema) } },
    async (request) => ok({ wallet: await findSolanaWallet(deps, requireAuth(request)) }),
  );

  app.post(
    '/fireblocks/usdcsolwallet',
    { config: investor, schema: { tags, response: okResponse(usdcSolWalletPayloadSchema) } },
    async (request) => ok({ wallet: await createSolanaWallet(deps, requireAuth(request)) }, 'Solana address ready'),
  );

  app.post(
    '/digtl-payment',
    {
      config: { ...investor, idempotent: true },
      schema: { tags, body: usdcDepositRequestSchema, response: okResponse(paymentSchema) },
    },
    async (request) => {
      const auth = requireAuth(request);
      const payment = await announceUsdcDeposit(deps, auth, requireIdempotencyKey(request), request.body);
      return ok(payment, 'USDC deposit recorded: it is credited when the transfer is confirmed');
    },
  );

  app.put(
    '/digtl-payment/:id',
    {
      config: investor,
      schema: {
        tags,
        params: paymentIdParamSchema,
        body: usdcDepositUpdateSchema,
        response: okResponse(paymentSchema),
      },
    },
    async (request) =>
      ok(await updateUsdcDeposit(deps, requireAuth(request), request.params.id, request.body), 'Deposit updated'),
  );

  app.get(
    '/digtl-payment',
    {
      config: verifiedEmail,
      schema: { tags, querystring: pageQuerySchema, response: okResponse(pageSchema(paymentSchema)) },
    },
    async (request) => ok(await findUsdcPayments(deps, requireAuth(request), request.query)),
  );

  app.get(
    '/digtl-balance',
    {
      config: verifiedEmail,
      schema: { tags, querystring: pageQuerySchema, response: okResponse(pageSchema(balanceMovementSchema)) },
    },
    async (request) => ok(await findUsdcMovements(deps, requireAuth(request), request.query)),
  );

  app.post(
    '/notify-compliance-team',
    {
      config: verifiedEmail,
      schema: { tags, body: complianceNoticeRequestSchema, response: okResponse(complianceNoticeSchema) },
    },
    async (request) => {
      const { notice, isNew } = await notifyComplianceTeam(deps, requireAuth(request), request.body);
      return ok(notice, isNew ? 'The compliance team has been told' : 'The compliance team was told already');
    },
  );
};
