import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { installErrorHandling } from '../http/error-handler';
import { type MetricsRoutesOptions, metricsRoutes } from './metrics.routes';

export interface MetricsListener {
  /** The port it listens on (METRICS_PORT, or the one the system chose for 0). */
  port: number;
  close(): Promise<void>;
}

/**
 * The worker's own HTTP listener (METRICS_PORT): GET /metrics and nothing else, with the same guard
 * as on the api and trading roles; any other path is a 404 in the API.md envelope. The worker serves
 * no API, so nothing else listens here.
 */
export async function listenForMetrics(
  options: MetricsRoutesOptions & { host: string; port: number },
): Promise<MetricsListener> {
  const app = Fastify({ logger: false });
  installErrorHandling(app);
  await app.register(metricsRoutes, { registry: options.registry, token: options.token });
  await app.listen({ host: options.host, port: options.port });
  return {
    port: (app.server.address() as AddressInfo).port,
    close: () => app.close(),
  };
}
