import type { FastifyInstance } from 'fastify';
import type { AppContext } from './context';
import { getUserRecord } from './modules/auth';
import {
  createDayExpirySchedule,
  createMarketDesk,
  createMarketDirectory,
  createMarketMakerSchedule,
  createTradingHostClient,
  createTradingRealtime,
  type MarketMakerTick,
  type RealtimeLimits,
  tradingApiRoutes,
  tradingRoutes,
} from './modules/trading';
import { createIdempotencyStore } from './platform/http/idempotency-store';
import { createHttpServer } from './platform/http/server';
import type { IntervalJob } from './platform/jobs/interval-job';
import type { RoleParts, ServerModule } from './platform/module';

declare module 'fastify' {
  interface FastifyInstance {
    /** The trading role's sandbox market maker (MARKET_MAKER=on); null when it is off. */
    marketMaker: IntervalJob<MarketMakerTick[]> | null;
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

/** Where the api role reaches the trading role: TRADING_INTERNAL_URL, else the trading port of this machine. */
function tradingInternalUrl(context: AppContext): string {
  return context.config.TRADING_INTERNAL_URL ?? `http://127.0.0.1:${context.config.TRADING_PORT}`;
}

/** The investor's countries, type and accreditation, which the offer restrictions of SPEC 5 read. */
function offerProfileOf(context: AppContext) {
  return async (tenantId: string, userId: string) => {
    const user = await getUserRecord(context.database.db, tenantId, userId);
    return { userType: user.userType, ...(await context.onboarding.payloadSections(user)) };
  };
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
    connectSources: tradingConnectSources(config),
    docs: config.apiDocs,
    ping: () => context.database.ping(),
  });
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
  const app = await baseServer(context, 'Investing platform API');
  const tradingApi: ServerModule = {
    name: 'trading',
    api: () => ({
      routes: async (scope) => {
        await scope.register(tradingApiRoutes, {
          db: context.database.db,
          clock: context.clock,
          offerProfile: offerProfileOf(context),
          tradingHost: createTradingHostClient({ baseUrl: tradingInternalUrl(context) }),
        });
      },
    }),
  };
  const modules = [...context.modules, tradingApi];
  await assembleRole(
    app,
    '/v1',
    modules.flatMap((module) => module.api?.() ?? []),
  );
  return app;
}

/** The worker role: the outbox relay and every module's jobs; the answer stops them. */
export async function startWorker(context: AppContext): Promise<{ stop(): Promise<void> }> {
  const parts = context.modules.flatMap((module) => module.worker?.() ?? []);
  context.outbox.start();
  for (const part of parts) await part.start?.();
  return {
    async stop() {
      for (const part of [...parts].reverse()) await part.stop?.();
    },
  };
}

/** The trading host role: /api. */
export async function buildTradingApp(
  context: AppContext,
  options: { realtime?: RealtimeLimits } = {},
): Promise<FastifyInstance> {
  const app = await baseServer(context, 'Investing platform trading API');
  const { db } = context.database;
  const realtime = createTradingRealtime(
    {
      db,
      bus: context.bus,
      clock: context.clock,
      authenticate: context.auth.authenticate,
      wakeOutbox: () => context.outbox.wake(),
      logError: context.logError,
    },
    options.realtime,
  );
  const desk = createMarketDesk({
    db,
    clock: context.clock,
    logError: context.logError,
    openLockSession: () => context.database.openLockSession(),
    onSettled: realtime.onSettled,
  });
  const dayExpiry = createDayExpirySchedule({ db, clock: context.clock, desk, logError: context.logError });
  const markets = createMarketDirectory({ db, bus: context.bus });
  const trading = { db, clock: context.clock, desk, markets, offerProfile: offerProfileOf(context) };
  const marketMaker =
    context.config.marketMaker &&
    createMarketMakerSchedule({
      trading,
      intervalSeconds: context.config.marketMaker.intervalSeconds,
      logError: context.logError,
    });
  app.decorate('marketMaker', marketMaker);
  if (marketMaker) {
    marketMaker.start();
    app.addHook('onClose', async () => marketMaker.stop());
  }
  dayExpiry.start();
  app.addHook('onClose', async () => dayExpiry.stop());
  app.addHook('onClose', () => desk.close());
  app.addHook('onClose', async () => markets.close());
  app.addHook('onClose', async () => realtime.close());
  await app.register(
    async (api) => {
      await api.register(tradingRoutes, trading);
      await api.register(realtime.streamRoutes);
    },
    { prefix: '/api' },
  );
  await app.register(realtime.socketRoutes);
  return app;
}
