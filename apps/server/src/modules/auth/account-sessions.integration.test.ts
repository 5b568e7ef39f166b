import { describe, expect, it } from 'vitest';
import { call, useTestApp } from '../../../test/test-app';
import { login, registerUser, signIn, testPassword } from './auth.test-factories';

const t = useTestApp();

const chromeOnLinux =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36';
const firefoxOnWindows = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:125.0) Gecko/20100101 Firefox/125.0';

const me = (token: string) => call(t.api, { method: 'POST', url: '/v1/me', token });
const sessions = async (token: string) =>
  (await call(t.api, { method: 'GET', url: '/v1/account/sessions', token })).json().payload.items as {
    id: string;
    device: string;
    current: boolean;
  }[];
const revoke = (token: string, id: string) =>
  call(t.api, { method: 'DELETE', url: `/v1/account/sessions/${id}`, token });

describe('account sessions', () => {
  it('lists the signed-in devices with a readable name and marks the current one', async () => {
    const { email } = await registerUser(t, { userAgent: chromeOnLinux });
    const firefox = await signIn(t, { email, password: testPassword }, { userAgent: firefoxOnWindows });
    const items = await sessions(firefox);
    expect(items).toHaveLength(2);
    expect(items.map((item) => item.device).sort()).toEqual(['Chrome on Linux', 'Firefox on Windows']);
    expect(items.find((item) => item.current)?.device).toBe('Firefox on Windows');
  });

  it('signs out one of my own devices', async () => {
    const { email, token } = await registerUser(t, { userAgent: chromeOnLinux });
    const other = await signIn(t, { email, password: testPassword }, { userAgent: firefoxOnWindows });
    const target = (await sessions(token)).find((item) => !item.current);
    expect(target).toBeDefined();
    expect((await revoke(token, target?.id ?? '')).statusCode).toBe(200);
    expect((await me(other)).statusCode).toBe(401);
    expect((await me(token)).statusCode).toBe(200);
    expect(await sessions(token)).toHaveLength(1);
    expect((await revoke(token, target?.id ?? '')).statusCode).toBe(404);
  });

  it("answers 404 for another user's session and leaves it signed in", async () => {
    const mine = await registerUser(t);
    const theirs = await registerUser(t);
    const [theirSession] = await sessions(theirs.token);
    const response = await revoke(mine.token, theirSession?.id ?? '');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
    expect((await me(theirs.token)).statusCode).toBe(200);
  });

  it('refuses a session id that is not a UUID', async () => {
    const { token } = await registerUser(t);
    const response = await revoke(token, 'not-a-uuid');
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toHaveProperty('id');
  });

  it('signs out every other device', async () => {
    const { email, token } = await registerUser(t);
    const others = [
      await signIn(t, { email, password: testPassword }),
      await signIn(t, { email, password: testPassword }),
    ];
    const response = await call(t.api, { method: 'POST', url: '/v1/account/sessions/revoke-others', token });
    expect(response.json()).toMatchObject({ success: true, payload: { revoked: 2 } });
    for (const other of others) expect((await me(other)).statusCode).toBe(401);
    expect((await me(token)).statusCode).toBe(200);
  });

  it('leaves out sessions that are over', async () => {
    const { email, token } = await registerUser(t);
    const other = await signIn(t, { email, password: testPassword });
    await call(t.api, { method: 'POST', url: '/v1/logout', token: other });
    expect(await sessions(token)).toHaveLength(1);
  });

  it('needs a signed-in user', async () => {
    expect((await call(t.api, { method: 'GET', url: '/v1/account/sessions' })).statusCode).toBe(401);
    expect((await call(t.api, { method: 'GET', url: '/v1/account/sign-in-activity' })).statusCode).toBe(401);
  });
});

describe('sign-in activity', () => {
  it('lists my sign-ins and failed attempts, newest first, at most twenty', async () => {
    const { email, token } = await registerUser(t);
    await login(t, { email, password: 'Wrong password 1' }, { userAgent: chromeOnLinux });
    t.clock.advance(1000);
    await login(t, { email, password: testPassword }, { userAgent: firefoxOnWindows, remoteAddress: '198.51.100.7' });
    const response = await call(t.api, { method: 'GET', url: '/v1/account/sign-in-activity', token });
    const items = response.json().payload.items;
    expect(items).toHaveLength(2);
    expect(items[0]).toMatchObject({ success: true, device: 'Firefox on Windows', ip: '198.51.100.7', reason: null });
    expect(items[1]).toMatchObject({ success: false, device: 'Chrome on Linux', reason: 'wrong_password' });

    for (let i = 0; i < 25; i += 1) await login(t, { email, password: 'Wrong password 1' });
    const full = await call(t.api, { method: 'GET', url: '/v1/account/sign-in-activity', token });
    expect(full.json().payload.items).toHaveLength(20);
  });

  it("never shows another user's attempts", async () => {
    const mine = await registerUser(t);
    const theirs = await registerUser(t);
    await login(t, { email: theirs.email, password: 'Wrong password 1' });
    const response = await call(t.api, { method: 'GET', url: '/v1/account/sign-in-activity', token: mine.token });
    expect(response.json().payload.items).toEqual([]);
  });
});
