import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { startFakeS3 } from '../../../../test/fake-s3';
import { useFake, useTestApp } from '../../../../test/test-app';
import { selectRows } from '../../../platform/db/raw-rows';
import { identificationBody, pngBytes } from '../onboarding.test-factories';
import {
  account,
  approvedInvestor,
  chunksOf,
  documentsOf,
  markExpiredByAdmin,
  paddedPng,
} from './account-documents.test-factories';

const s3 = useFake(startFakeS3);
const t = useTestApp({ env: () => s3.env });
const hourMs = 3_600_000;

/** The storage keys of the upload's chunks, as the database holds them. */
async function chunkKeys(uploadId: string): Promise<string[]> {
  const rows = await selectRows<{ storage_key: string }>(
    t.context.database.db,
    sql`select storage_key from document_upload_chunks where upload_id = ${uploadId}`,
  );
  return rows.map((row) => row.storage_key);
}

describe('chunked uploads kept in S3 storage', () => {
  it('keeps chunks and the finished file in the bucket, and removes chunks once finished or abandoned', async () => {
    const investor = await approvedInvestor(t);
    const [passport] = (await documentsOf(t, investor)).items;
    if (!passport) throw new Error('no passport');
    await markExpiredByAdmin(t, investor, passport.id);
    const file = paddedPng(pngBytes, 200 * 1024);
    const start = (total_chunks: number) =>
      account(t, investor, 'POST', 'upload-user-file', {
        replaces_document_id: passport.id,
        user_document_type_id: 1,
        size: file.length,
        total_chunks,
      });

    const abandoned = (await start(3)).json().payload;
    const [first] = chunksOf(file, abandoned.chunk_size) as [Buffer];
    await account(t, investor, 'PUT', `upload-user-file/${abandoned.upload_id}/chunks/0`, first);
    const [abandonedKey] = await chunkKeys(abandoned.upload_id);
    expect(await t.context.storage.get(abandonedKey ?? '')).toEqual(first);

    const upload = (await start(3)).json().payload;
    for (const [index, chunk] of chunksOf(file, upload.chunk_size).entries()) {
      await account(t, investor, 'PUT', `upload-user-file/${upload.upload_id}/chunks/${index}`, chunk);
    }
    const keys = await chunkKeys(upload.upload_id);
    expect(keys).toHaveLength(3);
    const finished = await account(t, investor, 'POST', 'finish-upload-user-file', { upload_id: upload.upload_id });
    expect(finished.json().payload.sha256).toBe(createHash('sha256').update(file).digest('hex'));
    for (const key of keys) expect(await t.context.storage.get(key)).toBeNull();

    const details = { ...(await identificationBody(t)), expiry_date: '2034-01-31' };
    const replaced = await account(t, investor, 'POST', 'settings/document', {
      upload_id: upload.upload_id,
      ...details,
    });
    expect(replaced.statusCode, replaced.body).toBe(200);
    const download = await account(t, investor, 'GET', `documents/${replaced.json().payload.document.id}/file`);
    expect(download.rawPayload.equals(file)).toBe(true);
    expect(existsSync(join(t.context.config.DATA_DIR, 'uploads'))).toBe(false);

    const startedAt = t.clock.now();
    t.clock.advance(25 * hourMs);
    expect(await t.context.onboarding.uploadCleanup.runOnce()).toBe(1);
    t.clock.set(startedAt);
    expect(await t.context.storage.get(abandonedKey ?? '')).toBeNull();
    expect((await account(t, investor, 'GET', `upload-user-file/${abandoned.upload_id}`)).statusCode).toBe(404);
  });
});
