import { randomInt } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { call, useTestApp, withTestApp } from '../../../../test/test-app';
import { createSignedInUser } from '../testing';
import { userSearchRateLimits } from './user-search.routes';

const otherHost = 'search-other.test';
const t = useTestApp({ tenants: { [otherHost]: 'Other Search Domain' } });

const newInvestorId = () => String(randomInt(100_000_000_000, 999_999_999_999));

/** An investor others can find: an account id and a verified email (createSignedInUser verifies it). */
async function createInvestor(options: { host?: string } = {}) {
  const investorId = newInvestorId();
  return { ...(await createSignedInUser(t, { ...options, investorId })), investorId };
}

function search(caller: { token: string }, body: unknown, host?: string) {
  return call(t.api, {
    method: 'POST',
    url: '/v1/account/search-user',
    token: caller.token,
    host,
    payload: body as object,
  });
}

const noInvestorFound = { success: false, code: 'NOT_FOUND', message: 'No investor found' };

describe('POST /v1/account/search-user', () => {
  it('finds an investor by their exact email in any case, with only an id and a display name', async () => {
    const caller = await createInvestor();
    const wanted = await createInvestor();
    for (const query of [wanted.email, wanted.email.toUpperCase(), `  ${wanted.email}  `]) {
      const response = await search(caller, { query });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().payload).toStrictEqual({ id: wanted.id, display_name: 'Grace H.' });
    }
  });

  it('finds an investor by their account id, and shows an entity by its company name', async () => {
    const caller = await createInvestor();
    const wanted = await createInvestor();
    await t.context.database.db.execute(
      sql`update users set user_type = 'Entity', company_name = 'Analytical Engines Ltd' where id = ${wanted.id}`,
    );
    const response = await search(caller, { query: wanted.investorId });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().payload).toStrictEqual({ id: wanted.id, display_name: 'Analytical Engines Ltd' });
  });

  it('answers the same 404 for no one, a partial match, another domain’s user and those who cannot receive', async () => {
    const wanted = await createInvestor();
    const elsewhere = await createInvestor({ host: otherHost });
    const unverified = await createSignedInUser(t, { emailVerified: false, investorId: newInvestorId() });
    const notInvestor = await createSignedInUser(t);
    const [name, domain] = wanted.email.split('@') as [string, string];
    const misses = [
      'nobody@example.test',
      name,
      `${name}@`,
      `@${domain}`,
      wanted.email.slice(0, -1),
      `${wanted.email}x`,
      wanted.investorId.slice(0, 9),
      `${wanted.investorId}0`,
      elsewhere.email,
      elsewhere.investorId,
      unverified.email,
      notInvestor.email,
      '%',
      '_%@example.test',
    ];
    const { max } = userSearchRateLimits.perMinute;
    for (let start = 0; start < misses.length; start += max) {
      const caller = await createInvestor();
      for (const query of misses.slice(start, start + max)) {
        const response = await search(caller, { query });
        expect(response.statusCode, query).toBe(404);
        expect(response.json(), query).toStrictEqual(noInvestorFound);
      }
    }
  });

  it('refuses the caller’s own email or account id with 400', async () => {
    const caller = await createInvestor();
    for (const query of [caller.email, caller.investorId]) {
      const response = await search(caller, { query });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION', errors: { query: [expect.any(String)] } });
    }
  });

  it('refuses bad input with 400, and callers who are signed out or unverified', async () => {
    const caller = await createInvestor();
    const bodies = [
      {},
      { query: '' },
      { query: '   ' },
      { query: 'a'.repeat(10_000) },
      { query: 42 },
      { query: ['a'] },
    ];
    for (const body of [...bodies, { query: 'someone@example.test', extra: true }]) {
      const response = await search(caller, body);
      expect(response.statusCode, JSON.stringify(body).slice(0, 40)).toBe(400);
      expect(response.json()).toMatchObject({ success: false, code: 'VALIDATION' });
    }
    const signedOut = await call(t.api, {
      method: 'POST',
      url: '/v1/account/search-user',
      payload: { query: caller.email },
    });
    expect(signedOut.statusCode).toBe(401);
    const unverified = await createSignedInUser(t, { emailVerified: false });
    expect((await search(unverified, { query: caller.email })).statusCode).toBe(403);
  });

  it('refuses a user’s searches past the limit of a minute with 429 and Retry-After, and no one else’s', async () => {
    const caller = await createInvestor();
    const wanted = await createInvestor();
    const { max } = userSearchRateLimits.perMinute;
    for (let i = 0; i < max; i += 1) {
      const query = i % 2 === 0 ? wanted.email : `nobody-${i}@example.test`;
      expect((await search(caller, { query })).statusCode).toBe(i % 2 === 0 ? 200 : 404);
    }
    const refused = await search(caller, { query: wanted.email });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ success: false, code: 'RATE_LIMITED' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(JSON.stringify(refused.json())).not.toContain(wanted.id);

    const other = await createInvestor();
    const answered = await search(other, { query: wanted.email });
    expect(answered.statusCode).toBe(200);
    expect(answered.json().payload).toStrictEqual({ id: wanted.id, display_name: 'Grace H.' });
  });

  it('keeps the limit per user when RATE_LIMITS=off lifts the per-address ones (browser journeys)', async () => {
    await withTestApp({ env: { RATE_LIMITS: 'off' } }, async (app) => {
      const caller = await createSignedInUser(app, { investorId: newInvestorId() });
      const search = () =>
        call(app.api, {
          method: 'POST',
          url: '/v1/account/search-user',
          token: caller.token,
          payload: { query: 'nobody@example.test' },
        });
      for (let i = 0; i < userSearchRateLimits.perMinute.max; i += 1) expect((await search()).statusCode).toBe(404);
      expect((await search()).statusCode).toBe(429);
    });
  });
});
