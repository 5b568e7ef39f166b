import {
  emptyPayloadSchema,
  swapIdParamSchema,
  swapSchema,
  transakOrderRequestSchema,
  transakOrderSchema,
} from '@invest/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, okResponse } from '../../../platform/http/envelope';
import { requireAuth } from '../../../platform/http/guards';
import { requireIdempotencyKey } from '../../../platform/http/idempotency';
import type { FundingDeps } from '../funding.deps';
import { createTransakOrder, getTransakTransaction, handleTransakWebhook } from './transak.service';

const tags = ['swaps'];

/** Transak: POST transak/order, GET transak/transaction/{id} (SPEC 7 "Other"), and Transak's webhook. */
export const transakRoutes: FastifyPluginAsyncZod<{ deps: FundingDeps }> = async (app, { deps }) => {
  app.post(
    '/transak/order',
    {
      config: { guard: 'investor', idempotent: true },
      schema: { tags, body: transakOrderRequestSchema, response: okResponse(transakOrderSchema) },
    },
    async (request) => {
      const auth = requireAuth(request);
      const order = await createTransakOrder(deps, auth, requireIdempotencyKey(request), request.body);
      return ok(order, 'Transak order recorded: it is credited when Transak delivers');
    },
  );

  app.get(
    '/transak/transaction/:id',
    { config: { guard: 'investor' }, schema: { tags, params: swapIdParamSchema, response: okResponse(swapSchema) } },
    async (request) => ok(await getTransakTransaction(deps, requireAuth(request), request.params.id)),
  );

  app.post(
    '/transak/webhook',
    {
      config: { guard: 'public', rateLimit: { max: 600, timeWindow: '1 minute' } },
      schema: { tags, body: z.unknown(), response: okResponse(emptyPayloadSchema) },
    },
    async (request) => {
      const outcome = await handleTransakWebhook(deps, request.body);
      return ok({}, outcome === 'applied' ? 'Applied' : 'Ignored');
    },
  );
};
