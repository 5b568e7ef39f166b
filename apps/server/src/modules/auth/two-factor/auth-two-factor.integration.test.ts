import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { call, useTestApp } from '../../../../test/test-app';
import { selectRows } from '../../../platform/db/raw-rows';
import { login, nextIp, registerUser, signIn, testPassword } from '../auth.test-factories';
import { totpCode } from './totp';

const t = useTestApp();

const me = (token: string) => call(t.api, { method: 'POST', url: '/v1/me', token });
const status = async (token: string) =>
  (await call(t.api, { method: 'GET', url: '/v1/2fa', token })).json().payload.enabled as boolean;
const generateSecret = (token: string) => call(t.api, { method: 'POST', url: '/v1/2fa/generateSecret', token });
const enable = (token: string, payload: object) =>
  call(t.api, { method: 'POST', url: '/v1/2fa/enable2fa', token, remoteAddress: nextIp(), payload });
const submitCode = (token: string, payload: object) =>
  call(t.api, { method: 'POST', url: '/v1/2fa/token', token, remoteAddress: nextIp(), payload });
const code = (secret: string) => totpCode(secret, t.clock.now());
const nextStep = () => t.clock.advance(30_000);

/** A user with two-factor authentication on; returns the secret and the session that enabled it. */
async function userWithTwoFactor() {
  const user = await registerUser(t);
  const { secret } = (await generateSecret(user.token)).json().payload;
  expect((await enable(user.token, { secret, one_time_password: await code(secret) })).statusCode).toBe(200);
  nextStep();
  return { ...user, secret };
}

describe('enabling two-factor authentication', () => {
  it('hands out a base32 secret with an otpauth URL naming the tenant and the user', async () => {
    const { token, email } = await registerUser(t);
    expect(await status(token)).toBe(false);
    const response = await generateSecret(token);
    expect(response.statusCode).toBe(200);
    const { secret, otpauth_url } = response.json().payload;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    const url = new URL(otpauth_url);
    expect(url.protocol).toBe('otpauth:');
    expect(url.host).toBe('totp');
    expect(decodeURIComponent(url.pathname)).toBe(`/Main Test:${email}`);
    expect(url.searchParams.get('secret')).toBe(secret);
    expect(url.searchParams.get('issuer')).toBe('Main Test');
  });

  it('enables with the pending secret and a right code, and signs out the other sessions', async () => {
    const { token, email } = await registerUser(t);
    const other = await signIn(t, { email, password: testPassword });
    const { secret } = (await generateSecret(token)).json().payload;

    const wrongCode = await enable(token, { secret, one_time_password: '000000' });
    expect(wrongCode.statusCode).toBe(400);
    expect(wrongCode.json()).toMatchObject({ code: 'VALIDATION', errors: { one_time_password: [expect.any(String)] } });
    const otherSecret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
    const notPending = await enable(token, { secret: otherSecret, one_time_password: await code(otherSecret) });
    expect(notPending.statusCode).toBe(400);
    expect(notPending.json().errors).toHaveProperty('secret');
    expect(await status(token)).toBe(false);

    const enabled = await enable(token, { secret, one_time_password: await code(secret) });
    expect(enabled.statusCode).toBe(200);
    expect(enabled.json()).toMatchObject({ payload: { message_code: '2FA-2', enabled: true } });
    expect(await status(token)).toBe(true);
    expect((await me(token)).json().payload.user.two_factor_enabled).toBe(true);
    expect((await me(other)).statusCode).toBe(401);
  });

  it('keeps the secret encrypted in the database, pending and enabled', async () => {
    const { token, email } = await registerUser(t);
    const storedSecrets = async () => {
      const rows = await selectRows(
        t.context.database.db,
        sql`select totp_pending_secret, totp_secret from users where email = ${email}`,
      );
      return JSON.stringify(rows);
    };
    const { secret } = (await generateSecret(token)).json().payload;
    expect(await storedSecrets()).toContain('v1:');
    expect(await storedSecrets()).not.toContain(secret);
    expect((await enable(token, { secret, one_time_password: await code(secret) })).statusCode).toBe(200);
    expect(await storedSecrets()).toContain('v1:');
    expect(await storedSecrets()).not.toContain(secret);
  });

  it('refuses a new secret while two-factor authentication is on', async () => {
    const { token } = await userWithTwoFactor();
    expect((await generateSecret(token)).statusCode).toBe(409);
  });

  it.each([
    [
      'a code of letters',
      { secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP', one_time_password: 'abcdef' },
      'one_time_password',
    ],
    ['a secret that is not base32', { secret: 'not-base-32!', one_time_password: '123456' }, 'secret'],
    ['a missing code', { secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP' }, 'one_time_password'],
    ['an unknown field', { secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP', one_time_password: '123456', x: 1 }, 'x'],
  ])('refuses %s', async (_label, payload, field) => {
    const { token } = await registerUser(t);
    const response = await enable(token, payload);
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().errors)).toContain(field);
    expect(await status(token)).toBe(false);
  });
});

describe('signing in with two-factor authentication', () => {
  it('asks for a code, then answers a full session for the right one', async () => {
    const { email, secret, user } = await userWithTwoFactor();
    const first = await login(t, { email, password: testPassword });
    expect(first.statusCode).toBe(200);
    const challenge = first.json().payload;
    expect(challenge).toEqual({ two_factor_required: true, access_token: expect.any(String), expires_in: 300 });
    expect((await me(challenge.access_token)).statusCode).toBe(401);
    expect((await call(t.api, { method: 'GET', url: '/v1/2fa', token: challenge.access_token })).statusCode).toBe(401);

    const wrong = await submitCode(challenge.access_token, { one_time_password: '000000' });
    expect(wrong.statusCode).toBe(400);
    const right = await submitCode(challenge.access_token, { one_time_password: await code(secret) });
    expect(right.statusCode).toBe(200);
    expect(right.json().payload).toMatchObject({ expires_in: 900, user: { id: user.id, two_factor_enabled: true } });
    expect((await me(right.json().payload.access_token)).statusCode).toBe(200);
    expect((await submitCode(challenge.access_token, { one_time_password: await code(secret) })).statusCode).toBe(401);
  });

  it('accepts a code only once', async () => {
    const { email, secret } = await userWithTwoFactor();
    const used = await code(secret);
    const first = (await login(t, { email, password: testPassword })).json().payload.access_token;
    expect((await submitCode(first, { one_time_password: used })).statusCode).toBe(200);
    const second = (await login(t, { email, password: testPassword })).json().payload.access_token;
    const replay = await submitCode(second, { one_time_password: used });
    expect(replay.statusCode).toBe(400);
    expect(replay.json()).toMatchObject({ errors: { one_time_password: ['The code is not valid'] } });
    nextStep();
    expect((await submitCode(second, { one_time_password: await code(secret) })).statusCode).toBe(200);
  });

  it('accepts the code of the previous step and refuses one two steps old', async () => {
    const { email, secret } = await userWithTwoFactor();
    const previous = await code(secret);
    nextStep();
    const challenge = (await login(t, { email, password: testPassword })).json().payload.access_token;
    expect((await submitCode(challenge, { one_time_password: previous })).statusCode).toBe(200);

    nextStep();
    const stale = await code(secret);
    nextStep();
    nextStep();
    const later = (await login(t, { email, password: testPassword })).json().payload.access_token;
    expect((await submitCode(later, { one_time_password: stale })).statusCode).toBe(400);
  });

  it('lets the code token expire after five minutes', async () => {
    const { email, secret } = await userWithTwoFactor();
    const challenge = (await login(t, { email, password: testPassword })).json().payload.access_token;
    t.clock.advance(5 * 60_000 + 1000);
    expect((await submitCode(challenge, { one_time_password: await code(secret) })).statusCode).toBe(401);
    expect((await call(t.api, { method: 'POST', url: '/v1/refresh', token: challenge })).statusCode).toBe(401);
  });

  it('closes the attempt after five wrong codes', async () => {
    const { email, secret } = await userWithTwoFactor();
    const challenge = (await login(t, { email, password: testPassword })).json().payload.access_token;
    for (let i = 0; i < 4; i += 1) {
      expect((await submitCode(challenge, { one_time_password: '000000' })).statusCode).toBe(400);
    }
    expect((await submitCode(challenge, { one_time_password: '000000' })).statusCode).toBe(401);
    expect((await submitCode(challenge, { one_time_password: await code(secret) })).statusCode).toBe(401);
  });

  it('does not take a full token or a malformed code', async () => {
    const { token, email } = await userWithTwoFactor();
    expect((await submitCode(token, { one_time_password: '123456' })).statusCode).toBe(401);
    const challenge = (await login(t, { email, password: testPassword })).json().payload.access_token;
    const malformed = await submitCode(challenge, { one_time_password: '12345' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().errors).toHaveProperty('one_time_password');
  });
});

describe('disabling two-factor authentication', () => {
  const disable = (token: string, payload: object) =>
    call(t.api, { method: 'POST', url: '/v1/2fa/disable2fa', token, remoteAddress: nextIp(), payload });

  it('needs the current password, then signs in without a code and ends the other sessions', async () => {
    const { token, email, secret } = await userWithTwoFactor();
    const challenge = (await login(t, { email, password: testPassword })).json().payload.access_token;
    const other = (await submitCode(challenge, { one_time_password: await code(secret) })).json().payload.access_token;

    const wrong = await disable(token, { current_password: 'Wrong password 1' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toHaveProperty('current_password');
    expect(await status(token)).toBe(true);

    expect((await disable(token, {})).statusCode).toBe(400);
    const disabled = await disable(token, { current_password: testPassword });
    expect(disabled.statusCode).toBe(200);
    expect(disabled.json().payload).toEqual({ message_code: '2FA-1', enabled: false, recovery_codes_remaining: 0 });
    expect(await status(token)).toBe(false);
    expect((await me(other)).statusCode).toBe(401);
    expect((await login(t, { email, password: testPassword })).json().payload.two_factor_required).toBe(false);
  });
});
