import {
  balanceMovementSchema,
  circleBlockchainAddressIdParamSchema,
  circleBlockchainAddressListSchema,
  circleBlockchainAddressSchema,
  complianceNoticeRequestSchema,
  complianceNoticeSchema,
  gasStationSchema,
  gasStationSettingsRequestSchema,
  pageQuerySchema,
  pageSchema,
  paymentIdParamSchema,
  paymentSchema,
  sweepSchema,
  sweepStatusPayloadSchema,
  usdcBalanceSchema,
  usdcConversionIdParamSchema,
  usdcConversionQuerySchema,
  usdcConversionRequestSchema,
  usdcConversionSchema,
  usdcConversionUpdateSchema,
  usdcDepositRequestSchema,
  usdcDepositUpdateSchema,
  usdcSolWalletPayloadSchema,
  usdcWalletsPayloadSchema,
} from '@invest/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditActorOf } from '../../../platform/audit/audit';
import { ok, okResponse } from '../../../platform/http/envelope';
import { requireAuth } from '../../../platform/http/guards';
import { requireIdempotencyKey } from '../../../platform/http/idempotency';
import type { FundingDeps } from '../funding.deps';
import { providerCallbackRoute } from '../payments/provider-callbacks';
import { findCircleAddresses, getCircleAddress } from './circle-addresses.service';
import { notifyComplianceTeam } from './compliance.service';
import { getGasStation, getSweepStatus, setGasStation, sweepDepositAddresses } from './gas-station.service';
import { createUsdcConversion, findUsdcConversions, updateUsdcConversion } from './usdc-conversions.service';
import { announceUsdcDeposit, findUsdcMovements, findUsdcPayments, updateUsdcDeposit } from './usdc-deposits.service';
import { createSolanaWallet, findSolanaWallet, findUsdcWallets, getUsdcBalance } from './usdc-wallets.service';
import { handleCustodyWebhook } from './usdc-webhook.service';

const tags = ['usdc'];
const investor = { guard: 'investor' } as const;
const verifiedEmail = { guard: 'verifiedEmail' } as const;
const admin = { guard: 'admin' } as const;
const gasStationTags = ['gas station'];
/** Per address: a person converting by hand never comes near it; a script retrying in a loop does. */
const conversionRateLimit = { max: 30, timeWindow: '1 minute' } as const;

/**
 * SPEC 7 "USDC": deposit addresses, the USDC balance, announced deposits, movements, compliance
 * notices and conversions between USDC and US dollars (POST and PUT digtl-balance); SPEC 7
 * "Dashboard"'s Circle deposit addresses (GET circle/blockchainaddresses and
 * circle/blockchainaddresses/{id}); SPEC 7 "Gas station" for administrators (fireblocks/gasstation
 * GET and POST, sweep POST, sweep-status GET); and POST fireblocks/webhook, Fireblocks' transaction
 * updates, RSA-signed over the raw text of the body.
 */
export const usdcRoutes: FastifyPluginAsyncZod<{ deps: FundingDeps }> = async (app, { deps }) => {
  await app.register(
    providerCallbackRoute({
      url: '/fireblocks/webhook',
      tags,
      answer: async (body, headers) =>
        (await handleCustodyWebhook(deps, body, headers)) === 'applied' ? 'Applied' : 'Ignored',
    }),
  );

  app.get(
    '/circle/blockchainaddresses',
    { config: investor, schema: { tags: ['dashboard'], response: okResponse(circleBlockchainAddressListSchema) } },
    async (request) => ok(await findCircleAddresses(deps, requireAuth(request))),
  );

  app.get(
    '/circle/blockchainaddresses/:id',
    {
      config: investor,
      schema: {
        tags: ['dashboard'],
        params: circleBlockchainAddressIdParamSchema,
        response: okResponse(circleBlockchainAddressSchema),
      },
    },
    async (request) => ok(await getCircleAddress(deps, requireAuth(request), request.params.id)),
  );

  app.get(
    '/fireblocks/gasstation',
    { config: admin, schema: { tags: gasStationTags, response: okResponse(gasStationSchema) } },
    async (request) => ok(await getGasStation(deps, requireAuth(request))),
  );

  app.post(
    '/fireblocks/gasstation',
    {
      config: admin,
      schema: { tags: gasStationTags, body: gasStationSettingsRequestSchema, response: okResponse(gasStationSchema) },
    },
    async (request) =>
      ok(await setGasStation(deps, requireAuth(request), auditActorOf(request), request.body), 'Gas station updated'),
  );

  app.post(
    '/fireblocks/sweep',
    { config: { ...admin, idempotent: true }, schema: { tags: gasStationTags, response: okResponse(sweepSchema) } },
    async (request) =>
      ok(await sweepDepositAddresses(deps, requireAuth(request), auditActorOf(request)), 'Sweep started'),
  );

  app.get(
    '/fireblocks/sweep-status',
    { config: admin, schema: { tags: gasStationTags, response: okResponse(sweepStatusPayloadSchema) } },
    async (request) => ok({ sweep: await getSweepStatus(deps, requireAuth(request)) }),
  );

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
    '/digtl-balance',
    {
      config: { ...investor, idempotent: true, rateLimit: conversionRateLimit },
      schema: {
        tags,
        summary:
          'Converts between USDC and US dollars, 1:1, with the platform treasury: the amount is held until it settles (SPEC 7 "USDC")',
        body: usdcConversionRequestSchema,
        response: okResponse(usdcConversionSchema),
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      const conversion = await createUsdcConversion(deps, auth, requireIdempotencyKey(request), request.body);
      return ok(conversion, 'Conversion requested: it is credited when it settles');
    },
  );

  app.put(
    '/digtl-balance/:id',
    {
      config: { ...investor, rateLimit: conversionRateLimit },
      schema: {
        tags,
        summary: 'Changes the amount of a pending conversion, or cancels it (SPEC 7 "USDC")',
        params: usdcConversionIdParamSchema,
        body: usdcConversionUpdateSchema,
        response: okResponse(usdcConversionSchema),
      },
    },
    async (request) => {
      const conversion = await updateUsdcConversion(deps, requireAuth(request), request.params.id, request.body);
      return ok(conversion, conversion.status === 'CANCELLED' ? 'Conversion cancelled' : 'Conversion updated');
    },
  );

  app.get(
    '/digtl-balance/conversions',
    {
      config: verifiedEmail,
      schema: {
        tags,
        summary: "The user's conversions between USDC and US dollars, newest first",
        querystring: usdcConversionQuerySchema,
        response: okResponse(pageSchema(usdcConversionSchema)),
      },
    },
    async (request) => ok(await findUsdcConversions(deps, requireAuth(request), request.query)),
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
