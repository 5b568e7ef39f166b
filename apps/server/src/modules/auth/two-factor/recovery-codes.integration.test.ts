import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { call, type TestApp, useTestApp } from '../../../../test/test-app';
import { selectRows } from '../../../platform/db/raw-rows';
import { login, nextIp, registerUser, testPassword } from '../auth.test-factories';
import { totpCode } from './totp';

const t = useTestApp();

const post = (url: string, token: string, payload: object) =>
  call(t.api, { method: 'POST', url, token, remoteAddress: nextIp(), payload });
const status = async (token: string) => (await call(t.api, { method: 'GET', url: '/v1/2fa', token })).json().payload;
const challengeFor = async (email: string) =>
  (await login(t, { email, password: testPassword })).json().payload.access_token as string;
const useRecoveryCode = (challenge: string, recovery_code: string) =>
  post('/v1/2fa/recovery', challenge, { recovery_code });
const regenerate = (token: string, current_password: string) =>
  post('/v1/2fa/recovery-codes', token, { current_password });

/** A user who has turned two-factor authentication on, with the recovery codes it showed them. */
async function userWithRecoveryCodes() {
  const user = await registerUser(t);
  const { secret } = (await post('/v1/2fa/generateSecret', user.token, {})).json().payload;
  const enabled = await post('/v1/2fa/enable2fa', user.token, {
    secret,
    one_time_password: await totpCode(secret, t.clock.now()),
  });
  expect(enabled.statusCode, enabled.body).toBe(200);
  t.clock.advance(30_000);
  return { ...user, secret, codes: enabled.json().payload.recovery_codes as string[] };
}

async function mailsWithSubject(app: TestApp, email: string, subject: string) {
  await app.drainOutbox();
  return app.mail.to(email).filter((mail) => mail.subject === subject);
}

describe('recovery codes', () => {
  it('are handed out once when two-step verification is turned on, and kept only as hashes', async () => {
    const { token, email, codes } = await userWithRecoveryCodes();
    expect(codes).toHaveLength(10);
    for (const code of codes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    expect(await status(token)).toEqual({ enabled: true, recovery_codes_remaining: 10 });
    const stored = JSON.stringify(
      await selectRows(
        t.context.database.db,
        sql`select c.code_hash from two_factor_recovery_codes c join users u on u.id = c.user_id where u.email = ${email}`,
      ),
    );
    expect(stored).toContain('$argon2id$');
    for (const code of codes) {
      expect(stored).not.toContain(code);
      expect(stored).not.toContain(code.replace('-', ''));
    }
  });

  it('sign in once in place of the authenticator code, then are refused', async () => {
    const { email, codes, user } = await userWithRecoveryCodes();
    const [code = ''] = codes;
    const signedIn = await useRecoveryCode(await challengeFor(email), code.toUpperCase().replace('-', ' '));
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect(signedIn.json().payload).toMatchObject({ expires_in: 900, user: { id: user.id } });
    const session = signedIn.json().payload.access_token as string;
    expect((await call(t.api, { method: 'POST', url: '/v1/me', token: session })).statusCode).toBe(200);
    expect(await status(session)).toEqual({ enabled: true, recovery_codes_remaining: 9 });

    const replay = await useRecoveryCode(await challengeFor(email), code);
    expect(replay.statusCode).toBe(400);
    expect(replay.json()).toMatchObject({
      code: 'VALIDATION',
      errors: { recovery_code: ['This recovery code is not valid or was used already'] },
    });
    expect((await useRecoveryCode(await challengeFor(email), codes[1] ?? '')).statusCode).toBe(200);
  });

  it('tell the owner by mail that a code was used, from where, and how many are left', async () => {
    const { email, codes } = await userWithRecoveryCodes();
    await useRecoveryCode(await challengeFor(email), codes[0] ?? '');
    const [mail] = await mailsWithSubject(t, email, 'Main Test: a recovery code was used to sign in');
    expect(mail?.raw).toContain('Someone signed in to your Main Test account with one of your recovery codes');
    expect(mail?.raw).toContain('You have 9 recovery codes left.');
    expect(mail?.raw).toContain('http://main.test/account/security');
  });

  it('are made anew with the current password, and the old ones stop working', async () => {
    const { token, email, codes } = await userWithRecoveryCodes();
    await useRecoveryCode(await challengeFor(email), codes[0] ?? '');

    const wrongPassword = await regenerate(token, 'Wrong password 1');
    expect(wrongPassword.statusCode).toBe(400);
    expect(wrongPassword.json().errors).toHaveProperty('current_password');
    expect((await status(token)).recovery_codes_remaining).toBe(9);
    expect((await regenerate(token, '')).statusCode).toBe(400);

    const fresh = await regenerate(token, testPassword);
    expect(fresh.statusCode, fresh.body).toBe(200);
    const newCodes = fresh.json().payload.recovery_codes as string[];
    expect(newCodes).toHaveLength(10);
    expect(newCodes.some((code) => codes.includes(code))).toBe(false);
    expect((await status(token)).recovery_codes_remaining).toBe(10);
    expect((await useRecoveryCode(await challengeFor(email), codes[1] ?? '')).statusCode).toBe(400);
    expect((await useRecoveryCode(await challengeFor(email), newCodes[0] ?? '')).statusCode).toBe(200);
    expect(await mailsWithSubject(t, email, 'Main Test: new recovery codes')).toHaveLength(1);
  });

  it('are useless to another user', async () => {
    const owner = await userWithRecoveryCodes();
    const other = await userWithRecoveryCodes();
    const response = await useRecoveryCode(await challengeFor(other.email), owner.codes[0] ?? '');
    expect(response.statusCode).toBe(400);
    expect((await status(owner.token)).recovery_codes_remaining).toBe(10);
    expect((await useRecoveryCode(await challengeFor(owner.email), owner.codes[0] ?? '')).statusCode).toBe(200);
  });

  it('count wrong codes with the authenticator codes: the fifth wrong one closes the attempt', async () => {
    const { email, codes } = await userWithRecoveryCodes();
    const challenge = await challengeFor(email);
    for (let i = 0; i < 2; i += 1) {
      expect((await post('/v1/2fa/token', challenge, { one_time_password: '000000' })).statusCode).toBe(400);
      expect((await useRecoveryCode(challenge, 'aaaaa-aaaaa')).statusCode).toBe(400);
    }
    expect((await useRecoveryCode(challenge, 'aaaaa-aaaaa')).statusCode).toBe(401);
    expect((await useRecoveryCode(challenge, codes[0] ?? '')).statusCode).toBe(401);
  });

  it('only finish a sign-in: a full session or a malformed code is refused', async () => {
    const { token, email, codes } = await userWithRecoveryCodes();
    expect((await useRecoveryCode(token, codes[0] ?? '')).statusCode).toBe(401);
    const malformed = await useRecoveryCode(await challengeFor(email), '12345');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().errors).toHaveProperty('recovery_code');
  });

  it('go when two-step verification is turned off, and cannot be made while it is off', async () => {
    const { token, email, codes } = await userWithRecoveryCodes();
    expect((await post('/v1/2fa/disable2fa', token, { current_password: testPassword })).statusCode).toBe(200);
    expect(await status(token)).toEqual({ enabled: false, recovery_codes_remaining: 0 });
    const rows = await selectRows(
      t.context.database.db,
      sql`select c.id from two_factor_recovery_codes c join users u on u.id = c.user_id where u.email = ${email}`,
    );
    expect(rows).toEqual([]);
    const noCodes = await regenerate(token, testPassword);
    expect(noCodes.statusCode).toBe(409);
    const signIn = (await login(t, { email, password: testPassword })).json().payload;
    expect(signIn.two_factor_required).toBe(false);
    expect((await useRecoveryCode(signIn.access_token, codes[0] ?? '')).statusCode).toBe(401);
  });
});

describe('mail about two-step verification', () => {
  it('tells the owner when it is turned on and when it is turned off', async () => {
    const { token, email } = await userWithRecoveryCodes();
    const [on] = await mailsWithSubject(t, email, 'Main Test: two-step verification is on');
    expect(on?.raw).toContain('Two-step verification was turned on for your Main Test account');
    expect(on?.raw).toContain('If it was not you, choose a new password now at http://main.test/forgot-password');

    expect((await post('/v1/2fa/disable2fa', token, { current_password: 'Wrong password 1' })).statusCode).toBe(400);
    expect(await mailsWithSubject(t, email, 'Main Test: two-step verification is off')).toHaveLength(0);
    expect((await post('/v1/2fa/disable2fa', token, { current_password: testPassword })).statusCode).toBe(200);
    const [off] = await mailsWithSubject(t, email, 'Main Test: two-step verification is off');
    expect(off?.raw).toContain('signing in now needs only your password, and your recovery codes no longer work');
    expect(off?.raw).toContain('Turn it on again in your security settings: http://main.test/account/security');
  });
});
