import { type Swap, swapIdParamSchema, swapSchema } from '@invest/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { AuthContext } from '../../../platform/http/context';
import { ok, okResponse } from '../../../platform/http/envelope';
import { requireAuth } from '../../../platform/http/guards';
import { requireIdempotencyKey } from '../../../platform/http/idempotency';

type SwapApp = Parameters<FastifyPluginAsyncZod>[0];

const tags = ['swaps'];
const opened = 'Swap opened: it is credited when the provider delivers';

/** POST `url`: an investor opens a swap; a retry with the same Idempotency-Key answers the first one. */
export function openSwapRoute<Body extends z.ZodType>(
  app: SwapApp,
  url: string,
  body: Body,
  open: (auth: AuthContext, idempotencyKey: string, body: z.output<Body>) => Promise<Swap>,
): void {
  app.post(
    url,
    {
      config: { guard: 'investor', idempotent: true },
      schema: { tags, body, response: okResponse(swapSchema) },
    },
    async (request: FastifyRequest) => {
      const auth = requireAuth(request);
      return ok(await open(auth, requireIdempotencyKey(request), request.body as z.output<Body>), opened);
    },
  );
}

/** GET `url`/:id: one of the investor's own swaps. */
export function ownSwapRoute(app: SwapApp, url: string, find: (auth: AuthContext, id: string) => Promise<Swap>): void {
  app.get(
    `${url}/:id`,
    { config: { guard: 'investor' }, schema: { tags, params: swapIdParamSchema, response: okResponse(swapSchema) } },
    async (request) => ok(await find(requireAuth(request), request.params.id)),
  );
}
