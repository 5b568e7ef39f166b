import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from './context';
import { lookupsRoutes } from './modules/lookups';
import { reportsRoutes } from './modules/reports';
import { tenantPageRoutes, tenantsRoutes } from './modules/tenants';
import type { RealtimeLimits, TradingRoleParts } from './modules/trading';
import { createIdempotencyStore } from './platform/http/idempotency-store';
import { createHttpServer } from './platform/http/server';

declare module 'fastify' {
  interface FastifyInstance {
    /** The trading role's sandbox market maker (MARKET_MAKER=on); null when it is off. */
    marketMaker: TradingRoleParts['marketMaker'];
  }
}

const defaultWebDist = fileURLToPath(new URL('../../web/dist', import.meta.url));

function tradingOrigin(context: AppContext, host: string): string {
  if (context.config.TRADING_PUBLIC_URL) return new URL(context.config.TRADING_PUBLIC_URL).origin;
  const protocol = new URL(context.config.PUBLIC_URL).protocol;
  const hostname = host.replace(/:\d+$/, '') || 'localhost';
  return `${protocol}//${hostname}:${context.config.TRADING_PORT}`;
}

function baseServer(context: AppContext, title: string) {
  const { config } = context;
  return createHttpServer({
    title,
    logLevel: config.LOG_LEVEL,
    prettyLogs: config.NODE_ENV === 'development' && process.stdout.isTTY === true,
    trustProxy: config.TRUST_PROXY === 'true',
    resolveTenant: (host) => context.tenants.resolveTenant(host),
    isAllowedOrigin: (origin) => context.tenants.isAllowedOrigin(origin),
    authenticate: (request, token) => context.auth.authenticate(request, token),
    idempotency: createIdempotencyStore(context.database.db, config.IDEMPOTENCY_STALE_AFTER),
    connectSources: config.TRADING_PUBLIC_URL
      ? [new URL(config.TRADING_PUBLIC_URL).origin, 'ws:', 'wss:']
      : [`http://*:${config.TRADING_PORT}`, `https://*:${config.TRADING_PORT}`, 'ws:', 'wss:'],
    ping: () => context.database.ping(),
  });
}

/** The main API role: /v1 and the web app. */
export async function buildApiApp(context: AppContext): Promise<FastifyInstance> {
  const app = await baseServer(context, 'Investing platform API');
  const trading = context.trading.api();
  await app.register(
    async (v1) => {
      await v1.register(tenantsRoutes, { tenants: context.tenants });
      await v1.register(lookupsRoutes, { lookups: context.lookups });
      await v1.register(context.auth.routes);
      await v1.register(context.onboarding.routes);
      await v1.register(context.funding.routes);
      await v1.register(reportsRoutes, { deps: { db: context.database.db, clock: context.clock } });
      await v1.register(trading.routes);
    },
    { prefix: '/v1' },
  );
  await app.register(tenantPageRoutes, {
    tenants: context.tenants,
    webDist: context.config.WEB_DIST ?? defaultWebDist,
    tradingUrlFor: (host) => tradingOrigin(context, host),
  });
  return app;
}

/** The trading host role: /api. */
export async function buildTradingApp(
  context: AppContext,
  options: { realtime?: RealtimeLimits } = {},
): Promise<FastifyInstance> {
  const app = await baseServer(context, 'Investing platform trading API');
  const trading = context.trading.trading(options);
  app.decorate('marketMaker', trading.marketMaker);
  await trading.start();
  app.addHook('onClose', () => trading.stop());
  await app.register(trading.routes, { prefix: '/api' });
  await app.register(trading.rootRoutes);
  return app;
}
