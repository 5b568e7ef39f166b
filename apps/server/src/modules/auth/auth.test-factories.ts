import type { RegisterRequest, Role, User } from '@invest/contracts';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { call, defaultTestHost, type TestApp } from '../../../test/test-app';

/** Test data for auth and every module that needs a signed-in user. */

let sequence = 0;
const next = () => {
  sequence += 1;
  return sequence;
};

export const testPassword = 'Correct horse 42 battery';

/** A distinct client address, so each test has its own rate-limit budget. */
export function nextIp(): string {
  const n = next();
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
}

export function uniqueEmail(label = 'investor'): string {
  return `${label}-${next()}@example.test`;
}

/** The id of a country, inserted when the reference data has not been seeded. */
export async function countryId(t: TestApp, code = 'US', name = 'United States'): Promise<number> {
  const { db } = t.context.database;
  await db.execute(
    sql`insert into countries (country_code, name, dial_code, flag, phone_mask)
        values (${code}, ${name}, '+1', '', '(###) ###-####') on conflict (country_code) do nothing`,
  );
  const result = (await db.execute(sql`select id from countries where country_code = ${code}`)) as {
    rows: { id: number }[];
  };
  return Number(result.rows[0]?.id);
}

export async function registrationBody(t: TestApp, overrides: Partial<RegisterRequest> = {}) {
  return {
    email: uniqueEmail(),
    password: testPassword,
    first_name: 'Ada',
    last_name: 'Lovelace',
    user_type: 'Individual' as const,
    country_id: await countryId(t),
    ...overrides,
  };
}

/** Registers through POST /v1/register and returns the session it answers. */
export async function registerUser(
  t: TestApp,
  options: { host?: string; body?: Partial<RegisterRequest>; userAgent?: string } = {},
) {
  const body = await registrationBody(t, options.body);
  const response = await call(t.api, {
    method: 'POST',
    url: '/v1/register',
    host: options.host,
    remoteAddress: nextIp(),
    headers: options.userAgent ? { 'user-agent': options.userAgent } : {},
    payload: body,
  });
  expect(response.statusCode, response.body).toBe(200);
  const payload = response.json().payload as { access_token: string; user: User };
  return { email: body.email, password: body.password, token: payload.access_token, user: payload.user };
}

export async function login(
  t: TestApp,
  credentials: { email: string; password: string },
  options: { host?: string; userAgent?: string; remoteAddress?: string } = {},
) {
  return call(t.api, {
    method: 'POST',
    url: '/v1/login',
    host: options.host,
    remoteAddress: options.remoteAddress ?? nextIp(),
    headers: options.userAgent ? { 'user-agent': options.userAgent } : {},
    payload: credentials,
  });
}

/** Signs in and returns the full access token (for users without two-factor authentication). */
export async function signIn(
  t: TestApp,
  credentials: { email: string; password: string },
  options: Parameters<typeof login>[2] = {},
): Promise<string> {
  const response = await login(t, credentials, options);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().payload.access_token as string;
}

/** A user made the operator's way (createUser), signed in. */
export async function createSignedInUser(
  t: TestApp,
  options: { host?: string; roles?: Role[]; emailVerified?: boolean; investorId?: string } = {},
) {
  const host = options.host ?? defaultTestHost;
  const tenant = await t.context.tenants.resolveTenant(host);
  const email = uniqueEmail(options.roles?.join('-') ?? 'investor');
  const user = await t.context.auth.createUser({
    tenantId: tenant.id,
    email,
    password: testPassword,
    firstName: 'Grace',
    lastName: 'Hopper',
    userType: 'Individual',
    roles: options.roles ?? ['investor'],
    emailVerified: options.emailVerified ?? true,
  });
  if (options.investorId) {
    await t.context.database.db.execute(
      sql`update users set investor_id = ${options.investorId} where id = ${user.id}`,
    );
  }
  const token = await signIn(t, { email, password: testPassword }, { host });
  return { id: user.id, email, password: testPassword, token, tenantId: tenant.id };
}

/** The token of the newest link to `path` mailed to `email` (runs the outbox first). */
export async function tokenFromMail(
  t: TestApp,
  email: string,
  path: '/confirm-email' | '/reset-password' | '/sign-in',
) {
  await t.drainOutbox();
  const mails = t.mail.to(email);
  const mail = mails[mails.length - 1];
  if (!mail) throw new Error(`no mail to ${email}`);
  const match = new RegExp(`(https?://[^\\s"<>/]+)${path}\\?token=([\\w-]+)`).exec(mail.raw);
  if (!match?.[1] || !match[2]) throw new Error(`no ${path} link in the mail to ${email}`);
  return { origin: match[1], token: match[2], subject: mail.subject };
}
