import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from '../../../test/test-app';
import { createSignedInUser } from '../auth/testing';
import {
  createInvestor,
  mailsTo,
  settledKycStatus,
  submitDocuments,
  uploadDocument,
  walkToDocuments,
} from './onboarding.test-factories';

const host = 'acme-invest.test';

describe('mail about onboarding decisions', () => {
  let t: TestApp;
  let admin: { token: string };

  const review = (url: string, payload: object, as = admin) =>
    call(t.api, { method: 'POST', url: `/v1/admin/onboarding/${url}`, host, token: as.token, payload });

  async function investorWithDocument() {
    const investor = await createInvestor(t, { host });
    await walkToDocuments(t, investor);
    const upload = await uploadDocument(t, investor);
    expect(upload.statusCode, upload.body).toBe(200);
    return { investor, documentId: upload.json().payload.document.id as string };
  }

  beforeAll(async () => {
    t = await createTestApp();
    await t.createTenant(host, 'Acme Capital');
    admin = await createSignedInUser(t, { roles: ['admin'], host });
  });
  afterAll(async () => {
    await t.close();
  });

  it('tells a user their identity is verified, with a link to the dashboard on their domain', async () => {
    const investor = await createInvestor(t, { host });
    await walkToDocuments(t, investor);
    await submitDocuments(t, investor);
    expect((await settledKycStatus(t, investor)).status).toBe('approved');
    const mails = await mailsTo(t, investor);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe('Acme Capital: your identity is verified');
    expect(mails[0]?.raw).toContain('Open your dashboard: https://acme-invest.test/dashboard');
    expect(mails[0]?.raw).toContain('Acme Capital (acme-invest.test)');
  });

  it('tells a user why their identity was refused and where to upload again', async () => {
    const investor = await createInvestor(t, { host });
    await walkToDocuments(t, investor);
    await submitDocuments(t, investor, 'reject');
    expect((await settledKycStatus(t, investor)).status).toBe('refused');
    const [mail] = await mailsTo(t, investor);
    expect(mail?.subject).toBe('Acme Capital: we could not verify your identity');
    expect(mail?.raw).toContain('Reason: A document could not be read; upload it again (sandbox)');
    expect(mail?.raw).toContain('Upload your documents again: https://acme-invest.test/finish-profile/user-documents');
  });

  it('asks for a document again with the reason and a link to the documents step', async () => {
    const { investor, documentId } = await investorWithDocument();
    const response = await review(`documents/${documentId}/review`, {
      action: 'request_reupload',
      reason: 'The photo is blurred',
    });
    expect(response.statusCode, response.body).toBe(200);
    const [mail] = await mailsTo(t, investor);
    expect(mail?.subject).toBe('Acme Capital: please upload your Passport again');
    expect(mail?.raw).toContain('Reason: The photo is blurred');
    expect(mail?.raw).toContain('Upload it again: https://acme-invest.test/finish-profile/user-documents');
  });

  it('tells a user a document was refused or accepted', async () => {
    const { investor, documentId } = await investorWithDocument();
    expect((await review(`documents/${documentId}/review`, { action: 'refuse', reason: 'Expired' })).statusCode).toBe(
      200,
    );
    expect((await review(`documents/${documentId}/review`, { action: 'approve', reason: 'Valid' })).statusCode).toBe(
      200,
    );
    const [refused, accepted] = await mailsTo(t, investor);
    expect(refused?.subject).toBe('Acme Capital: your Passport was refused');
    expect(refused?.raw).toContain('Reason: Expired');
    expect(refused?.raw).toContain('Upload another document: https://acme-invest.test/finish-profile/user-documents');
    expect(accepted?.subject).toBe('Acme Capital: your Passport is accepted');
    expect(accepted?.raw).toContain('https://acme-invest.test/dashboard');
  });

  it('tells a user their account was approved, or refused with the reason and no step to retry', async () => {
    const approved = await createInvestor(t, { host });
    const approval = await review(`users/${approved.id}/review`, { action: 'approve', reason: 'Checked by hand' });
    expect(approval.statusCode, approval.body).toBe(200);
    const [approvalMail] = await mailsTo(t, approved);
    expect(approvalMail?.subject).toBe('Acme Capital: your account is approved');
    expect(approvalMail?.raw).toContain('Open your dashboard: https://acme-invest.test/dashboard');

    const refused = await createInvestor(t, { host });
    expect(
      (await review(`users/${refused.id}/review`, { action: 'refuse', reason: 'Sanctions match' })).statusCode,
    ).toBe(200);
    const [refusalMail] = await mailsTo(t, refused);
    expect(refusalMail?.subject).toBe('Acme Capital: your account was not approved');
    expect(refusalMail?.raw).toContain('Reason: Sanctions match');
    expect(refusalMail?.raw).not.toContain('finish-profile');
  });

  it('sends nothing for a review that is refused: bad input, or another domain’s administrator', async () => {
    const { investor, documentId } = await investorWithDocument();
    expect((await review(`documents/${documentId}/review`, { action: 'request_reupload' })).statusCode).toBe(400);
    expect((await review(`users/${investor.id}/review`, { action: 'approve', reason: 'x' })).statusCode).toBe(400);
    await t.createTenant('elsewhere-mail.test');
    const foreignAdmin = await createSignedInUser(t, { roles: ['admin'], host: 'elsewhere-mail.test' });
    const foreign = await call(t.api, {
      method: 'POST',
      url: `/v1/admin/onboarding/documents/${documentId}/review`,
      host: 'elsewhere-mail.test',
      token: foreignAdmin.token,
      payload: { action: 'refuse', reason: 'Not yours' },
    });
    expect(foreign.statusCode).toBe(404);
    expect(await mailsTo(t, investor)).toEqual([]);
  });
});
