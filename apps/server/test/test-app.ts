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
  /** Runs the worker's outbox relay once, so mail and events written so far go out. */
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
      await context.outbox.drain();
    },
    async close() {
      await Promise.allSettled([api.close(), trading.close()]);
      if (options.sharedDatabase) {
        await context.outbox.stop();
        await context.bus.close();
      } else {
        await closeContext(context);
      }
      await mail.close();
    },
  };
}

/**
 * One test app for the file's tests: created (then `setup` run) before them and closed after them.
 * The answer stands for it inside tests and hooks.
 */
export function useTestApp(options: TestAppOptions = {}, setup?: () => Promise<void>): TestApp {
  let built: TestApp | undefined;
  beforeAll(async () => {
    built = await createTestApp(options);
    await setup?.();
  });
  afterAll(async () => {
    await built?.close();
  });
  return new Proxy({} as TestApp, {
    get(_, key) {
      if (!built) throw new Error('the test app is ready inside tests and hooks only');
      return built[key as keyof TestApp];
    },
  });
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
