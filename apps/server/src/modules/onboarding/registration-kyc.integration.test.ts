import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from '../../../test/test-app';
import { createTestDatabase } from '../../../test/test-database';
import { createSignedInUser, signIn, testPassword } from '../auth/testing';
import { kycCallbackSecretFrom } from './index';
import { kycSignatureHeader, kycTimestampHeader, signCallback } from './kyc/kyc-signature';
import {
  createInvestor,
  get,
  type Investor,
  individualDetailsBody,
  kycStatus,
  mailsTo,
  me,
  post,
  settledKycStatus,
  submitDocuments,
  uploadDocument,
  walkToDocuments,
} from './onboarding.test-factories';

describe('identity verification through the sandbox provider', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('has not started before the documents are in', async () => {
    const investor = await createInvestor(t);
    expect(await kycStatus(t, investor)).toMatchObject({ status: 'not_started', is_sandbox: true });
  });

  it('approves a user after the documents step and gives them an investor id', async () => {
    const investor = await createInvestor(t);
    await walkToDocuments(t, investor);
    await submitDocuments(t, investor);
    expect((await kycStatus(t, investor)).status).toMatch(/pending|approved/);
    expect(await settledKycStatus(t, investor)).toMatchObject({ status: 'approved', reason: null });
    const user = await me(t, investor);
    expect(user.investor_id).toMatch(/^\d{12}$/);
    const account = await call(t.trading, { method: 'POST', url: '/api/accounts', token: investor.token });
    expect(account.statusCode, account.body).toBe(200);
  });

  it('refuses a name containing Reject, with the reason, and gives no investor id', async () => {
    const investor = await createInvestor(t);
    await walkToDocuments(t, investor);
    await post(t, investor, 'details/individual', await individualDetailsBody(t, { last_name: 'Rejectson' }));
    await submitDocuments(t, investor);
    expect(await settledKycStatus(t, investor)).toMatchObject({ status: 'refused' });
    expect((await me(t, investor)).investor_id).toBeNull();

    const admin = await createSignedInUser(t, { roles: ['admin'] });
    const trail = await call(t.api, {
      method: 'GET',
      url: `/v1/admin/audit?user_id=${investor.id}`,
      token: admin.token,
    });
    expect(trail.json().payload.items).toEqual([
      expect.objectContaining({
        action: 'user.kyc_result',
        actor_user_id: null,
        actor_email: null,
        before: expect.objectContaining({ status: 'pending' }),
        after: expect.objectContaining({ status: 'refused' }),
      }),
    ]);
  });

  it('refuses a document marked for refusal', async () => {
    const investor = await createInvestor(t);
    await walkToDocuments(t, investor);
    await submitDocuments(t, investor, 'reject');
    const status = await settledKycStatus(t, investor);
    expect(status).toMatchObject({ status: 'refused' });
    expect(status.reason).toContain('upload it again');
  });

  it('asks for the documents again after a refusal, and verifies the ones uploaded next', async () => {
    const investor = await createInvestor(t);
    await walkToDocuments(t, investor);
    await submitDocuments(t, investor, 'reject');
    const refused = await settledKycStatus(t, investor);
    const listed = await get(t, investor, 'documents');
    expect(listed.json().payload.items).toEqual([
      expect.objectContaining({ status: 'reupload_requested', status_reason: refused.reason }),
    ]);

    const again = await uploadDocument(t, investor, { fields: { collection: 'front' } });
    expect(again.statusCode, again.body).toBe(200);
    // A new check has started; the sandbox may already have decided it.
    expect((await kycStatus(t, investor)).status).toMatch(/pending|approved/);
    expect(await settledKycStatus(t, investor)).toMatchObject({ status: 'approved', reason: null });
    expect((await me(t, investor)).investor_id).toMatch(/^\d{12}$/);
  });
});

describe('the KYC callback', () => {
  let t: TestApp;
  let investor: Investor;
  const reference = `manual-${randomUUID()}`;
  let secret: Uint8Array;

  function send(body: string, headers: Record<string, string>) {
    return call(t.api, {
      method: 'POST',
      url: '/v1/registration/kyc/callback',
      payload: body,
      headers: { 'content-type': 'application/json', ...headers },
    });
  }

  function callback(status: 'approved' | 'refused', eventId = randomUUID()) {
    return JSON.stringify({ event_id: eventId, reference, status, reason: status === 'refused' ? 'Forged' : null });
  }

  const nowSeconds = () => Math.floor(t.clock.now().getTime() / 1000);

  beforeAll(async () => {
    t = await createTestApp();
    secret = kycCallbackSecretFrom(t.context.jwtSecret);
    investor = await createInvestor(t);
    await t.context.database.db.execute(
      sql`insert into kyc_checks (tenant_id, user_id, provider, reference, status, submitted_at)
          values (${investor.tenantId}, ${investor.id}, 'sandbox', ${reference}, 'pending', now())`,
    );
  });
  afterAll(async () => {
    await t.close();
  });

  it('refuses a callback with a bad signature and changes nothing', async () => {
    const body = callback('approved');
    const headers = signCallback(secret, body, nowSeconds());
    const tampered = await send(body.replace('approved', 'refused'), headers);
    expect(tampered.statusCode).toBe(401);
    const unsigned = await send(body, {});
    expect(unsigned.statusCode).toBe(401);
    const otherKey = await send(body, signCallback(new Uint8Array(32), body, nowSeconds()));
    expect(otherKey.statusCode).toBe(401);
    const garbage = await send(body, { [kycSignatureHeader]: 'zz', [kycTimestampHeader]: String(nowSeconds()) });
    expect(garbage.statusCode).toBe(401);
    expect((await kycStatus(t, investor)).status).toBe('pending');
  });

  it('refuses a stale callback', async () => {
    const body = callback('approved');
    const response = await send(body, signCallback(secret, body, nowSeconds() - 600));
    expect(response.statusCode).toBe(401);
    expect((await kycStatus(t, investor)).status).toBe('pending');
  });

  it('applies a genuine callback once; a replay or a later decision changes nothing', async () => {
    const eventId = randomUUID();
    const body = callback('approved', eventId);
    const headers = signCallback(secret, body, nowSeconds());
    const first = await send(body, headers);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().message).toBe('Applied');
    const replay = await send(body, headers);
    expect(replay.statusCode).toBe(200);
    expect(replay.json().message).toBe('Already applied');
    const later = callback('refused');
    expect((await send(later, signCallback(secret, later, nowSeconds()))).json().message).toBe('Already applied');
    expect((await kycStatus(t, investor)).status).toBe('approved');
  });

  it('refuses a signed callback with a malformed body', async () => {
    const body = JSON.stringify({ reference, status: 'approved' });
    const response = await send(body, signCallback(secret, body, nowSeconds()));
    expect(response.statusCode).toBe(400);
  });
});

describe('a sandbox check across a restart', () => {
  it('is answered by the next app on the same database when the first stopped before answering', async () => {
    const database = await createTestDatabase();
    const first = await createTestApp({ sharedDatabase: database, env: { KYC_SANDBOX_DELAY: '1h' } });
    const investor = await createInvestor(first);
    await walkToDocuments(first, investor);
    await submitDocuments(first, investor);
    expect((await kycStatus(first, investor)).status).toBe('pending');
    await first.close();

    const second = await createTestApp({ sharedDatabase: database });
    try {
      const signedIn = { ...investor, token: await signIn(second, { email: investor.email, password: testPassword }) };
      expect(await settledKycStatus(second, signedIn)).toMatchObject({ status: 'approved', reason: null });
      expect((await me(second, signedIn)).investor_id).toMatch(/^\d{12}$/);
      const mails = await mailsTo(second, investor);
      expect(mails.map((mail) => mail.subject)).toEqual(['Main Test: your identity is verified']);
    } finally {
      await second.close();
      await database.close();
    }
  });
});
