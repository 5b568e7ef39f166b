import type { FastifyInstance } from 'fastify';
import type { AppContext } from './context';
import type { RealtimeLimits, TradingRoleParts } from './modules/trading';
import { measureOutboxBacklog } from './platform/events/outbox-backlog';
import { createIdempotencyStore } from './platform/http/idempotency-store';
import { createHttpServer, type HttpServerOptions } from './platform/http/server';
import type { HttpRole } from './platform/metrics/http-metrics';
import { metricsRoutes } from './platform/metrics/metrics.routes';
import { listenForMetrics } from './platform/metrics/metrics-listener';
import type { RoleParts } from './platform/module';
import { isTradingPageOrigin } from './trading-origin';

declare module 'fastify' {
  interface FastifyInstance {
    /** The trading role's sandbox market maker (MARKET_MAKER=on); null when it is off. */
    marketMaker: TradingRoleParts['marketMaker'];
    /** The trading role's announcement of markets opening and closing by their hours. */
    marketSessions: TradingRoleParts['marketSessions'];
  }
}

/**
 * What the web app may connect to besides its own origin (CSP connect-src): the trading host, over
 * HTTP and its websocket, and nothing else. Without TRADING_PUBLIC_URL the trading host is each
 * domain's own host on TRADING_PORT.
 */
export function tradingConnectSources(config: Pick<AppContext['config'], 'TRADING_PUBLIC_URL' | 'TRADING_PORT'>) {
  if (config.TRADING_PUBLIC_URL) {
    const { origin, protocol } = new URL(config.TRADING_PUBLIC_URL);
    return [origin, origin.replace(protocol, protocol === 'https:' ? 'wss:' : 'ws:')];
  }
  return ['http', 'https', 'ws', 'wss'].map((scheme) => `${scheme}://*:${config.TRADING_PORT}`);
}

/**
 * A role's HTTP server: the platform's envelope, guards and tenancy, every answer counted in the
 * metrics under `role`, and GET /metrics at its root.
 */
async function baseServer(
  context: AppContext,
  role: HttpRole,
  title: string,
  isAllowedOrigin: HttpServerOptions['isAllowedOrigin'],
): Promise<FastifyInstance> {
  const { config, metrics } = context;
  const app = await createHttpServer({
    title,
    logLevel: config.LOG_LEVEL,
    prettyLogs: config.NODE_ENV === 'development' && process.stdout.isTTY === true,
    trustProxy: config.TRUST_PROXY === 'true',
    limitsAddresses: config.RATE_LIMITS === 'on',
    resolveTenant: (host) => context.tenants.resolveTenant(host),
    isAllowedOrigin,
    authenticate: (request, token) => context.auth.authenticate(request, token),
    idempotency: createIdempotencyStore(context.database.db, config.IDEMPOTENCY_STALE_AFTER),
    connectSources: tradingConnectSources(config),
    docs: config.apiDocs,
    ping: () => context.database.ping(),
  });
  metrics.instrumentHttp(app, role);
  await app.register(metricsRoutes, { registry: metrics.registry, token: config.METRICS_TOKEN });
  return app;
}

/**
 * Registers the modules' parts of one role: their routes under the role's prefix, then their root
 * routes; starts what they run beside the requests, and stops it, last started first, when the server
 * closes.
 */
async function assembleRole(app: FastifyInstance, prefix: string, parts: RoleParts[]): Promise<void> {
  await app.register(
    async (scope) => {
      for (const part of parts) if (part.routes) await scope.register(part.routes);
    },
    { prefix },
  );
  for (const part of parts) if (part.rootRoutes) await app.register(part.rootRoutes);
  app.addHook('onClose', async () => {
    for (const part of [...parts].reverse()) await part.stop?.();
  });
  for (const part of parts) await part.start?.();
}

/** The main API role: /v1 and the web app. */
export async function buildApiApp(context: AppContext): Promise<FastifyInstance> {
  const app = await baseServer(context, 'api', 'Investing platform API', (origin) =>
    context.tenants.isAllowedOrigin(origin),
  );
  await assembleRole(
    app,
    '/v1',
    context.modules.flatMap((module) => module.api?.() ?? []),
  );
  return app;
}

/**
 * The worker role: the outbox relay and every module's jobs, and with METRICS_PORT its own listener
 * of GET /metrics, which reports the outbox's backlog; the answer says that listener's port (null
 * without one) and stops them all.
 */
export async function startWorker(context: AppContext): Promise<{ metricsPort: number | null; stop(): Promise<void> }> {
  const { config, metrics } = context;
  const parts = context.modules.flatMap((module) => module.worker?.() ?? []);
  metrics.reportOutboxBacklog(() => measureOutboxBacklog(context.database.db));
  const listener =
    config.METRICS_PORT === undefined
      ? null
      : await listenForMetrics({
          registry: metrics.registry,
          token: config.METRICS_TOKEN,
          host: config.HOST,
          port: config.METRICS_PORT,
        });
  context.outbox.start();
  for (const part of parts) await part.start?.();
  return {
    metricsPort: listener?.port ?? null,
    async stop() {
      await listener?.close();
      for (const part of [...parts].reverse()) await part.stop?.();
    },
  };
}

/** The trading host role: /api and the websocket; tests may give the realtime feeds smaller limits. */
export async function buildTradingApp(
  context: AppContext,
  options: { realtime?: RealtimeLimits } = {},
): Promise<FastifyInstance> {
  const isDomainOrigin = (origin: string) => context.tenants.isAllowedOrigin(origin);
  const app = await baseServer(context, 'trading', 'Investing platform trading API', (origin, host) =>
    isTradingPageOrigin({ config: context.config, isDomainOrigin }, origin, host),
  );
  const trading = context.trading.trading(options);
  app.decorate('marketMaker', trading.marketMaker);
  app.decorate('marketSessions', trading.marketSessions);
  const stopCountingWebsockets = context.metrics.countWebsocketClients(trading.websocketClients);
  app.addHook('onClose', async () => stopCountingWebsockets());
  await assembleRole(app, '/api', [trading]);
  return app;
}
