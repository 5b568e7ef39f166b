import type { FastifyPluginAsync } from 'fastify';
import type { Registry } from 'prom-client';
import { checkMetricsAccess } from './metrics-access';

export interface MetricsRoutesOptions {
  registry: Registry;
  /** METRICS_TOKEN: the bearer token a scraper sends; unset, only this machine and its private network may scrape. */
  token: string | undefined;
}

/**
 * GET /metrics at the root of a server, in Prometheus' text exposition format. It serves the process,
 * not a domain: no tenant is resolved for it, so it answers on any host (a scraper names the machine
 * by its address), and its one guard is the scraper's (metrics-access.ts).
 */
export const metricsRoutes: FastifyPluginAsync<MetricsRoutesOptions> = async (app, { registry, token }) => {
  app.get(
    '/metrics',
    { config: { guard: 'public', isTenantless: true }, schema: { hide: true } },
    async (request, reply) => {
      checkMetricsAccess(request, token);
      reply.type(registry.contentType);
      return registry.metrics();
    },
  );
};
