import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect } from 'vitest';
import { call, createTestApp, type TestApp, type TestAppOptions } from '../../../test/test-app';

/** The test app of funding's tests, and the calls a client makes to it. */

/**
 * What a file's tests share that is started and closed (a fake provider, a test node, the test app):
 * started before them, in the order the file asks for it, and closed after them in the reverse
 * order. The handle reads the started resource's members, once it is started.
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
      if (!resource) throw new Error('This is started before the tests run');
      const value: unknown = Reflect.get(resource, member);
      return typeof value === 'function' ? value.bind(resource) : value;
    },
  });
}

/** A fake of a provider's API for the file's tests, started before them and closed after them. */
export const useFake = <T extends { close(): Promise<unknown> }>(start: () => Promise<T>): T =>
  useResource(start, (fake) => fake.close());

/**
 * The test app of a file's tests, with the `tenants` asked for (host: company name). `env` may be a
 * function, read when the app is built: after the file's earlier resources started, so it can name
 * the fakes the app calls (which close after it).
 */
export function useTestApp(
  options: { env?: Record<string, string> | (() => Record<string, string>); tenants?: Record<string, string> } = {},
): TestApp {
  return useResource(
    async () => {
      const app = await createTestApp({ env: typeof options.env === 'function' ? options.env() : (options.env ?? {}) });
      for (const [host, companyName] of Object.entries(options.tenants ?? {}))
        await app.createTenant(host, companyName);
      return app;
    },
    (app) => app.close(),
  );
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

export const newKey = () => `test-${randomUUID()}`;

export function getAs(t: TestApp, user: { token: string; host: string }, url: string) {
  return call(t.api, { method: 'GET', url, host: user.host, token: user.token });
}

/** An answer's payload: as loosely typed as the JSON it came in, unless a test says what it expects. */
type Payload = ReturnType<typeof JSON.parse>;

/** A GET that must succeed: its payload. */
export async function getOk<T = Payload>(t: TestApp, user: { token: string; host: string }, url: string): Promise<T> {
  const response = await getAs(t, user, url);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().payload as T;
}

/** A POST with an Idempotency-Key (a fresh one unless given; `null` sends none). */
export function postWithKey(
  t: TestApp,
  user: { token: string; host: string },
  url: string,
  payload: unknown,
  key: string | null = newKey(),
) {
  return call(t.api, {
    method: 'POST',
    url,
    host: user.host,
    token: user.token,
    headers: key === null ? {} : { 'idempotency-key': key },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

/** A POST with an Idempotency-Key that must succeed: its payload. */
export async function postOk<T = Payload>(
  t: TestApp,
  user: { token: string; host: string },
  url: string,
  payload: unknown,
  key = newKey(),
): Promise<T> {
  const response = await postWithKey(t, user, url, payload, key);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().payload as T;
}

/** A POST of a body as a provider sends its callbacks: the text as given (JSON unless `headers` say otherwise). */
export function postRaw(t: TestApp, url: string, body: string, headers: Record<string, string> = {}) {
  return call(t.api, {
    method: 'POST',
    url,
    headers: { 'content-type': 'application/json', ...headers },
    payload: body,
  });
}
