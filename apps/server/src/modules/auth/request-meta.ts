import type { FastifyRequest } from 'fastify';
import type { RequestMeta } from './auth.deps';

/** User agents are kept for the account's device list; a longer one is cut, not refused. */
const maxUserAgentLength = 512;

export function requestMeta(request: FastifyRequest): RequestMeta {
  return {
    tenantId: request.tenant.id,
    ip: request.ip,
    userAgent: (request.headers['user-agent'] ?? '').slice(0, maxUserAgentLength),
    origin: request.headers.origin,
  };
}

/** Per tenant and client IP (the platform's rate-limit key). */
export const rateLimits = {
  signIn: { max: 10, timeWindow: '1 minute' },
  refresh: { max: 60, timeWindow: '1 minute' },
  mail: { max: 5, timeWindow: '1 minute' },
  secret: { max: 10, timeWindow: '1 minute' },
} as const;
