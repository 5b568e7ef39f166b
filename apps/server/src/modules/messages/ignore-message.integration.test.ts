import { describe, expect, it } from 'vitest';
import { call, defaultTestHost, type TestApp, useTestApp } from '../../../test/test-app';
import { createSignedInUser } from '../auth/testing';

const otherHost = 'other.test';
const t = useTestApp({ tenants: { [otherHost]: 'Other Brokerage' } });

type User = { token: string; host?: string };

const ignored = (app: TestApp, user: User) =>
  call(app.api, { method: 'GET', url: '/v1/ignore-message', token: user.token, host: user.host ?? defaultTestHost });

const ignore = (app: TestApp, user: User, id: unknown) =>
  call(app.api, {
    method: 'POST',
    url: '/v1/ignore-message',
    token: user.token,
    host: user.host ?? defaultTestHost,
    payload: { id },
  });

const idsOf = async (user: User) => (await ignored(t, user)).json().payload.items;

describe('messages a user chose not to see again', () => {
  it('are kept once per id, however often the user asks', async () => {
    const user = await createSignedInUser(t);
    expect(await idsOf(user)).toEqual([]);

    const first = await ignore(t, user, 'TRD-5');
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().payload.items).toEqual(['TRD-5']);
    const again = await ignore(t, user, 'TRD-5');
    expect(again.statusCode).toBe(200);
    await ignore(t, user, 'welcome.tour');
    expect(await idsOf(user)).toEqual(['TRD-5', 'welcome.tour']);
  });

  it("are each user's own, on their domain only", async () => {
    const ada = await createSignedInUser(t);
    const bob = await createSignedInUser(t);
    const elsewhere = { ...(await createSignedInUser(t, { host: otherHost })), host: otherHost };
    await ignore(t, ada, 'ACCT-7');

    expect(await idsOf(bob)).toEqual([]);
    expect(await idsOf(elsewhere)).toEqual([]);
    const crossed = await ignored(t, { token: ada.token, host: otherHost });
    expect(crossed.statusCode).toBe(401);
  });

  it('need a session', async () => {
    const list = await call(t.api, { method: 'GET', url: '/v1/ignore-message' });
    const add = await call(t.api, { method: 'POST', url: '/v1/ignore-message', payload: { id: 'TRD-5' } });
    expect([list.statusCode, add.statusCode]).toEqual([401, 401]);
    expect(add.json()).toMatchObject({ success: false, code: 'UNAUTHENTICATED' });
  });

  it('take only short keys of letters, digits, dots, dashes and underscores', async () => {
    const user = await createSignedInUser(t);
    for (const id of ['', 'a'.repeat(65), 'TRD 5', '<script>', '-TRD', 42, null]) {
      const response = await ignore(t, user, id);
      expect(response.statusCode, JSON.stringify(id)).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION', errors: { id: expect.any(Array) } });
    }
    expect(await idsOf(user)).toEqual([]);
  });
});
