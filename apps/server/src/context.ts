import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Config } from './config';
import { createAdminModule } from './modules/admin';
import { type AuthModule, createAuthModule, findAdminEmails, getUserRecord } from './modules/auth';
import {
  createAmpBmnDesk,
  createChangellyFiatProvider,
  createChangellyProvider,
  createChangeNowProvider,
  createCircleAddressProvider,
  createCircleCardProvider,
  createCirclePayoutProvider,
  createEthereumFunding,
  createFireblocksCustodyProvider,
  createFireblocksPayoutProvider,
  createFundingModule,
  createIbexLightningProvider,
  createPayoutRouter,
  createSandboxBmnDesk,
  createSandboxLightningProvider,
  createTransakProvider,
  defaultUsdcAssetIds,
  type FundingModule,
  fundingWebhookSecretFrom,
  paymentUpdatedTopic,
} from './modules/funding';
import { createLedgerModule, findFirstDepositAt, type LedgerModule } from './modules/ledger';
import { createGooglePlacesProvider, createLookupsModule, type LookupsModule, seedLookups } from './modules/lookups';
import { createMessagesModule, notificationCreatedTopic } from './modules/messages';
import { createOfferingsModule, type OfferingsModule } from './modules/offerings';
import { createOnboardingModule, kycCallbackSecretFrom, type OnboardingModule } from './modules/onboarding';
import { createReportsModule } from './modules/reports';
import { createRewardsModule, grantSignupReward, type RewardsModule } from './modules/rewards';
import { createTenantsModule, type TenantsModule } from './modules/tenants';
import { createTradingModule, findCurrencies, type TradingModule } from './modules/trading';
import { createVotingModule, type VotingModule } from './modules/voting';
import { type Clock, systemClock } from './platform/clock';
import { type Database, type DatabaseHandle, openDatabase } from './platform/db/database';
import { createInProcessBus, createRedisBus, type EventBus } from './platform/events/bus';
import { createOutboxRelay, type OutboxRelay } from './platform/events/outbox';
import { createMailer, type Mailer, type MailMessage } from './platform/mail/mailer';
import { mailTopic } from './platform/mail/queue-mail';
import { createServerMetrics, type ServerMetrics } from './platform/metrics/server-metrics';
import type { ServerModule } from './platform/module';
import { createS3FileStorage } from './platform/storage/s3-storage';
import { createLocalFileStorage, type FileStorage } from './platform/storage/storage';
import { tradingOrigin } from './trading-origin';

/** Everything a role needs, built once per process (or per test). */
export interface AppContext {
  config: Config;
  database: DatabaseHandle;
  bus: EventBus;
  clock: Clock;
  mailer: Mailer;
  jwtSecret: Uint8Array;
  outbox: OutboxRelay;
  /** What GET /metrics serves: one registry for the process, whichever roles it runs. */
  metrics: ServerMetrics;
  storage: FileStorage;
  tenants: TenantsModule;
  lookups: LookupsModule;
  auth: AuthModule;
  onboarding: OnboardingModule;
  funding: FundingModule;
  trading: TradingModule;
  ledger: LedgerModule;
  offerings: OfferingsModule;
  voting: VotingModule;
  rewards: RewardsModule;
  /** Every module, in the order the roles register their routes (app.ts) and start their jobs (main.ts). */
  modules: ServerModule[];
  log: (line: string) => void;
  logError: (line: string) => void;
}

export interface ContextOverrides {
  database?: DatabaseHandle;
  bus?: EventBus;
  clock?: Clock;
  mailer?: Mailer;
  log?: (line: string) => void;
  logError?: (line: string) => void;
}

const defaultWebDist = fileURLToPath(new URL('../../web/dist', import.meta.url));

/** An error-level line in pino's JSON shape (level 50), as the HTTP servers' logger writes them. */
const logErrorLine = (line: string) => console.error(JSON.stringify({ level: 50, time: Date.now(), msg: line }));

/** The sandbox KYC provider answers after a few seconds, like a real one; in tests at once; KYC_SANDBOX_DELAY overrides. */
const kycSandboxDelayMs = 3000;
const kycSandboxTestDelayMs = 20;

function kycSandboxDelayMsOf(config: Config): number {
  if (config.KYC_SANDBOX_DELAY !== undefined) return config.KYC_SANDBOX_DELAY * 1000;
  return config.NODE_ENV === 'test' ? kycSandboxTestDelayMs : kycSandboxDelayMs;
}

/** In development the JWT secret is generated once into DATA_DIR; production must configure it. */
function loadJwtSecret(config: Config): Uint8Array {
  if (config.JWT_SECRET) return new TextEncoder().encode(config.JWT_SECRET);
  if (config.NODE_ENV === 'test') return randomBytes(48);
  const file = join(config.DATA_DIR, 'jwt-secret');
  if (!existsSync(file)) {
    mkdirSync(config.DATA_DIR, { recursive: true });
    writeFileSync(file, randomBytes(48).toString('base64url'), { mode: 0o600 });
  }
  return new TextEncoder().encode(readFileSync(file, 'utf8').trim());
}

export async function createContext(config: Config, overrides: ContextOverrides = {}): Promise<AppContext> {
  const log = overrides.log ?? ((line: string) => console.log(line));
  const logError = overrides.logError ?? logErrorLine;
  const database =
    overrides.database ??
    (await openDatabase(
      config.DATABASE_URL
        ? { kind: 'postgres', url: config.DATABASE_URL, poolSize: config.DATABASE_POOL_SIZE }
        : { kind: 'pglite', dataDir: config.DATA_DIR },
    ));
  const bus = overrides.bus ?? (config.REDIS_URL ? createRedisBus(config.REDIS_URL) : createInProcessBus());
  const metrics = createServerMetrics();
  if (database.pool) metrics.reportConnectionPool(database.pool);
  const clock = overrides.clock ?? systemClock;
  const mailer =
    overrides.mailer ??
    createMailer({ smtpUrl: config.SMTP_URL, from: config.MAIL_FROM, mailDir: join(config.DATA_DIR, 'mail'), log });
  const outbox = createOutboxRelay({
    db: database.db,
    bus,
    now: () => clock.now(),
    handlers: { [mailTopic]: (event) => mailer.send(event.payload as MailMessage) },
    onError: (error, event) =>
      log(`outbox: ${event.topic} failed: ${error instanceof Error ? error.message : String(error)}`),
  });
  const storage = config.s3 ? createS3FileStorage(config.s3) : createLocalFileStorage(join(config.DATA_DIR, 'uploads'));
  const tenants = createTenantsModule({
    service: { db: database.db, bus, clock, publicUrl: config.PUBLIC_URL },
    webDist: config.WEB_DIST ?? defaultWebDist,
    tradingUrlFor: (host) => tradingOrigin(config, host),
    storage,
  });
  const mailLetterhead = async (db: Database, tenantId: string) => ({
    company: (await tenants.getTenant(tenantId, db)).companyName,
    origin: await tenants.getPublicOrigin(tenantId, db),
  });
  const jwtSecret = loadJwtSecret(config);
  const lookups = createLookupsModule({
    db: database.db,
    tenants,
    ...(config.GOOGLE_PLACES_API_KEY && {
      places: createGooglePlacesProvider({ apiKey: config.GOOGLE_PLACES_API_KEY, baseUrl: config.GOOGLE_PLACES_URL }),
    }),
  });
  const onboarding = createOnboardingModule({
    db: database.db,
    clock,
    tenants,
    lookups,
    storage,
    outbox,
    kycCallbackSecret: kycCallbackSecretFrom(jwtSecret),
    sumsub: config.sumsub,
    kycSandboxDelayMs: kycSandboxDelayMsOf(config),
    log,
  });
  const rewards = createRewardsModule({
    db: database.db,
    clock,
    outbox,
    domainConfigs: async (db, tenantId) => (await tenants.getTenant(tenantId, db)).configs,
    mailLetterhead,
    userContact: async (db, tenantId, userId) => {
      const user = await getUserRecord(db, tenantId, userId);
      return { email: user.email, firstName: user.firstName, lastName: user.lastName };
    },
    logError,
  });
  const auth = createAuthModule({
    db: database.db,
    clock,
    config,
    jwtSecret,
    tenants,
    outbox,
    onboardingSections: onboarding.payloadSections,
    grantSignupReward,
    redeemGiftCardAtSignup: (tx, input) => rewards.redeemAtSignup(tx, input),
    recordReferralAtSignup: (tx, input) => rewards.recordReferralAtSignup(tx, input),
    paymentUpdatedTopic,
    findFirstDepositAt,
    logError,
  });
  const ethereum = config.ethereum ? createEthereumFunding(config.ethereum) : null;
  const fireblocks = config.fireblocks && {
    ...config.fireblocks,
    usdcAssetIds: { ...defaultUsdcAssetIds, ...config.fireblocks.usdcAssetOverrides },
  };
  const bmn = config.amp ? createAmpBmnDesk(config.amp) : createSandboxBmnDesk();
  const funding = createFundingModule({
    db: database.db,
    clock,
    lookups,
    bankAccount: async (tenantId) => (await tenants.getTenant(tenantId)).bankAccount,
    bankSandbox: config.bankSandbox,
    webhookSecret: fundingWebhookSecretFrom(jwtSecret, config.FUNDING_WEBHOOK_SECRET),
    verifyTwoFactor: (tenantId, userId, code) => auth.checkTwoFactorCode(tenantId, userId, code),
    hasTaxForm: (actor) => onboarding.hasTaxForm(actor),
    kycStatus: (actor) => onboarding.kycStatus(actor),
    markets: (tenantId) => findCurrencies({ db: database.db, clock }, tenantId),
    userEmail: async (tenantId, userId) => (await getUserRecord(database.db, tenantId, userId)).email,
    mailLetterhead,
    adminEmails: (tenantId) => findAdminEmails(database.db, tenantId),
    ethereum,
    lightning: config.ibex
      ? createIbexLightningProvider({ ...config.ibex, webhookUrl: new URL('/v1/ibex/webhook', config.PUBLIC_URL).href })
      : createSandboxLightningProvider(),
    bmn,
    ...(config.CIRCLE_API_KEY && {
      card: createCircleCardProvider({ apiKey: config.CIRCLE_API_KEY, baseUrl: config.CIRCLE_API_URL }),
      circleAddresses: createCircleAddressProvider({ apiKey: config.CIRCLE_API_KEY, baseUrl: config.CIRCLE_API_URL }),
    }),
    payouts: createPayoutRouter({
      ...(config.CIRCLE_API_KEY && {
        bank: createCirclePayoutProvider({
          apiKey: config.CIRCLE_API_KEY,
          baseUrl: config.CIRCLE_API_URL,
          walletId: config.CIRCLE_WALLET_ID ?? null,
        }),
      }),
      ...(fireblocks && { wallet: createFireblocksPayoutProvider(fireblocks) }),
    }),
    ...(fireblocks && { custody: createFireblocksCustodyProvider(fireblocks) }),
    ...(config.swaps.changenow && { changenow: createChangeNowProvider(config.swaps.changenow) }),
    ...(config.swaps.changelly && { changelly: createChangellyProvider(config.swaps.changelly) }),
    ...(config.swaps.transak && { transak: createTransakProvider(config.swaps.transak) }),
    ...(config.swaps.changellyFiat && { changellyFiat: createChangellyFiatProvider(config.swaps.changellyFiat) }),
    worker: {
      log,
      logError,
      settlementPollSeconds: config.SETTLE_POLL_INTERVAL,
      ethereumScanSeconds: config.ETH_SCAN_INTERVAL,
      bmnPollSeconds: config.AMP_POLL_INTERVAL,
    },
  });
  const offerProfile = async (tenantId: string, userId: string) => {
    const user = await getUserRecord(database.db, tenantId, userId);
    return { userType: user.userType, ...(await onboarding.payloadSections(user)) };
  };
  const trading = createTradingModule({
    db: database.db,
    bus,
    clock,
    openLockSession: () => database.openLockSession(),
    authenticate: auth.authenticate,
    offerProfile,
    tradingHostUrl: config.TRADING_INTERNAL_URL ?? `http://127.0.0.1:${config.TRADING_PORT}`,
    userTopics: { [paymentUpdatedTopic]: 'payment', [notificationCreatedTopic]: 'notification' },
    wakeOutbox: () => outbox.wake(),
    observeOrderBatch: (seconds, isCommitted) => metrics.observeOrderBatch(seconds, isCommitted),
    marketMaker: config.marketMaker,
    logError,
  });
  const ledger = createLedgerModule({
    db: database.db,
    log,
    logError,
    adminEmails: (tenantId) => findAdminEmails(database.db, tenantId),
    intervalSeconds: config.RECONCILE_INTERVAL,
  });
  const offerings = createOfferingsModule({
    db: database.db,
    clock,
    offerProfile,
    investmentLimitFacts: (actor) => onboarding.investmentLimitFacts(actor),
    storage,
    mailLetterhead,
    logError,
  });
  const voting = createVotingModule({
    db: database.db,
    clock,
    voterContact: async (db, tenantId, userId) => {
      const user = await getUserRecord(db, tenantId, userId);
      return { email: user.email, firstName: user.firstName };
    },
    mailLetterhead,
    logError,
  });
  const modules: ServerModule[] = [
    tenants,
    lookups,
    auth,
    onboarding,
    funding,
    ledger,
    offerings,
    voting,
    rewards,
    createReportsModule({ db: database.db, clock, tenants }),
    createMessagesModule({
      db: database.db,
      clock,
      domainSettings: (tenantId) => tenants.getSettings(tenantId),
      adminEmails: (tenantId) => findAdminEmails(database.db, tenantId),
    }),
    trading,
    createAdminModule({
      db: database.db,
      clock,
      analytics: { mixpanelToken: config.MIXPANEL_TOKEN ?? null, mixpanelUrl: config.MIXPANEL_API_URL },
      outbox,
      errorReporting: {
        domainConfigs: async (tenantId) => (await tenants.getSettings(tenantId)).configs,
        relayUrl: config.SENTRY_RELAY_URL ?? null,
      },
    }),
  ];
  for (const module of modules) {
    for (const [topic, handler] of Object.entries(module.outboxHandlers ?? {})) outbox.handle(topic, handler);
    for (const [topic, watcher] of Object.entries(module.outboxWatchers ?? {})) outbox.watch(topic, watcher);
  }
  return {
    config,
    database,
    bus,
    clock,
    mailer,
    jwtSecret,
    outbox,
    metrics,
    storage,
    tenants,
    lookups,
    auth,
    onboarding,
    funding,
    trading,
    ledger,
    offerings,
    voting,
    rewards,
    modules,
    log,
    logError,
  };
}

/** Migrations, then the reference data every domain reads; both idempotent. */
export async function prepareDatabase(context: AppContext): Promise<void> {
  await context.database.migrate();
  await seedLookups(context.database.db);
}

/** Closes what every role shares; each role's own parts were stopped with its server (app.ts, main.ts). */
export async function closeContext(context: AppContext): Promise<void> {
  await context.outbox.stop();
  context.mailer.close();
  await context.bus.close();
  await context.database.close();
}
