import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { call, useTestApp } from '../../../../test/test-app';
import { countryId, signIn, testPassword } from '../../auth/testing';
import { configureSteps, createInvestor, elfBytes, kycStatus, pngBytes, stepEntry } from '../onboarding.test-factories';
import {
  account,
  approvedInvestor,
  chunksOf,
  documentsOf,
  markExpiredByAdmin,
  paddedPng,
  storedFiles,
} from './account-documents.test-factories';

const t = useTestApp({ tenants: { 'elsewhere.test': 'Elsewhere', 'deed-docs.test': 'Trust Co' } });
const hourMs = 3_600_000;
/** Three chunks of about 68 KB. */
const fileSize = 200 * 1024;
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

async function newDetails(expiryDate = '2034-01-31') {
  return {
    id_type: 'passport',
    id_number: 'Y7654321',
    issuing_country_id: await countryId(t, 'US', 'United States'),
    expiry_date: expiryDate,
  };
}

/** An approved investor whose passport an administrator marked expired, with that passport's id. */
async function investorWithExpiredPassport() {
  const investor = await approvedInvestor(t);
  const [passport] = (await documentsOf(t, investor)).items;
  if (!passport) throw new Error('no passport');
  await markExpiredByAdmin(t, investor, passport.id);
  return { investor, passport };
}

async function startUpload(
  investor: Awaited<ReturnType<typeof approvedInvestor>>,
  documentId: string,
  size = fileSize,
) {
  const response = await account(t, investor, 'POST', 'upload-user-file', {
    replaces_document_id: documentId,
    user_document_type_id: 1,
    size,
    total_chunks: 3,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().payload as { upload_id: string; chunk_size: number; total_chunks: number };
}

describe('the documents of an approved investor', () => {
  it('lists the passport with its expiry date, not to be replaced while valid, and no deed', async () => {
    const investor = await approvedInvestor(t);
    const { items, deed } = await documentsOf(t, investor);
    expect(items).toEqual([
      expect.objectContaining({
        type_name: 'Passport',
        status: 'approved',
        expiry_date: '2031-06-30',
        is_expired: false,
        can_replace: false,
      }),
    ]);
    expect(deed).toBeNull();
    const [passport] = items;
    const start = await account(t, investor, 'POST', 'upload-user-file', {
      replaces_document_id: passport?.id,
      user_document_type_id: 1,
      size: fileSize,
      total_chunks: 3,
    });
    expect(start.statusCode).toBe(409);
    const file = await account(t, investor, 'GET', `documents/${passport?.id}/file`);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(pngBytes)).toBe(true);
  });

  it('takes a replacement in chunks sent out of order and again, resumes, and files the exact bytes', async () => {
    const { investor, passport } = await investorWithExpiredPassport();
    const listed = (await documentsOf(t, investor)).items[0];
    expect(listed).toMatchObject({ status: 'expired', is_expired: true, can_replace: true });
    const file = paddedPng(pngBytes, fileSize);
    const upload = await startUpload(investor, passport.id);
    const chunks = chunksOf(file, upload.chunk_size);
    expect(chunks).toHaveLength(3);
    const [first, second, third] = chunks as [Buffer, Buffer, Buffer];

    expect((await account(t, investor, 'PUT', `upload-user-file/${upload.upload_id}/chunks/2`, third)).statusCode).toBe(
      200,
    );
    expect((await account(t, investor, 'PUT', `upload-user-file/${upload.upload_id}/chunks/0`, first)).statusCode).toBe(
      200,
    );
    const again = await account(t, investor, 'PUT', `upload-user-file/${upload.upload_id}/chunks/0`, first);
    expect(again.json().payload.received).toEqual([0, 2]);
    expect(storedFiles(t, 'upload-chunks')).toHaveLength(2);

    const resumed = await account(t, investor, 'GET', `upload-user-file/${upload.upload_id}`);
    expect(resumed.json().payload).toMatchObject({ received: [0, 2], total_chunks: 3, sha256: null });
    const early = await account(t, investor, 'POST', 'finish-upload-user-file', { upload_id: upload.upload_id });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('Chunks 1 are missing: send them, then finish');

    expect(
      (await account(t, investor, 'PUT', `upload-user-file/${upload.upload_id}/chunks/1`, second)).statusCode,
    ).toBe(200);
    const finished = await account(t, investor, 'POST', 'finish-upload-user-file', { upload_id: upload.upload_id });
    expect(finished.statusCode, finished.body).toBe(200);
    expect(finished.json().payload).toMatchObject({ sha256: sha256(file), content_type: 'image/png', received: [] });
    expect(storedFiles(t, 'upload-chunks')).toEqual([]);

    t.clock.advance(60_000);
    const replaced = await account(t, investor, 'POST', 'settings/document', {
      upload_id: upload.upload_id,
      ...(await newDetails()),
    });
    expect(replaced.statusCode, replaced.body).toBe(200);
    const { document, replaced: old } = replaced.json().payload;
    expect(document).toMatchObject({
      status: 'pending',
      expiry_date: '2034-01-31',
      is_expired: false,
      can_replace: false,
    });
    expect(old).toMatchObject({ id: passport.id, status: 'superseded', expiry_date: '2031-06-30', can_replace: false });

    expect((await kycStatus(t, investor)).submitted_at).toBe(t.clock.now().toISOString());
    const download = await account(t, investor, 'GET', `documents/${document.id}/file`);
    expect(sha256(download.rawPayload)).toBe(sha256(file));
    const { items } = await documentsOf(t, investor);
    expect(items.map((item) => [item.id, item.status])).toEqual([
      [document.id, expect.stringMatching(/^(pending|approved)$/)],
      [passport.id, 'superseded'],
    ]);
    expect((await account(t, investor, 'GET', `upload-user-file/${upload.upload_id}`)).statusCode).toBe(404);
    const twice = await account(t, investor, 'POST', 'settings/document', {
      upload_id: upload.upload_id,
      ...(await newDetails()),
    });
    expect(twice.statusCode).toBe(404);
  });

  it('refuses chunks out of range, of the wrong size or kind, and a chunk after the finish', async () => {
    const { investor, passport } = await investorWithExpiredPassport();
    const upload = await startUpload(investor, passport.id);
    const file = paddedPng(pngBytes, fileSize);
    const [first] = chunksOf(file, upload.chunk_size) as [Buffer];
    const put = (index: string, body: Buffer) =>
      account(t, investor, 'PUT', `upload-user-file/${upload.upload_id}/chunks/${index}`, body);
    const outOfRange = await put('3', first);
    expect(outOfRange.statusCode).toBe(400);
    expect(outOfRange.json().errors).toEqual({ index: ['This upload has chunks 0 to 2'] });
    expect((await put('-1', first)).statusCode).toBe(400);
    expect((await put('100000', first)).statusCode).toBe(400);
    const short = await put('0', first.subarray(1));
    expect(short.json().errors).toEqual({ chunk: [`Chunk 0 must be ${upload.chunk_size} bytes`] });
    const json = await call(t.api, {
      method: 'PUT',
      url: `/v1/account/upload-user-file/${upload.upload_id}/chunks/0`,
      token: investor.token,
      payload: { bytes: 'x' },
    });
    expect(json.statusCode).toBe(415);
    expect((await account(t, investor, 'GET', `upload-user-file/${upload.upload_id}`)).json().payload.received).toEqual(
      [],
    );

    for (const [index, chunk] of chunksOf(file, upload.chunk_size).entries()) {
      expect((await put(String(index), chunk)).statusCode).toBe(200);
    }
    expect(
      (await account(t, investor, 'POST', 'finish-upload-user-file', { upload_id: upload.upload_id })).statusCode,
    ).toBe(200);
    expect((await put('0', first)).statusCode).toBe(409);
  });

  it('refuses uploads of the wrong size, split or type before any byte is sent', async () => {
    const { investor, passport } = await investorWithExpiredPassport();
    const start = (body: Record<string, unknown>) =>
      account(t, investor, 'POST', 'upload-user-file', {
        replaces_document_id: passport.id,
        user_document_type_id: 1,
        size: fileSize,
        total_chunks: 3,
        ...body,
      });
    const huge = await start({ size: 25 * 1024 * 1024 + 1, total_chunks: 30 });
    expect(huge.json().errors).toEqual({ size: ['The file is larger than 25 MB'] });
    const tiny = await start({ size: 100, total_chunks: 3 });
    expect(tiny.json().errors).toHaveProperty('total_chunks');
    const big = await start({ size: 3 * 1024 * 1024, total_chunks: 2 });
    expect(big.json().errors).toHaveProperty('total_chunks');
    const companyPaper = await start({ user_document_type_id: 11 });
    expect(companyPaper.json().errors).toEqual({
      user_document_type_id: ['Choose a passport, national ID card or driver’s licence'],
    });
    expect((await start({ owner_id: 'x' })).statusCode).toBe(400);
  });

  it('ends an upload whose file is a renamed executable, leaving no file behind', async () => {
    const { investor, passport } = await investorWithExpiredPassport();
    const documentsBefore = storedFiles(t, 'documents').length;
    const upload = await startUpload(investor, passport.id);
    const executable = Buffer.concat([elfBytes, Buffer.alloc(fileSize - elfBytes.length, 1)]);
    for (const [index, chunk] of chunksOf(executable, upload.chunk_size).entries()) {
      const sent = await account(t, investor, 'PUT', `upload-user-file/${upload.upload_id}/chunks/${index}`, chunk);
      expect(sent.statusCode).toBe(200);
    }
    const finish = await account(t, investor, 'POST', 'finish-upload-user-file', { upload_id: upload.upload_id });
    expect(finish.statusCode).toBe(400);
    expect(finish.json().errors).toEqual({ file: ['Only JPEG, PNG, TIFF, GIF or PDF files are accepted'] });
    expect((await account(t, investor, 'GET', `upload-user-file/${upload.upload_id}`)).statusCode).toBe(404);
    expect(storedFiles(t, 'upload-chunks')).toEqual([]);
    expect(storedFiles(t, 'documents')).toHaveLength(documentsBefore);
  });

  it('files a replacement only with valid details of the uploaded type, and not twice', async () => {
    const { investor, passport } = await investorWithExpiredPassport();
    const upload = await startUpload(investor, passport.id);
    const file = paddedPng(pngBytes, fileSize);
    const replace = async (body: Record<string, unknown>) =>
      account(t, investor, 'POST', 'settings/document', {
        upload_id: upload.upload_id,
        ...(await newDetails()),
        ...body,
      });
    const unfinished = await replace({});
    expect(unfinished.statusCode).toBe(409);
    for (const [index, chunk] of chunksOf(file, upload.chunk_size).entries()) {
      await account(t, investor, 'PUT', `upload-user-file/${upload.upload_id}/chunks/${index}`, chunk);
    }
    await account(t, investor, 'POST', 'finish-upload-user-file', { upload_id: upload.upload_id });
    const past = await replace({ expiry_date: '2025-12-31' });
    expect(past.json().errors).toEqual({ expiry_date: ['This document has expired'] });
    const otherType = await replace({ id_type: 'drivers_licence' });
    expect(otherType.json().errors).toEqual({ id_type: ['Choose the type of the document you uploaded'] });
    expect((await documentsOf(t, investor)).items).toEqual([expect.objectContaining({ status: 'expired' })]);
    expect((await replace({})).statusCode).toBe(200);
  });

  it('never shows or takes another user’s or another domain’s upload or document', async () => {
    const { investor, passport } = await investorWithExpiredPassport();
    const upload = await startUpload(investor, passport.id);
    const file = paddedPng(pngBytes, fileSize);
    const [first] = chunksOf(file, upload.chunk_size) as [Buffer];
    const other = await createInvestor(t);
    const foreign = await createInvestor(t, { host: 'elsewhere.test' });
    for (const stranger of [other, foreign]) {
      expect((await account(t, stranger, 'GET', `upload-user-file/${upload.upload_id}`)).statusCode).toBe(404);
      const put = await account(t, stranger, 'PUT', `upload-user-file/${upload.upload_id}/chunks/0`, first);
      expect(put.statusCode).toBe(404);
      const finish = await account(t, stranger, 'POST', 'finish-upload-user-file', { upload_id: upload.upload_id });
      expect(finish.statusCode).toBe(404);
      expect((await account(t, stranger, 'DELETE', `upload-user-file/${upload.upload_id}`)).statusCode).toBe(404);
      expect((await account(t, stranger, 'GET', `documents/${passport.id}/file`)).statusCode).toBe(404);
      const start = await account(t, stranger, 'POST', 'upload-user-file', {
        replaces_document_id: passport.id,
        user_document_type_id: 1,
        size: fileSize,
        total_chunks: 3,
      });
      expect(start.statusCode).toBe(404);
      expect((await documentsOf(t, stranger)).items).toEqual([]);
    }
    expect((await account(t, investor, 'GET', `upload-user-file/${upload.upload_id}`)).json().payload.received).toEqual(
      [],
    );
    expect((await account(t, investor, 'DELETE', `upload-user-file/${upload.upload_id}`)).statusCode).toBe(200);
    expect((await account(t, investor, 'GET', `upload-user-file/${upload.upload_id}`)).statusCode).toBe(404);
  });

  it('removes an upload left alone for a day with its chunks, and keeps a fresh one', async () => {
    const { investor, passport } = await investorWithExpiredPassport();
    const file = paddedPng(pngBytes, fileSize);
    const abandoned = await startUpload(investor, passport.id);
    const [first] = chunksOf(file, abandoned.chunk_size) as [Buffer];
    await account(t, investor, 'PUT', `upload-user-file/${abandoned.upload_id}/chunks/0`, first);
    const startedAt = t.clock.now();
    t.clock.advance(23 * hourMs);
    const later = { ...investor, token: await signIn(t, { email: investor.email, password: testPassword }) };
    const fresh = await startUpload(later, passport.id);
    await account(t, later, 'PUT', `upload-user-file/${fresh.upload_id}/chunks/0`, first);
    t.clock.advance(2 * hourMs);
    expect(await t.context.onboarding.uploadCleanup.runOnce()).toBeGreaterThanOrEqual(1);
    t.clock.set(startedAt);
    expect((await account(t, investor, 'GET', `upload-user-file/${abandoned.upload_id}`)).statusCode).toBe(404);
    const kept = await account(t, investor, 'GET', `upload-user-file/${fresh.upload_id}`);
    expect(kept.json().payload.received).toEqual([0]);
    expect(storedFiles(t, 'upload-chunks')).toHaveLength(1);
    await account(t, investor, 'DELETE', `upload-user-file/${fresh.upload_id}`);
    expect(storedFiles(t, 'upload-chunks')).toEqual([]);
  });

  it('serves the signed deed to its owner only', async () => {
    const host = 'deed-docs.test';
    const tenantId = await t.context.tenants.resolveTenant(host);
    await configureSteps(t, tenantId.id, { steps: [stepEntry('deed'), stepEntry('details')] });
    const investor = await createInvestor(t, { host });
    expect((await account(t, investor, 'GET', 'deed-of-trust')).statusCode).toBe(404);
    const signature = `data:image/png;base64,${pngBytes.toString('base64')}`;
    const signed = await call(t.api, {
      method: 'POST',
      url: '/v1/registration/deed',
      host,
      token: investor.token,
      payload: { signature },
    });
    expect(signed.statusCode, signed.body).toBe(200);
    const deed = await account(t, investor, 'GET', 'deed-of-trust');
    expect(deed.statusCode).toBe(200);
    expect(deed.headers['content-type']).toBe('application/pdf');
    expect(sha256(deed.rawPayload)).toBe(signed.json().payload.sha256);
    expect((await documentsOf(t, investor)).deed).toMatchObject({ sha256: signed.json().payload.sha256 });
    const other = await createInvestor(t, { host });
    expect((await account(t, other, 'GET', 'deed-of-trust')).statusCode).toBe(404);
  });

  it('marks passports past their expiry date expired once a day, tells their owners, and leaves the account open', async () => {
    const investor = await approvedInvestor(t);
    const startedAt = t.clock.now();
    t.clock.set(new Date('2031-06-30T23:00:00Z'));
    await t.context.onboarding.identityExpiry.runOnce();
    t.clock.set(startedAt);
    expect((await documentsOf(t, investor)).items[0]).toMatchObject({ status: 'approved' });

    t.clock.set(new Date('2031-07-01T00:30:00Z'));
    expect(await t.context.onboarding.identityExpiry.runOnce()).toBeGreaterThanOrEqual(1);
    expect(await t.context.onboarding.identityExpiry.runOnce()).toBe(0);
    t.clock.set(startedAt);
    expect((await documentsOf(t, investor)).items[0]).toMatchObject({
      status: 'expired',
      expiry_date: '2031-06-30',
      is_expired: true,
      can_replace: true,
    });
    await t.drainOutbox();
    expect(t.mail.to(investor.email).at(-1)?.subject).toBe('Main Test: your Passport has expired');
    const notifications = await call(t.api, { method: 'GET', url: '/v1/notifications', token: investor.token });
    const items = notifications.json().payload.items as { kind: string }[];
    expect(items.find((item) => item.kind === 'document_expired')).toMatchObject({
      title: 'Your Passport has expired',
      link: '/account/documents',
    });
    const me = await call(t.api, { method: 'POST', url: '/v1/me', token: investor.token });
    expect(me.json().payload.user.investor_id).toEqual(expect.any(String));
  });
});
