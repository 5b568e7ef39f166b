import { randomInt } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { call, defaultTestHost, type TestApp } from '../../../../test/test-app';
import { nextIp, registerUser, signIn, uniqueEmail } from '../../auth/testing';

export interface Inviter {
  id: string;
  tenantId: string;
  token: string;
  email: string;
  host?: string;
}

/** POST /v1/invites as `inviter`, to a new address unless the body names one. */
export function invite(t: TestApp, inviter: { token: string; host?: string }, body: Record<string, unknown> = {}) {
  return call(t.api, {
    method: 'POST',
    url: '/v1/invites',
    host: inviter.host,
    token: inviter.token,
    remoteAddress: nextIp(),
    payload: { email: uniqueEmail('friend'), first_name: 'Marie', last_name: 'Curie', ...body },
  });
}

/** GET /v1/invites/actives[/{status}] as `user`, answering the payload. */
export async function invitationsOf(t: TestApp, user: { token: string; host?: string }, status?: string) {
  const response = await call(t.api, {
    method: 'GET',
    url: status ? `/v1/invites/actives/${status}` : '/v1/invites/actives',
    host: user.host,
    token: user.token,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().payload;
}

/** The invitation code in the newest sign-up link mailed to `email` (runs the outbox first). */
export async function referralCodeFromMail(t: TestApp, email: string): Promise<string> {
  await t.drainOutbox();
  const match = /\/sign-up\?ref=([A-Z2-9]{8})/.exec(t.mail.to(email).at(-1)?.raw ?? '');
  if (!match?.[1]) throw new Error(`no invitation link mailed to ${email}`);
  return match[1];
}

/**
 * A user who signed up with the invitation `code` and was then approved as an investor (so they may
 * deposit), signed in again so their session carries it.
 */
export async function invitedInvestor(t: TestApp, code: string, body: { email?: string } = {}, host = defaultTestHost) {
  const registered = await registerUser(t, { host, body: { referral_code: code, ...body } });
  const investorId = String(randomInt(100_000_000_000, 999_999_999_999));
  await t.context.database.db.execute(
    sql`update users set investor_id = ${investorId}, email_verified_at = now() where id = ${registered.user.id}`,
  );
  const token = await signIn(t, { email: registered.email, password: registered.password }, { host });
  const tenant = await t.context.tenants.resolveTenant(host);
  return {
    id: registered.user.id,
    tenantId: tenant.id,
    email: registered.email,
    password: registered.password,
    token,
    host,
  };
}
