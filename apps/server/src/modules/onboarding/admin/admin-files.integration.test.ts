import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from '../../../../test/test-app';
import { createSignedInUser } from '../../auth/testing';
import { createInvestor, type Investor, pngBytes, uploadDocument, walkToDocuments } from '../onboarding.test-factories';

describe('GET admin/onboarding/documents/:id/file', () => {
  let t: TestApp;
  let investor: Investor;
  let documentId: string;

  const fileOf = (id: string, auth: { token?: string; host?: string } = {}) =>
    call(t.api, { method: 'GET', url: `/v1/admin/onboarding/documents/${id}/file`, ...auth });

  beforeAll(async () => {
    t = await createTestApp();
    investor = await createInvestor(t);
    await walkToDocuments(t, investor);
    const upload = await uploadDocument(t, investor);
    expect(upload.statusCode, upload.body).toBe(200);
    documentId = upload.json().payload.document.id;
  });
  afterAll(async () => {
    await t.close();
  });

  it('gives an administrator of the tenant the uploaded bytes, never cached', async () => {
    const admin = await createSignedInUser(t, { roles: ['admin'] });
    const response = await fileOf(documentId, { token: admin.token });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.rawPayload.equals(pngBytes)).toBe(true);
  });

  it('is for administrators only, even for the investor’s own document', async () => {
    expect((await fileOf(documentId)).statusCode).toBe(401);
    const response = await fileOf(documentId, { token: investor.token });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ success: false, code: 'FORBIDDEN' });
  });

  it('does not find a document of another tenant', async () => {
    await t.createTenant('other-files.test');
    const foreignAdmin = await createSignedInUser(t, { roles: ['admin'], host: 'other-files.test' });
    const response = await fileOf(documentId, { token: foreignAdmin.token, host: 'other-files.test' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
  });

  it('answers 404 for an unknown document and 400 for a malformed id', async () => {
    const admin = await createSignedInUser(t, { roles: ['super-admin'] });
    expect((await fileOf('00000000-0000-4000-8000-000000000000', { token: admin.token })).statusCode).toBe(404);
    const malformed = await fileOf('not-a-uuid', { token: admin.token });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().code).toBe('VALIDATION');
  });
});
