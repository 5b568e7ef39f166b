import { describe, expect, it } from 'vitest';
import { call, useTestApp } from '../../../test/test-app';
import { AppError } from '../../platform/errors';
import {
  createSignedInUser,
  login,
  nextIp,
  registerUser,
  signIn,
  testPassword,
  tokenFromMail,
  uniqueEmail,
} from './auth.test-factories';

const t = useTestApp();

const newPassword = 'Brand new secret 77';
const me = (token: string) => call(t.api, { method: 'POST', url: '/v1/me', token });
const forgot = (email: string, host?: string) =>
  call(t.api, { method: 'POST', url: '/v1/forgot-password', host, remoteAddress: nextIp(), payload: { email } });
const reset = (payload: object) =>
  call(t.api, { method: 'POST', url: '/v1/reset-password', remoteAddress: nextIp(), payload });

describe('forgot-password and reset-password', () => {
  it('answers the same whether or not the email has an account, and mails only an account', async () => {
    const { email } = await registerUser(t);
    const nobody = uniqueEmail('nobody');
    const known = await forgot(email);
    const unknown = await forgot(nobody);
    expect(known.statusCode).toBe(200);
    expect(known.json().payload).toEqual({ message_code: 'ACCT-1' });
    expect(known.json()).toEqual(unknown.json());
    await t.drainOutbox();
    expect(t.mail.to(nobody)).toHaveLength(0);
    const link = await tokenFromMail(t, email, '/reset-password');
    expect(link.origin).toBe('http://main.test');
  });

  it('sets the new password once, confirms the email and ends every session', async () => {
    const { email, token } = await registerUser(t);
    await forgot(email);
    const link = await tokenFromMail(t, email, '/reset-password');

    const response = await reset({ token: link.token, password: newPassword });
    expect(response.statusCode).toBe(200);
    expect((await me(token)).statusCode).toBe(401);
    expect((await login(t, { email, password: testPassword })).statusCode).toBe(400);
    const fresh = await signIn(t, { email, password: newPassword });
    expect((await me(fresh)).json().payload.user.email_verified_at).not.toBeNull();

    const again = await reset({ token: link.token, password: 'Yet another one 5' });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ code: 'ACCT-2', errors: { token: [expect.any(String)] } });
  });

  it('refuses a link older than an hour, and an earlier link once a newer one is sent', async () => {
    const { email } = await registerUser(t);
    await forgot(email);
    const old = await tokenFromMail(t, email, '/reset-password');
    await forgot(email);
    const newer = await tokenFromMail(t, email, '/reset-password');
    expect((await reset({ token: old.token, password: newPassword })).statusCode).toBe(400);
    t.clock.advance(3600_000 + 1000);
    expect((await reset({ token: newer.token, password: newPassword })).statusCode).toBe(400);
    expect((await login(t, { email, password: testPassword })).statusCode).toBe(200);
  });

  it('does not reset through another tenant', async () => {
    await t.createTenant('elsewhere.test', 'Elsewhere');
    const { email } = await registerUser(t);
    await forgot(email);
    const link = await tokenFromMail(t, email, '/reset-password');
    const response = await call(t.api, {
      method: 'POST',
      url: '/v1/reset-password',
      host: 'elsewhere.test',
      remoteAddress: nextIp(),
      payload: { token: link.token, password: newPassword },
    });
    expect(response.statusCode).toBe(400);
    expect((await login(t, { email, password: testPassword })).statusCode).toBe(200);
  });

  it.each([
    ['a weak password', { token: 'a'.repeat(43), password: 'weak' }, 'password'],
    ['a short token', { token: 'abc', password: newPassword }, 'token'],
    ['an oversize token', { token: 'a'.repeat(300), password: newPassword }, 'token'],
    ['an unknown field', { token: 'a'.repeat(43), password: newPassword, email: 'x@example.test' }, 'email'],
  ])('refuses %s on reset', async (_label, payload, field) => {
    const response = await reset(payload);
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().errors)).toContain(field);
  });

  it('refuses a malformed email on forgot-password', async () => {
    const response = await forgot('not an email');
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toHaveProperty('email');
  });

  it('rate limits forgot-password from one address', async () => {
    const remoteAddress = nextIp();
    const ask = () =>
      call(t.api, { method: 'POST', url: '/v1/forgot-password', remoteAddress, payload: { email: uniqueEmail() } });
    for (let i = 0; i < 5; i += 1) expect((await ask()).statusCode).toBe(200);
    const limited = await ask();
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
  });
});

describe('changing the password', () => {
  const change = (token: string, payload: object) =>
    call(t.api, { method: 'POST', url: '/v1/account/password', token, remoteAddress: nextIp(), payload });

  it('needs the current password and signs out the other sessions only', async () => {
    const { email, token } = await registerUser(t);
    const other = await signIn(t, { email, password: testPassword });

    const wrong = await change(token, { current_password: 'Not the password 1', password: newPassword });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toHaveProperty('current_password');
    expect((await me(other)).statusCode).toBe(200);

    const weak = await change(token, { current_password: testPassword, password: 'short' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().errors).toHaveProperty('password');

    const changed = await change(token, { current_password: testPassword, password: newPassword });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().payload).toEqual({ message_code: 'ACCT-3' });
    expect((await me(token)).statusCode).toBe(200);
    expect((await me(other)).statusCode).toBe(401);
    expect((await login(t, { email, password: testPassword })).statusCode).toBe(400);
    expect((await login(t, { email, password: newPassword })).statusCode).toBe(200);
  });

  it('needs a signed-in user', async () => {
    const response = await call(t.api, {
      method: 'POST',
      url: '/v1/account/password',
      payload: { current_password: testPassword, password: newPassword },
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('the operator functions', () => {
  it('create a user with the rules of registration', async () => {
    const tenant = await t.context.tenants.resolveTenant('main.test');
    const base = {
      tenantId: tenant.id,
      email: uniqueEmail('operator'),
      password: testPassword,
      firstName: 'Op',
      lastName: 'Erator',
      userType: 'Individual' as const,
      roles: ['admin' as const],
      emailVerified: true,
    };
    await expect(t.context.auth.createUser({ ...base, password: 'weak' })).rejects.toBeInstanceOf(AppError);
    await expect(t.context.auth.createUser({ ...base, email: 'nope' })).rejects.toMatchObject({ code: 'VALIDATION' });
    await expect(t.context.auth.createUser({ ...base, countryId: 999_999 })).rejects.toMatchObject({
      code: 'VALIDATION',
    });
    const created = await t.context.auth.createUser(base);
    await expect(t.context.auth.createUser(base)).rejects.toMatchObject({ code: 'CONFLICT' });
    const token = await signIn(t, { email: base.email, password: testPassword });
    expect((await me(token)).json().payload.user).toMatchObject({ id: created.id, roles: ['admin'] });
  });

  it('reset a password and end every session of the user', async () => {
    const user = await createSignedInUser(t);
    await t.context.auth.resetPassword({ tenantId: user.tenantId, email: user.email, password: newPassword });
    expect((await me(user.token)).statusCode).toBe(401);
    expect((await login(t, { email: user.email, password: newPassword })).statusCode).toBe(200);
    await expect(
      t.context.auth.resetPassword({ tenantId: user.tenantId, email: user.email, password: 'weak' }),
    ).rejects.toMatchObject({ code: 'VALIDATION' });
    await expect(
      t.context.auth.resetPassword({ tenantId: user.tenantId, email: uniqueEmail(), password: newPassword }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });
});
