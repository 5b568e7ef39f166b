import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeS3 } from '../../../../test/fake-s3';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { createInvestor, get, pngBytes, uploadDocument, walkToDocuments } from '../onboarding.test-factories';

describe('documents kept in S3 storage', () => {
  let s3: Awaited<ReturnType<typeof startFakeS3>>;
  let t: TestApp;

  beforeAll(async () => {
    s3 = await startFakeS3();
    t = await createTestApp({ env: s3.env });
  });
  afterAll(async () => {
    await t.close();
    await s3.close();
  });

  it('stores an upload in the bucket and serves it to its owner only', async () => {
    const investor = await createInvestor(t);
    await walkToDocuments(t, investor);
    const upload = await uploadDocument(t, investor);
    expect(upload.statusCode, upload.body).toBe(200);
    const { id } = upload.json().payload.document;

    const file = await get(t, investor, `documents/${id}/file`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.rawPayload.equals(pngBytes)).toBe(true);
    expect(existsSync(join(t.context.config.DATA_DIR, 'uploads'))).toBe(false);

    const other = await createInvestor(t);
    expect((await get(t, other, `documents/${id}/file`)).statusCode).toBe(404);
  });
});
