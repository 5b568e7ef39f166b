import type { ServerResponse } from 'node:http';
import { orderIdParamSchema } from '@invest/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../../platform/db/database';
import { requireAuth } from '../../../platform/http/guards';
import type { RealtimeHub } from '../../../platform/realtime/hub';
import { eventStreamSink } from '../../../platform/realtime/sinks';
import { getOrder } from '../queries/order-queries.service';
import type { Subscription } from './feed-market';
import type { UserFeed } from './feed-users';

/** A comment line now and then keeps proxies from closing a quiet stream. */
const keepAliveMs = 25_000;

export interface OrderStreamDeps {
  db: Database;
  hub: RealtimeHub;
  users: UserFeed;
}

/**
 * GET /api/orders/{id} (SPEC 7 "Event stream orders/{id}"): text/event-stream of one of the caller's
 * orders, an `order` event with its current state, then one at each change. Another user's order,
 * or none, is 404 before the stream starts.
 */
export const orderStreamRoutes: FastifyPluginAsyncZod<OrderStreamDeps> = async (app, deps) => {
  const streams = new Set<ServerResponse>();
  // The host is stopping: a stream never ends by itself, so each ends now and its client reconnects,
  // to another instance or to this one restarted.
  app.addHook('preClose', async () => {
    for (const stream of streams) stream.end();
  });
  app.get(
    '/orders/:id',
    {
      config: { guard: 'investor' },
      schema: { tags: ['trading'], params: orderIdParamSchema },
    },
    async (request, reply) => {
      const owner = requireAuth(request);
      await getOrder(deps, owner, request.params.id);
      reply.hijack();
      for (const [name, value] of Object.entries(reply.getHeaders())) {
        if (value !== undefined) reply.raw.setHeader(name, value);
      }
      reply.raw.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache',
        'x-accel-buffering': 'no',
      });
      const client = deps.hub.client(eventStreamSink(reply.raw));
      const keepAlive = setInterval(() => client.send(': keep-alive\n\n'), keepAliveMs).unref();
      let subscription: Subscription | null = null;
      let isClosed = false;
      streams.add(reply.raw);
      reply.raw.on('close', () => {
        streams.delete(reply.raw);
        isClosed = true;
        clearInterval(keepAlive);
        subscription?.close();
      });
      try {
        subscription = await deps.users.followOrder(client, owner, request.params.id);
      } catch (error) {
        request.log.error(error);
        reply.raw.destroy();
        return;
      }
      if (isClosed) subscription.close();
    },
  );
};
