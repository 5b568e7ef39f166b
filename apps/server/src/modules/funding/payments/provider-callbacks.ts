import type { IncomingHttpHeaders } from 'node:http';
import { emptyPayloadSchema } from '@invest/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, okResponse } from '../../../platform/http/envelope';

const rawBodySchema = z.string().max(64 * 1024);

/**
 * A route a provider calls back (POST `url`): anyone may call it (the body proves who sent it),
 * within a generous rate limit, and its body reaches `answer` as the raw text the signature is over.
 * It is a plugin of its own because Fastify keeps a plugin's content type parsers to the plugin: the
 * module's other routes still parse JSON. It answers an empty payload with the message `answer` gives.
 */
export function providerCallbackRoute(route: {
  url: string;
  tags: string[];
  answer(body: string, headers: IncomingHttpHeaders): Promise<string>;
}): FastifyPluginAsyncZod {
  return async (app) => {
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser(['application/json', 'text/plain'], { parseAs: 'string' }, (_request, body, done) =>
      done(null, body),
    );
    app.post(
      route.url,
      {
        config: { guard: 'public', rateLimit: { max: 600, timeWindow: '1 minute' } },
        schema: { tags: route.tags, body: rawBodySchema, response: okResponse(emptyPayloadSchema) },
      },
      async (request) => ok({}, await route.answer(request.body, request.headers)),
    );
  };
}
