import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../errors';
import { waitWords } from './wait-words';

type RateLimitOptions = NonNullable<Parameters<FastifyInstance['createRateLimit']>[0]>;

/**
 * A preHandler spending one of `options`' budget per request (after validation, so only valid
 * requests count); once spent it refuses with 429 RATE_LIMITED and Retry-After, `refusal` wording
 * the message with the wait.
 */
export function rateLimitCheck(app: FastifyInstance, options: RateLimitOptions, refusal: (wait: string) => string) {
  const limit = app.createRateLimit(options);
  return async (request: FastifyRequest) => {
    const result = await limit(request);
    if (result.isAllowed || !result.isExceeded) return;
    throw new AppError('RATE_LIMITED', refusal(waitWords(result.ttlInSeconds)), {
      headers: { 'retry-after': String(result.ttlInSeconds) },
    });
  };
}
