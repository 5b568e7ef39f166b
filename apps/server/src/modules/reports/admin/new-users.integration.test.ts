import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { call, useTestApp } from '../../../../test/test-app';
import { createSignedInUser } from '../../auth/testing';
import {
  acceptTerms,
  createInvestor,
  type Investor,
  individualDetailsBody,
  post,
  walkToDocuments,
} from '../../onboarding/testing';

const otherHost = 'new-users-other.test';
const t = useTestApp({ tenants: { [otherHost]: 'Other Capital' } });

const get = (caller: { token: string; host?: string }, url: string) =>
  call(t.api, { method: 'GET', url, token: caller.token, host: caller.host });

/** Moves the user's sign-up to `at`, so each test reads its own days. */
async function signedUpAt(user: { id: string }, at: string) {
  await t.context.database.db.execute(sql`update users set created_at = ${at}::timestamptz where id = ${user.id}`);
}

async function investorSignedUpAt(at: string, host?: string): Promise<Investor> {
  const investor = await createInvestor(t, host ? { host } : {});
  await signedUpAt(investor, at);
  return investor;
}

describe('GET /v1/admin/reports/new-users', () => {
  it("counts the range's sign-ups per day and how many completed each step, in the domain's order", async () => {
    const admin = await createSignedInUser(t, { roles: ['admin'] });
    const walked = await investorSignedUpAt('2025-06-10T09:00:00Z');
    await walkToDocuments(t, walked);
    const detailed = await investorSignedUpAt('2025-06-10T23:59:59Z');
    await acceptTerms(t, detailed);
    const details = await post(t, detailed, 'details/individual', await individualDetailsBody(t));
    expect(details.statusCode, details.body).toBe(200);
    await investorSignedUpAt('2025-06-12T00:00:00Z');
    const before = await investorSignedUpAt('2025-06-08T23:59:59Z');
    await walkToDocuments(t, before);
    const after = await investorSignedUpAt('2025-06-13T00:00:00Z');
    await acceptTerms(t, after);
    const elsewhere = await investorSignedUpAt('2025-06-11T12:00:00Z', otherHost);
    await walkToDocuments(t, elsewhere);

    const response = await get(admin, '/v1/admin/reports/new-users?from=2025-06-09&to=2025-06-12');
    expect(response.statusCode, response.body).toBe(200);
    const report = response.json().payload;
    expect(report).toMatchObject({ from: '2025-06-09', to: '2025-06-12', signups: 3, registration_completed: 0 });
    expect(report.days).toEqual([
      { date: '2025-06-09', signups: 0 },
      { date: '2025-06-10', signups: 2 },
      { date: '2025-06-11', signups: 0 },
      { date: '2025-06-12', signups: 1 },
    ]);
    expect(report.funnel.slice(0, 5)).toEqual([
      { step: 'signature_step', completed: 2 },
      { step: 'details', completed: 2 },
      { step: 'contact', completed: 1 },
      { step: 'suitability', completed: 1 },
      { step: 'user_documents', completed: 0 },
    ]);
    expect(report.funnel.map((stage: { step: string }) => stage.step)).toEqual(
      expect.arrayContaining(['legal_signers', 'self_certify_accredited', 'deed']),
    );
  });

  it('downloads the range’s users as CSV, one line each, cells that would start a formula neutralised', async () => {
    const admin = await createSignedInUser(t, { roles: ['admin'] });
    const investor = await investorSignedUpAt('2024-02-03T10:00:00Z');
    await acceptTerms(t, investor);
    await t.context.database.db.execute(
      sql`update users set first_name = '=HYPERLINK("http://evil.test")', last_name = '+1-2',
          company_name = '@SUM(A1)', last_step = '-2' where id = ${investor.id}`,
    );
    await investorSignedUpAt('2024-02-05T10:00:00Z', otherHost);

    const response = await get(admin, '/v1/admin/reports/new-users?from=2024-02-01&to=2024-02-29&format=csv');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="new-users-2024-02-01-2024-02-29.csv"');
    const lines = response.body.trimEnd().split('\r\n');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/^Signed up \(UTC\),User id,Email,User type,First name,Last name,Company,Last step,/);
    expect(lines[0]).toContain('signature_step (UTC)');
    expect(lines[1]).toContain(`2024-02-03T10:00:00.000Z,${investor.id},${investor.email},Individual,`);
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://evil.test"")",'+1-2,'@SUM(A1),-2,no`);
  });

  it('refuses a range that is reversed, longer than a year, incomplete or malformed, with 400 naming the field', async () => {
    const admin = await createSignedInUser(t, { roles: ['admin'] });
    for (const [query, field] of [
      ['from=2025-06-10&to=2025-06-09', 'from'],
      ['from=2024-01-01&to=2025-01-01', 'from'],
      ['from=2025-06-10', 'to'],
      ['to=2025-06-10', 'from'],
      ['from=2025-13-01&to=2025-12-31', 'from'],
      ['from=2025-06-01&to=2025-06-10&format=xlsx', 'format'],
      ['from=2025-06-01&to=2025-06-10&tenant=other', 'tenant'],
    ] as const) {
      const response = await get(admin, `/v1/admin/reports/new-users?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json(), query).toMatchObject({ success: false, code: 'VALIDATION' });
      expect(Object.keys(response.json().errors ?? {}), query).toContain(field);
    }
    const leapYear = await get(admin, '/v1/admin/reports/new-users?from=2024-01-01&to=2024-12-31');
    expect(leapYear.statusCode, leapYear.body).toBe(200);
    expect(leapYear.json().payload.days).toHaveLength(366);
  });
});

describe('the administrators’ reports and dashboard, for anyone else', () => {
  const adminGets = [
    '/v1/admin/dashboard',
    '/v1/admin/reports/new-users?from=2025-06-01&to=2025-06-02',
    '/v1/admin/reports/ledger',
    '/v1/admin/reports/ledger/reconciliation',
    '/v1/admin/reports/suitability',
  ];

  it('answers an investor 403 and a visitor 401, and runs no reconciliation for either', async () => {
    const investor = await createSignedInUser(t);
    for (const url of adminGets) {
      const refused = await get(investor, url);
      expect(refused.statusCode, url).toBe(403);
      expect(refused.json(), url).toMatchObject({ success: false, code: 'FORBIDDEN' });
      expect((await call(t.api, { method: 'GET', url })).statusCode, url).toBe(401);
    }
    const run = await call(t.api, {
      method: 'POST',
      url: '/v1/admin/reports/ledger/reconciliation',
      token: investor.token,
    });
    expect(run.statusCode).toBe(403);
    const audited = await t.context.database.db.execute(
      sql`select count(*)::int as n from audit_events where action = 'ledger.reconcile' and tenant_id = ${investor.tenantId}`,
    );
    expect((audited as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(0);
  });
});

describe('GET /v1/admin/reports/suitability and suitability/{id}', () => {
  it("lists the domain's investors who answered, and gives an administrator each one's file, not another domain's", async () => {
    const admin = await createSignedInUser(t, { roles: ['admin'] });
    const answered = await createInvestor(t, { nationality: 'us' });
    await walkToDocuments(t, answered);
    const elsewhere = await createInvestor(t, { nationality: 'us', host: otherHost });
    await walkToDocuments(t, elsewhere);
    const notAsked = await createInvestor(t, { nationality: 'france' });

    const list = await get(admin, '/v1/admin/reports/suitability?limit=100');
    expect(list.statusCode, list.body).toBe(200);
    const items = list.json().payload.items as { user_id: string }[];
    expect(items).toContainEqual(
      expect.objectContaining({
        user_id: answered.id,
        email: answered.email,
        name: 'Grace Brewster Hopper',
        risk_tolerance: 'moderate',
        is_restricted: false,
      }),
    );
    expect(items.map((item) => item.user_id)).not.toContain(elsewhere.id);

    const file = await get(admin, `/v1/admin/reports/suitability/${answered.id}`);
    expect(file.statusCode, file.body).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    for (const user of [elsewhere, notAsked]) {
      const missing = await get(admin, `/v1/admin/reports/suitability/${user.id}`);
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
    }
    expect((await get(admin, '/v1/admin/reports/suitability/not-a-uuid')).statusCode).toBe(400);
  });
});
