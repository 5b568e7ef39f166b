import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApiApp, buildTradingApp } from '../src/app';
import { loadConfig } from '../src/config';
import { type AppContext, closeContext, createContext } from '../src/context';
import { seedLookups } from '../src/modules/lookups';
import type { Clock } from '../src/platform/clock';
import type { DatabaseHandle } from '../src/platform/db/database';
import { startMailCatcher } from './mail-catcher';
import { createTestDatabase } from './test-database';

/** A clock tests move by hand. */
export function createTestClock(start = new Date('2026-03-02T12:00:00Z')) {
  let now = start.getTime();
  const clock: Clock & { advance(ms: number): void; set(date: Date): void } = {
    now: () => new Date(now),
    advance: (ms) => {
      now += ms;
    },
    set: (date) => {
      now = date.getTime();
    },
  };
  return clock;
}

export const defaultTestHost = 'main.test';

export interface TestApp {
  context: AppContext;
  api: FastifyInstance;
  trading: FastifyInstance;
  mail: Awaited<ReturnType<typeof startMailCatcher>>;
  clock: ReturnType<typeof createTestClock>;
  /** The error-level lines the server logged. */
  errorLines: string[];
  /** Creates a domain answering on `host` and returns its id. */
  createTenant(host: string, companyName?: string): Promise<string>;
  /** Runs the worker's outbox relay until nothing is left, so mail and events written so far, and those they cause, go out. */
  drainOutbox(): Promise<void>;
  close(): Promise<void>;
}

let tenantCounter = 0;

export interface TestAppOptions {
  env?: Record<string, string>;
  /** A database another test app already uses (two instances of the product on one database). */
  sharedDatabase?: DatabaseHandle;
}

/** Builds both roles on a fresh database, with a real SMTP catcher and a hand-moved clock. */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const mail = await startMailCatcher();
  const clock = createTestClock();
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: mkdtempSync(join(tmpdir(), 'invest-test-')),
    SMTP_URL: mail.url,
    PUBLIC_URL: `http://${defaultTestHost}`,
    ...options.env,
  });
  const database = options.sharedDatabase ?? (await createTestDatabase());
  await seedLookups(database.db);
  const errorLines: string[] = [];
  const context = await createContext(config, {
    database,
    clock,
    log: () => undefined,
    logError: (line) => errorLines.push(line),
  });
  const api = await buildApiApp(context);
  const trading = await buildTradingApp(context);
  await Promise.all([api.ready(), trading.ready()]);
  const createTenant = async (host: string, companyName = `Tenant ${host}`) => {
    tenantCounter += 1;
    const tenant = await context.tenants.createTenant({
      slug: `t${tenantCounter}-${host.replace(/\W/g, '-')}`,
      companyName,
      hosts: [host],
    });
    return tenant.id;
  };
  if (!(await context.tenants.findDefaultTenant())) {
    await context.tenants.createTenant({
      slug: 'main',
      companyName: 'Main Test',
      hosts: [defaultTestHost],
      isDefault: true,
    });
  }
  return {
    context,
    api,
    trading,
    mail,
    clock,
    errorLines,
    createTenant,
    drainOutbox: async () => {
      while ((await context.outbox.drain()) > 0);
    },
    async close() {
      await Promise.allSettled([api.close(), trading.close()]);
      if (options.sharedDatabase) {
        await context.outbox.stop();
        context.mailer.close();
        await context.bus.close();
      } else {
        await closeContext(context);
      }
      await mail.close();
    },
  };
}

/**
 * What a file's tests share that is started and closed (the test app, a fake provider, a test node):
 * started before them, in the order the file asks for it, and closed after them in the reverse order.
 * The handle reads the started resource's members once the tests run; while they are collected it
 * throws, so a member read too early is an error and not `undefined`.
 */
export function useResource<T extends object>(start: () => Promise<T>, close: (resource: T) => Promise<unknown>): T {
  let resource: T | undefined;
  beforeAll(async () => {
    resource = await start();
  });
  afterAll(async () => {
    if (resource) await close(resource);
  });
  return new Proxy({} as T, {
    get(_handle, member) {
      if (!resource) throw new Error('This is started before the tests run, not while they are collected');
      const value: unknown = Reflect.get(resource, member);
      return typeof value === 'function' ? value.bind(resource) : value;
    },
  });
}

/** A fake of a provider's API for the file's tests, started before them and closed after them. */
export const useFake = <T extends { close(): Promise<unknown> }>(start: () => Promise<T>): T =>
  useResource(start, (fake) => fake.close());

export interface UseTestAppOptions extends Omit<TestAppOptions, 'env'> {
  /** The app's environment; a function is read when the app is built, after the file's earlier resources started (the fakes it names). */
  env?: Record<string, string> | (() => Record<string, string>);
  /** Domains besides the default one: host to company name. */
  tenants?: Record<string, string>;
}

/** The test app the tests of one file share, with the domains `tenants` names; `setup` runs once it exists. */
export function useTestApp(options: UseTestAppOptions = {}, setup?: () => Promise<void>): TestApp {
  const { env, tenants = {}, ...appOptions } = options;
  const app = useResource(
    async () => {
      const built = await createTestApp({ ...appOptions, env: typeof env === 'function' ? env() : (env ?? {}) });
      for (const [host, companyName] of Object.entries(tenants)) await built.createTenant(host, companyName);
      return built;
    },
    (built) => built.close(),
  );
  if (setup) beforeAll(setup);
  return app;
}

/** Another instance of the product for one test (`sharedDatabase` for the same database): closed after `use`. */
export async function withTestApp<T>(options: TestAppOptions, use: (app: TestApp) => Promise<T>): Promise<T> {
  const app = await createTestApp(options);
  try {
    return await use(app);
  } finally {
    await app.close();
  }
}

/** app.inject with the Origin of `host` (the tenant), JSON body and optional bearer token. */
export function call(
  app: FastifyInstance,
  options: InjectOptions & { host?: string; token?: string },
): Promise<LightMyRequestResponse> {
  const { host = defaultTestHost, token, headers, ...rest } = options;
  return app.inject({
    ...rest,
    headers: {
      origin: `http://${host}`,
      host,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
  });
}
