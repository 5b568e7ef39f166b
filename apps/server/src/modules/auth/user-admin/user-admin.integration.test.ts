import { describe, expect, it } from 'vitest';
import { call, useTestApp } from '../../../../test/test-app';
import { createSignedInUser, login, nextIp, registerUser, signIn, testPassword } from '../auth.test-factories';
import { totpCode } from '../two-factor/totp';

const t = useTestApp({ tenants: { 'alpha.test': 'Alpha', 'search.test': 'Search' } });

const admin = () => createSignedInUser(t, { roles: ['admin'] });
const me = (token: string) => call(t.api, { method: 'POST', url: '/v1/me', token });
const act = (
  token: string,
  userId: string,
  action: string,
  payload: object = { reason: 'Asked by the user on the phone' },
) => call(t.api, { method: 'POST', url: `/v1/admin/users/${userId}/${action}`, token, payload });
const detail = (token: string, userId: string) =>
  call(t.api, { method: 'GET', url: `/v1/admin/users/${userId}`, token });
const trailOf = async (token: string, userId: string) =>
  (await call(t.api, { method: 'GET', url: `/v1/admin/audit?user_id=${userId}`, token })).json().payload.items as {
    action: string;
    reason: string;
    before: unknown;
    after: unknown;
  }[];

describe('finding users', () => {
  it('finds users by part of their email or name, or by investor id, on the administrator’s domain only', async () => {
    const host = 'search.test';
    const administrator = await createSignedInUser(t, { host, roles: ['admin'] });
    const { token } = administrator;
    const investor = await createSignedInUser(t, { host, investorId: '884422113355' });
    const elsewhere = await registerUser(t, { host: 'alpha.test', body: { first_name: 'Grace', last_name: 'Hopper' } });
    const search = async (q: string) => {
      const response = await call(t.api, {
        method: 'GET',
        url: `/v1/admin/users?q=${encodeURIComponent(q)}`,
        host,
        token,
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json().payload as { items: { id: string; email: string; name: string }[]; total: number };
    };

    const byName = await search('hOPPer');
    expect(byName.items.map((user) => user.email).sort()).toEqual([administrator.email, investor.email].sort());
    expect(byName.items.map((user) => user.name)).toEqual(['Grace Hopper', 'Grace Hopper']);
    expect((await search(investor.email.slice(0, 12))).items.map((user) => user.email)).toEqual([investor.email]);
    expect((await search('884422113355')).items.map((user) => user.email)).toEqual([investor.email]);
    expect((await search('88442211')).items).toEqual([]);
    expect((await search('Grace')).items.map((user) => user.email)).not.toContain(elsewhere.email);
    expect((await search('%')).items).toEqual([]);
    const pageOf = async (page: number) =>
      (await call(t.api, { method: 'GET', url: `/v1/admin/users?limit=1&page=${page}`, host, token })).json()
        .payload as {
        items: { email: string }[];
        total: number;
      };
    const [first, second] = [await pageOf(1), await pageOf(2)];
    expect(first.total).toBe(2);
    expect([...first.items, ...second.items].map((user) => user.email).sort()).toEqual(
      [investor.email, administrator.email].sort(),
    );
  });

  it('shows a user’s sign-in state, devices and latest attempts, and 404 for another domain’s user', async () => {
    const { token } = await admin();
    const investor = await registerUser(t, { userAgent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) Firefox/133.0' });
    await login(t, { email: investor.email, password: 'not the password' });
    const response = await detail(token, investor.user.id);
    expect(response.statusCode, response.body).toBe(200);
    const shown = response.json().payload;
    expect(shown.user).toMatchObject({ email: investor.email, locked_at: null, two_factor_enabled: false });
    expect(shown.sessions).toHaveLength(1);
    expect(shown.sessions[0].device).toContain('Firefox');
    expect(shown.sign_in_activity[0]).toMatchObject({ success: false, reason: 'wrong_password' });

    const other = await registerUser(t, { host: 'alpha.test' });
    const otherId = other.user.id;
    expect((await detail(token, otherId)).statusCode).toBe(404);
    expect((await act(token, otherId, 'lock')).statusCode).toBe(404);
    expect((await detail(token, 'not-an-id')).statusCode).toBe(400);
  });
});

describe('locking an account', () => {
  it('ends every session, refuses sign-in until unlocked, and keeps both in the audit trail with the reason', async () => {
    const { token } = await admin();
    const investor = await registerUser(t);
    const second = await signIn(t, { email: investor.email, password: investor.password });
    const userId = investor.user.id;

    const locked = await act(token, userId, 'lock', { reason: 'Card chargebacks under review' });
    expect(locked.statusCode, locked.body).toBe(200);
    expect(locked.json().payload).toMatchObject({ sessions_ended: 2, user: { locked_at: expect.any(String) } });
    expect((await me(investor.token)).statusCode).toBe(401);
    expect((await me(second)).statusCode).toBe(401);
    const refused = await login(t, { email: investor.email, password: investor.password });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toContain('locked');
    const wrongPassword = await login(t, { email: investor.email, password: 'not the password' });
    expect(wrongPassword.statusCode).toBe(400);
    expect((await act(token, userId, 'lock')).statusCode).toBe(409);
    expect((await detail(token, userId)).json().payload).toMatchObject({
      locked_reason: 'Card chargebacks under review',
      sessions: [],
    });

    expect((await act(token, userId, 'unlock', { reason: 'Chargebacks cleared' })).statusCode).toBe(200);
    expect((await act(token, userId, 'unlock')).statusCode).toBe(409);
    expect((await login(t, { email: investor.email, password: investor.password })).statusCode).toBe(200);

    const trail = await trailOf(token, userId);
    expect(trail.map((entry) => [entry.action, entry.reason])).toEqual([
      ['user.unlock', 'Chargebacks cleared'],
      ['user.lock', 'Card chargebacks under review'],
    ]);
    expect(trail[1]).toMatchObject({ before: { locked: false }, after: { locked: true, sessions_ended: 2 } });
  });

  it('refuses without a reason, on the administrator’s own account, and another administrator’s unless super-admin', async () => {
    const first = await admin();
    const second = await admin();
    const superAdmin = await createSignedInUser(t, { roles: ['super-admin'] });
    const investor = await registerUser(t);
    const userId = investor.user.id;

    for (const payload of [{}, { reason: '' }, { reason: 42 }, { reason: 'ok', extra: true }, { reason: '<b>x</b>' }]) {
      const response = await act(first.token, userId, 'lock', payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect((await act(first.token, first.id, 'sign-out')).statusCode).toBe(403);
    expect((await act(first.token, second.id, 'lock')).statusCode).toBe(403);
    expect((await me(second.token)).statusCode).toBe(200);
    expect((await act(superAdmin.token, second.id, 'sign-out')).statusCode).toBe(200);
    expect((await me(second.token)).statusCode).toBe(401);
    expect((await me(investor.token)).statusCode).toBe(200);
    expect(await trailOf(first.token, userId)).toEqual([]);
  });

  it('is refused to investors on every call', async () => {
    const investor = await createSignedInUser(t);
    const target = await registerUser(t);
    const targetId = target.user.id;
    expect((await call(t.api, { method: 'GET', url: '/v1/admin/users', token: investor.token })).statusCode).toBe(403);
    expect((await detail(investor.token, targetId)).statusCode).toBe(403);
    for (const action of ['lock', 'unlock', 'sign-out', 'reset-2fa']) {
      expect((await act(investor.token, targetId, action)).statusCode).toBe(403);
    }
    expect((await me(target.token)).statusCode).toBe(200);
  });
});

describe('signing a user out and resetting two-step verification', () => {
  it('signs every device out, and a reset turns two-step off, ends sessions and tells the user by mail', async () => {
    const { token } = await admin();
    const investor = await registerUser(t);
    const userId = investor.user.id;
    const secretOf = await call(t.api, { method: 'POST', url: '/v1/2fa/generateSecret', token: investor.token });
    const { secret } = secretOf.json().payload;
    const enabled = await call(t.api, {
      method: 'POST',
      url: '/v1/2fa/enable2fa',
      token: investor.token,
      remoteAddress: nextIp(),
      payload: { secret, one_time_password: await totpCode(secret, t.clock.now()) },
    });
    expect(enabled.statusCode, enabled.body).toBe(200);

    const signedOut = await act(token, userId, 'sign-out');
    expect(signedOut.json().payload.sessions_ended).toBe(1);
    expect((await me(investor.token)).statusCode).toBe(401);
    expect((await login(t, { email: investor.email, password: testPassword })).json().payload.two_factor_required).toBe(
      true,
    );

    const reset = await act(token, userId, 'reset-2fa', { reason: 'Lost phone, identity checked by video call' });
    expect(reset.statusCode, reset.body).toBe(200);
    expect(reset.json().payload.user.two_factor_enabled).toBe(false);
    expect((await act(token, userId, 'reset-2fa')).statusCode).toBe(409);
    const signedIn = await login(t, { email: investor.email, password: testPassword });
    expect(signedIn.json().payload.two_factor_required).toBe(false);
    await t.drainOutbox();
    expect(t.mail.to(investor.email).map((mail) => mail.subject)).toContain(
      'Main Test: two-step verification was reset',
    );
    expect((await trailOf(token, userId)).map((entry) => entry.action)).toEqual(['user.reset_2fa', 'user.sign_out']);
  });
});
