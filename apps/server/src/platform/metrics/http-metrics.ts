import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Counter, Histogram, type Registry } from 'prom-client';

/** The role of the server a request reached (ARCHITECTURE.md): the worker serves no requests. */
export type HttpRole = 'api' | 'trading';

/** The route label of a request no route matched: one value, so probes of random paths add no series. */
export const unmatchedRoute = 'unmatched';

const labelNames = ['role', 'method', 'route', 'status_code'] as const;

export interface HttpMetrics {
  /** Counts and times every answer of `app`, labelled with `role`. */
  instrument(app: FastifyInstance, role: HttpRole): void;
}

/**
 * Requests answered, and how long each took from arrival to the last byte written, by role, method,
 * route pattern (Fastify's route URL, `/v1/orders/:id`, never the path with its ids) and status code.
 */
export function createHttpMetrics(registry: Registry): HttpMetrics {
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by role, method, route pattern and status code',
    labelNames,
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from receiving an HTTP request to the end of its answer, by role, method, route pattern and status code',
    labelNames,
    registers: [registry],
  });
  const record = (role: HttpRole, request: FastifyRequest, reply: FastifyReply) => {
    const labels = {
      role,
      method: request.method,
      route: request.routeOptions.url ?? unmatchedRoute,
      status_code: String(reply.statusCode),
    };
    requests.inc(labels);
    duration.observe(labels, reply.elapsedTime / 1000);
  };
  return {
    instrument(app, role) {
      app.addHook('onResponse', async (request, reply) => record(role, request, reply));
    },
  };
}
