import {
  bitcoinPriceSchema,
  emptyPayloadSchema,
  lightningAccountSchema,
  lightningCurrenciesSchema,
  lightningInvoiceRequestSchema,
  lightningInvoiceSchema,
  paymentIdParamSchema,
} from '@invest/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, okResponse } from '../../../platform/http/envelope';
import { requireAuth } from '../../../platform/http/guards';
import { requireIdempotencyKey } from '../../../platform/http/idempotency';
import type { FundingDeps } from '../funding.deps';
import { ibexInvoiceWebhookSchema } from './ibex-webhook';
import { getBitcoinPrice, getLightningAccount, listLightningCurrencies } from './lightning-account.service';
import { createLightningInvoice, getOwnLightningInvoice } from './lightning-invoices.service';
import { handleIbexWebhook } from './lightning-webhook.service';

const tags = ['lightning'];
const investor = { guard: 'investor' } as const;
const signedIn = { guard: 'signedIn' } as const;

/**
 * SPEC 7 "Lightning": GET ibex/account, btc, currencies and POST ibex/lnurl; beside them GET
 * ibex/lnurl/{id} (the invoice's state, which a client polls while it shows the invoice) and the
 * provider's paid webhook, POST ibex/webhook.
 */
export const lightningRoutes: FastifyPluginAsyncZod<{ deps: FundingDeps }> = async (app, { deps }) => {
  app.get(
    '/ibex/account',
    { config: investor, schema: { tags, response: okResponse(lightningAccountSchema) } },
    async (request) => ok(await getLightningAccount(deps, requireAuth(request))),
  );

  app.get('/ibex/btc', { config: signedIn, schema: { tags, response: okResponse(bitcoinPriceSchema) } }, async () =>
    ok(await getBitcoinPrice(deps)),
  );

  app.get(
    '/ibex/currencies',
    { config: signedIn, schema: { tags, response: okResponse(lightningCurrenciesSchema) } },
    async () => ok(await listLightningCurrencies(deps)),
  );

  app.post(
    '/ibex/lnurl',
    {
      config: { ...investor, idempotent: true },
      schema: { tags, body: lightningInvoiceRequestSchema, response: okResponse(lightningInvoiceSchema) },
    },
    async (request) => {
      const auth = requireAuth(request);
      const invoice = await createLightningInvoice(deps, auth, requireIdempotencyKey(request), request.body);
      return ok(invoice, 'Lightning invoice ready: the bitcoin is credited when it is paid');
    },
  );

  app.get(
    '/ibex/lnurl/:id',
    { config: investor, schema: { tags, params: paymentIdParamSchema, response: okResponse(lightningInvoiceSchema) } },
    async (request) => ok(await getOwnLightningInvoice(deps, requireAuth(request), request.params.id)),
  );

  app.post(
    '/ibex/webhook',
    {
      config: { guard: 'public', rateLimit: { max: 600, timeWindow: '1 minute' } },
      schema: { tags, body: ibexInvoiceWebhookSchema, response: okResponse(emptyPayloadSchema) },
    },
    async (request) => {
      const outcome = await handleIbexWebhook(deps, request.body);
      return ok({}, outcome === 'applied' ? 'Applied' : 'Ignored');
    },
  );
};
