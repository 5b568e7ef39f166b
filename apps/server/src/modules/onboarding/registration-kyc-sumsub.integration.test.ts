import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeSumsubApplicant, signedWebhookHeaders, startFakeSumsub } from '../../../test/fake-sumsub';
import { call, createTestApp, type TestApp } from '../../../test/test-app';
import { createSumsubKycProvider } from './kyc/sumsub-kyc';
import {
  createInvestor,
  type Investor,
  identificationBody,
  kycStatus,
  mailsTo,
  me,
  pngBytes,
  post,
  submitDocuments,
  uploadDocument,
  walkToDocuments,
} from './onboarding.test-factories';

describe('identity verification through Sumsub', () => {
  let fake: Awaited<ReturnType<typeof startFakeSumsub>>;
  let t: TestApp;

  function sendWebhook(body: string, headers: Record<string, string>) {
    return call(t.api, { method: 'POST', url: '/v1/registration/kyc/callback', payload: body, headers });
  }

  async function submittedInvestor(): Promise<{ investor: Investor; applicant: FakeSumsubApplicant }> {
    const investor = await createInvestor(t);
    await walkToDocuments(t, investor);
    await submitDocuments(t, investor);
    return { investor, applicant: fake.applicantFor(investor.id) };
  }

  beforeAll(async () => {
    fake = await startFakeSumsub();
    t = await createTestApp({ env: fake.env });
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  it('sends the applicant, their passport and a check request once the documents step is done', async () => {
    const { investor, applicant } = await submittedInvestor();
    expect(applicant).toMatchObject({
      levelName: 'basic-kyc-level',
      reviewStatus: 'pending',
      body: {
        externalUserId: investor.id,
        type: 'individual',
        email: investor.email,
        fixedInfo: { firstName: 'Grace Brewster', lastName: 'Hopper', nationality: 'USA' },
      },
    });
    expect(applicant.documents).toHaveLength(1);
    expect(applicant.documents[0]?.metadata).toEqual({
      idDocType: 'PASSPORT',
      country: 'USA',
      idDocSubType: 'FRONT_SIDE',
    });
    expect(applicant.documents[0]?.contentType).toBe('image/png');
    expect(applicant.documents[0]?.bytes.equals(pngBytes)).toBe(true);
    expect(await kycStatus(t, investor)).toMatchObject({ status: 'pending', is_sandbox: false });
  });

  it('approves on a GREEN review: an investor id, an open trading account and a mail', async () => {
    const { investor, applicant } = await submittedInvestor();
    const webhook = fake.reviewed(applicant, { reviewAnswer: 'GREEN' });
    const response = await sendWebhook(webhook.body, webhook.headers);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().message).toBe('Applied');
    expect(await kycStatus(t, investor)).toMatchObject({ status: 'approved', reason: null });
    expect((await me(t, investor)).investor_id).toMatch(/^\d{12}$/);
    const account = await call(t.trading, { method: 'POST', url: '/api/accounts', token: investor.token });
    expect(account.statusCode, account.body).toBe(200);
    const [mail] = await mailsTo(t, investor);
    expect(mail?.subject).toBe('Main Test: your identity is verified');
    expect(mail?.raw).toContain('http://main.test/dashboard');
  });

  it('refuses on a RED review with the comment meant for the applicant, never the internal one', async () => {
    const { investor, applicant } = await submittedInvestor();
    const webhook = fake.reviewed(applicant, {
      reviewAnswer: 'RED',
      moderationComment: 'We do not accept screenshots. Please upload an original photo.',
      clientComment: 'Screenshot detected by the reviewer',
    });
    expect((await sendWebhook(webhook.body, webhook.headers)).statusCode).toBe(200);
    expect(await kycStatus(t, investor)).toMatchObject({
      status: 'refused',
      reason: 'We do not accept screenshots. Please upload an original photo.',
    });
    expect((await me(t, investor)).investor_id).toBeNull();
    const [mail] = await mailsTo(t, investor);
    expect(mail?.subject).toBe('Main Test: we could not verify your identity');
    expect(mail?.raw).toContain('Reason: We do not accept screenshots. Please upload an original photo.');
    expect(mail?.raw).toContain('http://main.test/finish-profile/user-documents');
    expect(mail?.raw).not.toContain('Screenshot detected');
  });

  it('refuses a forged webhook with 401 and changes nothing', async () => {
    const { investor, applicant } = await submittedInvestor();
    const genuine = fake.reviewed(applicant, { reviewAnswer: 'GREEN' });
    const forgeries = [
      { body: genuine.body, headers: signedWebhookHeaders(genuine.body, 'not-the-webhook-secret') },
      { body: genuine.body.replace(applicant.id, `${applicant.id.slice(1)}0`), headers: genuine.headers },
      { body: genuine.body, headers: { 'content-type': 'application/json' } },
      { body: genuine.body, headers: { ...genuine.headers, 'x-payload-digest-alg': 'MD5' } },
      { body: genuine.body, headers: { ...genuine.headers, 'x-payload-digest': 'not-hex' } },
    ];
    for (const forgery of forgeries) {
      const response = await sendWebhook(forgery.body, forgery.headers);
      expect(response.statusCode, response.body).toBe(401);
      expect(response.json()).toMatchObject({ success: false, code: 'UNAUTHENTICATED' });
    }
    expect((await kycStatus(t, investor)).status).toBe('pending');
    expect(await mailsTo(t, investor)).toEqual([]);
    const sha512 = {
      body: genuine.body,
      headers: signedWebhookHeaders(genuine.body, fake.env.SUMSUB_WEBHOOK_SECRET, 'sha512'),
    };
    expect((await sendWebhook(sha512.body, sha512.headers)).json().message).toBe('Applied');
  });

  it('applies a replayed webhook once, and a later review of a decided check changes nothing', async () => {
    const { investor, applicant } = await submittedInvestor();
    const approval = fake.reviewed(applicant, { reviewAnswer: 'GREEN' });
    expect((await sendWebhook(approval.body, approval.headers)).json().message).toBe('Applied');
    const investorId = (await me(t, investor)).investor_id;
    const replay = await sendWebhook(approval.body, approval.headers);
    expect(replay.statusCode).toBe(200);
    expect(replay.json().message).toBe('Already applied');
    const refusal = fake.reviewed(applicant, { reviewAnswer: 'RED', moderationComment: 'Too late' });
    expect((await sendWebhook(refusal.body, refusal.headers)).json().message).toBe('Already applied');
    expect(await kycStatus(t, investor)).toMatchObject({ status: 'approved', reason: null });
    expect((await me(t, investor)).investor_id).toBe(investorId);
    expect((await mailsTo(t, investor)).map((mail) => mail.subject)).toEqual(['Main Test: your identity is verified']);
  });

  it('answers 200 to a genuine event that decides nothing, and 404 to a review of an unknown applicant', async () => {
    const { investor, applicant } = await submittedInvestor();
    const pending = JSON.stringify({ applicantId: applicant.id, type: 'applicantPending', reviewStatus: 'pending' });
    const response = await sendWebhook(pending, signedWebhookHeaders(pending, fake.env.SUMSUB_WEBHOOK_SECRET));
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe('Nothing to apply');
    expect((await kycStatus(t, investor)).status).toBe('pending');
    const unknown = fake.reviewed({ ...applicant, id: 'f'.repeat(24) }, { reviewAnswer: 'GREEN' });
    expect((await sendWebhook(unknown.body, unknown.headers)).statusCode).toBe(404);
    const malformed = '{"type":"applicantReviewed"';
    expect(
      (await sendWebhook(malformed, signedWebhookHeaders(malformed, fake.env.SUMSUB_WEBHOOK_SECRET))).statusCode,
    ).toBe(400);
  });

  it('is refused by Sumsub when its requests are signed with another secret key', async () => {
    const provider = createSumsubKycProvider({
      baseUrl: fake.env.SUMSUB_BASE_URL,
      appToken: fake.env.SUMSUB_APP_TOKEN,
      secretKey: 'another-secret-key',
      webhookSecret: fake.env.SUMSUB_WEBHOOK_SECRET,
      levelName: fake.env.SUMSUB_LEVEL_NAME,
    });
    const applicant = {
      tenantId: 'tenant',
      userId: 'someone',
      userType: 'Individual' as const,
      email: 'someone@example.test',
      firstName: 'Some',
      lastName: 'One',
      companyName: null,
      countryCode: 'US',
      documents: [],
      attempt: 1,
    };
    await expect(provider.submit(applicant)).rejects.toThrow(/answered 401: Request signature mismatch/);
    expect([...fake.applicants.values()].some((created) => created.body.externalUserId === 'someone')).toBe(false);
  });
});

describe('identity verification while Sumsub is unreachable', () => {
  it('keeps the documents, says the check could not start, and starts it on the next save', async () => {
    const fake = await startFakeSumsub();
    // Two instances of the product share the database, the files and the signing secret.
    const shared = {
      JWT_SECRET: 'the-same-signing-secret-for-both-apps',
      DATA_DIR: mkdtempSync(join(tmpdir(), 'kyc-')),
    };
    const down = await createTestApp({ env: { ...fake.env, ...shared, SUMSUB_BASE_URL: 'http://127.0.0.1:9' } });
    const up = await createTestApp({ env: { ...fake.env, ...shared }, sharedDatabase: down.context.database });
    try {
      const investor = await createInvestor(down);
      await walkToDocuments(down, investor);
      expect((await uploadDocument(down, investor)).statusCode).toBe(200);
      const details = await post(down, investor, 'identification_details', await identificationBody(down));
      expect(details.statusCode).toBe(503);
      expect(details.json().message).toContain('Your documents are saved');
      expect(await kycStatus(down, investor)).toMatchObject({ status: 'not_started' });

      const again = await post(up, investor, 'identification_details', await identificationBody(up));
      expect(again.statusCode, again.body).toBe(200);
      expect(await kycStatus(up, investor)).toMatchObject({ status: 'pending' });
      expect(fake.applicantFor(investor.id).documents).toHaveLength(1);
    } finally {
      await up.close();
      await down.close();
      await fake.close();
    }
  });
});
