import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from '../../../../test/test-app';
import {
  createInvestor,
  elfBytes,
  get,
  type Investor,
  identificationBody,
  me,
  pngBytes,
  post,
  uploadDocument,
  walkToDocuments,
} from '../onboarding.test-factories';

describe('documents', () => {
  let t: TestApp;
  let investor: Investor;

  beforeAll(async () => {
    t = await createTestApp();
    investor = await createInvestor(t);
    await walkToDocuments(t, investor);
  });
  afterAll(async () => {
    await t.close();
  });

  it('refuses an upload before the documents step is open', async () => {
    const early = await createInvestor(t);
    const response = await uploadDocument(t, early);
    expect(response.statusCode).toBe(403);
  });

  it('refuses a renamed executable, by its content, and stores nothing', async () => {
    const before = (await get(t, investor, 'documents')).json().payload.items.length;
    const response = await uploadDocument(t, investor, {
      file: { name: 'passport.png', type: 'image/png', bytes: elfBytes },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION',
      errors: { file: ['Only JPEG, PNG, TIFF, GIF or PDF files are accepted'] },
    });
    expect((await get(t, investor, 'documents')).json().payload.items).toHaveLength(before);
  });

  it('refuses a file over 10 MB with 413', async () => {
    const large = Buffer.concat([pngBytes, Buffer.alloc(10 * 1024 * 1024 + 1, 0)]);
    const response = await uploadDocument(t, investor, { file: { name: 'big.png', type: 'image/png', bytes: large } });
    expect(response.statusCode).toBe(413);
  });

  it('refuses bad fields: unknown, missing, of the wrong kind or not for this step', async () => {
    const unknown = await uploadDocument(t, investor, { fields: { owner_id: 'someone' } });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toEqual({ owner_id: ['Unknown field'] });
    const badStep = await uploadDocument(t, investor, { fields: { step: 'deed' } });
    expect(badStep.json().errors).toHaveProperty('step');
    const noFile = await uploadDocument(t, investor, { file: null });
    expect(noFile.json().errors).toEqual({ file: ['Choose a file to upload'] });
    const companyDocument = await uploadDocument(t, investor, { fields: { user_document_type_id: '11' } });
    expect(companyDocument.json().errors).toEqual({
      user_document_type_id: ['This document type is not accepted at this step'],
    });
    const json = await post(t, investor, 'documents', { file: 'x' });
    expect(json.statusCode).toBe(400);
  });

  it('stores a document, lists it and serves it to its owner only', async () => {
    const response = await uploadDocument(t, investor);
    expect(response.statusCode, response.body).toBe(200);
    const { document, progress } = response.json().payload;
    expect(document).toMatchObject({ user_document_type_id: 1, content_type: 'image/png', status: 'pending' });
    expect(progress.next_step).toBe('user_documents');
    const list = (await get(t, investor, 'documents')).json().payload.items;
    expect(list.map((item: { id: string }) => item.id)).toContain(document.id);

    const file = await get(t, investor, `documents/${document.id}/file`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.rawPayload.equals(pngBytes)).toBe(true);

    const other = await createInvestor(t);
    expect((await get(t, other, `documents/${document.id}/file`)).statusCode).toBe(404);
    expect((await get(t, other, 'documents')).json().payload.items).toEqual([]);
    await t.createTenant('elsewhere.test');
    const foreign = await createInvestor(t, { host: 'elsewhere.test' });
    expect((await get(t, foreign, `documents/${document.id}/file`)).statusCode).toBe(404);
    expect((await get(t, investor, 'documents/not-a-uuid/file')).statusCode).toBe(400);
  });

  it('completes the documents step with identification details, then registration', async () => {
    const details = await post(t, investor, 'identification_details', await identificationBody(t));
    expect(details.statusCode, details.body).toBe(200);
    expect(details.json().payload.next_step).toBe('confirmation');
    const complete = await post(t, investor, 'complete');
    expect(complete.statusCode, complete.body).toBe(200);
    const user = await me(t, investor);
    expect(user.registration_completed).toBe(true);
    expect(user.registration_steps_completed_at).toHaveProperty('user_documents');
  });

  it('never names a stored file after the upload', async () => {
    const response = await uploadDocument(t, investor, {
      file: { name: '../../etc/passwd.png', type: 'image/png', bytes: pngBytes },
    });
    expect(response.statusCode, response.body).toBe(200);
    const { id } = response.json().payload.document;
    const file = await call(t.api, {
      method: 'GET',
      url: `/v1/registration/documents/${id}/file`,
      token: investor.token,
    });
    expect(file.headers['content-disposition']).toBe(`attachment; filename="${id}.png"`);
  });
});
