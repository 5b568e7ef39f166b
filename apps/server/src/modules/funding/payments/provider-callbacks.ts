import type { FastifyInstance } from 'fastify';
import { z } from 'zod';

/**
 * What the routes a provider calls back share: anyone may call them (the body proves who sent it),
 * within a generous rate limit, and their bodies are kept as the raw text the signatures are over.
 */
export const providerCallback = { guard: 'public', rateLimit: { max: 600, timeWindow: '1 minute' } } as const;

export const rawBodySchema = z.string().max(64 * 1024);

/**
 * JSON and text bodies reach the routes of the plugin this is called in as raw strings; Fastify keeps
 * a plugin's content type parsers to the plugin, so the module's other routes still parse JSON.
 */
export function keepRawBodies(app: Pick<FastifyInstance, 'removeContentTypeParser' | 'addContentTypeParser'>): void {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser(['application/json', 'text/plain'], { parseAs: 'string' }, (_request, body, done) =>
    done(null, body),
  );
}
