import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { call, type TestApp } from '../../../test/test-app';

/** The test app of funding's tests, and the calls a client makes to it. */

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
