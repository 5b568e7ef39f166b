import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { call, useTestApp } from '../../../test/test-app';
import { login, nextIp, registerUser, signIn, testPassword, uniqueEmail } from './auth.test-factories';

const t = useTestApp();

const me = (token: string, host?: string) => call(t.api, { method: 'POST', url: '/v1/me', token, host });
const refresh = (token: string, host?: string) =>
  call(t.api, { method: 'POST', url: '/v1/refresh', token, host, remoteAddress: nextIp() });

describe('login', () => {
  it('answers a session with the user when the password is right', async () => {
    const { email, user } = await registerUser(t);
    const response = await login(t, { email: email.toUpperCase(), password: testPassword });
    expect(response.statusCode).toBe(200);
    expect(response.json().payload).toMatchObject({
      two_factor_required: false,
      expires_in: 900,
      user: { id: user.id, email },
    });
    expect((await me(response.json().payload.access_token)).statusCode).toBe(200);
  });

  it('gives a wrong password and an unknown email the same answer', async () => {
    const { email } = await registerUser(t);
    const wrong = await login(t, { email, password: 'Wrong password 1' });
    const unknown = await login(t, { email: uniqueEmail('nobody'), password: 'Wrong password 1' });
    expect(wrong.statusCode).toBe(400);
    expect(unknown.statusCode).toBe(400);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json()).toMatchObject({ code: 'VALIDATION', message: 'The email or password is incorrect' });
  });

  it('does not sign in a user of another tenant', async () => {
    await t.createTenant('other.test', 'Other');
    const { email } = await registerUser(t);
    expect((await login(t, { email, password: testPassword }, { host: 'other.test' })).statusCode).toBe(400);
  });

  it.each([
    ['a missing password', { email: 'a@example.test' }, 'password'],
    ['a malformed email', { email: 'nope', password: 'x' }, 'email'],
    ['a password as a number', { email: 'a@example.test', password: 12345 }, 'password'],
    ['an oversize password', { email: 'a@example.test', password: 'x'.repeat(129) }, 'password'],
    ['an unknown field', { email: 'a@example.test', password: 'x', role: 'admin' }, 'role'],
  ])('refuses %s', async (_label, payload, field) => {
    const response = await call(t.api, { method: 'POST', url: '/v1/login', remoteAddress: nextIp(), payload });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION', errors: { [field]: [expect.any(String)] } });
  });

  it('answers 429 with Retry-After after ten attempts a minute from one address', async () => {
    const remoteAddress = nextIp();
    const attempt = () => login(t, { email: uniqueEmail(), password: 'Wrong password 1' }, { remoteAddress });
    for (let i = 0; i < 10; i += 1) expect((await attempt()).statusCode).toBe(400);
    const limited = await attempt();
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json()).toMatchObject({ success: false, code: 'RATE_LIMITED' });
    expect((await login(t, { email: uniqueEmail(), password: 'Wrong password 1' })).statusCode).toBe(400);
  });
});

describe('access tokens', () => {
  it('refuses a request without a token, with garbage, or with a forged signature', async () => {
    const { token } = await registerUser(t);
    expect((await call(t.api, { method: 'POST', url: '/v1/me' })).statusCode).toBe(401);
    expect((await me('not.a.jwt')).statusCode).toBe(401);
    const [header, body] = token.split('.');
    const forged = await new SignJWT(JSON.parse(Buffer.from(body ?? '', 'base64url').toString()))
      .setProtectedHeader({ alg: 'HS256' })
      .sign(new TextEncoder().encode('another secret that is long enough!!'));
    expect((await me(forged)).statusCode).toBe(401);
    expect((await me(`${header}.${body}.`)).statusCode).toBe(401);
    const unsigned = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${body}.`;
    expect((await me(unsigned)).json()).toMatchObject({ success: false, code: 'UNAUTHENTICATED' });
  });

  it('refuses an expired access token', async () => {
    const { token } = await registerUser(t);
    t.clock.advance(15 * 60_000 + 1000);
    expect((await me(token)).statusCode).toBe(401);
  });

  it("refuses tenant A's token on tenant B's origin", async () => {
    await t.createTenant('tenant-b.test', 'Tenant B');
    const { token } = await registerUser(t);
    expect((await me(token, 'tenant-b.test')).statusCode).toBe(401);
    expect((await refresh(token, 'tenant-b.test')).statusCode).toBe(401);
    expect((await me(token)).statusCode).toBe(200);
  });
});

describe('refresh', () => {
  it('trades an expired token for a new one in the same session, and retires the old one', async () => {
    const { token, user } = await registerUser(t);
    t.clock.advance(20 * 60_000);
    const response = await refresh(token);
    expect(response.statusCode).toBe(200);
    const payload = response.json().payload;
    expect(payload).toMatchObject({ expires_in: 900, user: { id: user.id } });
    expect((await me(payload.access_token)).statusCode).toBe(200);
    t.clock.advance(5 * 60_000);
    expect((await me(token)).statusCode).toBe(401);
  });

  it('refuses a token issued longer than REFRESH_TTL ago', async () => {
    const { token } = await registerUser(t);
    t.clock.advance(14 * 86400_000 + 1000);
    expect((await refresh(token)).statusCode).toBe(401);
  });

  it('revokes the whole session when a refreshed token comes back', async () => {
    const { token } = await registerUser(t);
    const successor = (await refresh(token)).json().payload.access_token;
    t.clock.advance(11_000);
    const replay = await refresh(token);
    expect(replay.statusCode).toBe(401);
    expect((await me(successor)).statusCode).toBe(401);
    expect((await refresh(successor)).statusCode).toBe(401);
  });

  it('answers two refreshes of one token within seconds, a race and not theft, with the same new token', async () => {
    const { token } = await registerUser(t);
    const [first, second] = await Promise.all([refresh(token), refresh(token)]);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    const successor = first.json().payload.access_token;
    expect(second.json().payload.access_token).toBe(successor);
    expect((await me(successor)).statusCode).toBe(200);
    expect((await me(token)).statusCode).toBe(401);
  });

  it('gives a page reloaded during its refresh the token that refresh issued, so the visitor stays signed in', async () => {
    const { token } = await registerUser(t);
    const lost = (await refresh(token)).json().payload.access_token;
    t.clock.advance(3_000);
    const reloaded = await refresh(token);
    expect(reloaded.statusCode).toBe(200);
    expect(reloaded.json().payload.access_token).toBe(lost);
    expect(reloaded.json().payload.expires_in).toBe(897);
    const next = (await refresh(lost)).json().payload.access_token;
    expect((await me(next)).statusCode).toBe(200);
  });

  it('refuses, without ending the session, a racing refresh whose successor was itself refreshed', async () => {
    const { token } = await registerUser(t);
    const successor = (await refresh(token)).json().payload.access_token;
    const next = (await refresh(successor)).json().payload.access_token;
    t.clock.advance(2_000);
    expect((await refresh(token)).statusCode).toBe(401);
    expect((await me(next)).statusCode).toBe(200);
  });

  it('needs a bearer token and takes no body', async () => {
    expect((await call(t.api, { method: 'POST', url: '/v1/refresh', remoteAddress: nextIp() })).statusCode).toBe(401);
    const { token } = await registerUser(t);
    const withBody = await call(t.api, {
      method: 'POST',
      url: '/v1/refresh',
      token,
      remoteAddress: nextIp(),
      payload: { refresh_token: 'x' },
    });
    expect(withBody.statusCode).toBe(400);
  });
});

describe('logout', () => {
  it('ends the session: its token and its refresh stop working', async () => {
    const { email } = await registerUser(t);
    const token = await signIn(t, { email, password: testPassword });
    const other = await signIn(t, { email, password: testPassword });
    const response = await call(t.api, { method: 'POST', url: '/v1/logout', token });
    expect(response.statusCode).toBe(200);
    expect((await me(token)).statusCode).toBe(401);
    expect((await refresh(token)).statusCode).toBe(401);
    expect((await me(other)).statusCode).toBe(200);
  });

  it('needs a signed-in user', async () => {
    expect((await call(t.api, { method: 'POST', url: '/v1/logout' })).statusCode).toBe(401);
  });
});

describe('me and ip', () => {
  it('refuses a body on me', async () => {
    const { token } = await registerUser(t);
    const response = await call(t.api, { method: 'POST', url: '/v1/me', token, payload: { id: 'someone' } });
    expect(response.statusCode).toBe(400);
  });

  it("answers the caller's address", async () => {
    const response = await call(t.api, { method: 'GET', url: '/v1/ip', remoteAddress: '203.0.113.9' });
    expect(response.json()).toMatchObject({ success: true, payload: { ip: '203.0.113.9' } });
  });
});
