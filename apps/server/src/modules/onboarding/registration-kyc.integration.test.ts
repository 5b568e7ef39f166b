import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { call, createTestApp, type TestApp } from '../../../test/test-app';
import { kycCallbackSecretFrom } from './index';
import { kycSignatureHeader, kycTimestampHeader } from './kyc/kyc.port';
import { signCallback } from './kyc/kyc-signature';
import {
  createInvestor,
  get,
  type Investor,
  identificationBody,
  individualDetailsBody,
  me,
  post,
  uploadDocument,
  walkToDocuments,
} from './onboarding.test-factories';

async function kycStatus(t: TestApp, investor: Investor) {
  const response = await get(t, investor, 'kyc');
  expect(response.statusCode, response.body).toBe(200);
  return response.json().payload;
}

async function submitDocuments(t: TestApp, investor: Investor, collection = 'front') {
  expect((await uploadDocument(t, investor, { fields: { collection } })).statusCode).toBe(200);
  expect((await post(t, investor, 'identification_details', await identificationBody(t))).statusCode).toBe(200);
}

async function settled(t: TestApp, investor: Investor) {
  return vi.waitFor(
    async () => {
      const status = await kycStatus(t, investor);
      if (status.status === 'pending') throw new Error('still pending');
      return status;
    },
    { timeout: 5000, interval: 25 },
  );
}

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
    expect(await settled(t, investor)).toMatchObject({ status: 'approved', reason: null });
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
    expect(await settled(t, investor)).toMatchObject({ status: 'refused' });
    expect((await me(t, investor)).investor_id).toBeNull();
  });

  it('refuses a document marked for refusal', async () => {
    const investor = await createInvestor(t);
    await walkToDocuments(t, investor);
    await submitDocuments(t, investor, 'reject');
    const status = await settled(t, investor);
    expect(status).toMatchObject({ status: 'refused' });
    expect(status.reason).toContain('upload it again');
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
