import { createHash } from 'node:crypto';
import {
  abandonedUploadHours,
  identificationTypes,
  type StartUploadRequest,
  type UploadSession,
  uploadChunkLength,
  uploadChunkSize,
} from '@invest/contracts';
import type { Database } from '../../../platform/db/database';
import { inTransaction } from '../../../platform/db/transaction';
import { AppError, invalid, notFound } from '../../../platform/errors';
import { createIntervalJob, type IntervalJob } from '../../../platform/jobs/interval-job';
import { storeThenRecord } from '../../../platform/storage/storage';
import type { Actor, OnboardingDeps } from '../onboarding.deps';
import { loadOnboardingView } from '../onboarding-view';
import * as uploads from './document-uploads.repository';
import { detectFileType } from './file-type-check';
import { getReplaceableDocument } from './replaceable-documents';

const hourMs = 3_600_000;
const chunkFolder = 'upload-chunks';

function toUploadSession(row: uploads.UploadRow, chunks: uploads.ChunkRow[]): UploadSession {
  return {
    upload_id: row.id,
    replaces_document_id: row.replacesDocumentId,
    user_document_type_id: row.documentTypeId,
    size: row.sizeBytes,
    chunk_size: row.chunkSize,
    total_chunks: row.totalChunks,
    received: chunks.map((chunk) => chunk.index),
    sha256: row.sha256,
    content_type: row.contentType,
    expires_at: new Date(row.touchedAt.getTime() + abandonedUploadHours * hourMs).toISOString(),
  };
}

async function getUpload(deps: OnboardingDeps, actor: Actor, id: string): Promise<uploads.UploadRow> {
  const row = await uploads.findUpload(deps.db, actor, id);
  if (!row) throw notFound('Upload');
  return row;
}

const finishedAlready = () => new AppError('CONFLICT', 'This upload is finished: its file takes no more chunks');

/**
 * POST account/upload-user-file: starts the upload of an identity document that replaces
 * `replaces_document_id` (one the investor may replace now), and answers the chunk size to send.
 */
export async function startUpload(deps: OnboardingDeps, actor: Actor, body: StartUploadRequest) {
  const view = await loadOnboardingView(deps, actor);
  await getReplaceableDocument(deps, view, body.replaces_document_id);
  const types = await deps.lookups.listDocumentTypes('individual');
  const type = types.find((candidate) => candidate.id === body.user_document_type_id);
  if (!type || !(identificationTypes as readonly string[]).includes(type.slug)) {
    throw invalid('user_document_type_id', 'Choose a passport, national ID card or driver’s licence');
  }
  const chunkSize = uploadChunkSize(body.size, body.total_chunks);
  if (chunkSize === null) throw invalid('total_chunks', 'Split the file in chunks of 64 KB to 1 MB');
  const now = deps.clock.now();
  const row = await uploads.insertUpload(deps.db, {
    tenantId: actor.tenantId,
    userId: actor.userId,
    replacesDocumentId: body.replaces_document_id,
    documentTypeId: type.id,
    sizeBytes: body.size,
    chunkSize,
    totalChunks: body.total_chunks,
    createdAt: now,
    touchedAt: now,
  });
  return toUploadSession(row, []);
}

/** GET account/upload-user-file/:id: the upload with the chunks it holds, so its client resumes. */
export async function getUploadSession(deps: OnboardingDeps, actor: Actor, id: string): Promise<UploadSession> {
  const row = await getUpload(deps, actor, id);
  return toUploadSession(row, await uploads.findChunks(deps.db, actor.tenantId, row.id));
}

/**
 * PUT account/upload-user-file/:id/chunks/:index: stores one chunk (`bytes`, null when the request had
 * no raw body), of exactly its size. A chunk
 * sent again replaces the one held (its old bytes are removed), so a retry is harmless.
 */
export async function putChunk(
  deps: OnboardingDeps,
  actor: Actor,
  id: string,
  index: number,
  bytes: Buffer | null,
): Promise<UploadSession> {
  const row = await getUpload(deps, actor, id);
  if (!bytes) throw invalid('chunk', 'Send the chunk’s bytes as application/octet-stream');
  if (row.storageKey) throw finishedAlready();
  if (index >= row.totalChunks) {
    throw invalid('index', `This upload has chunks 0 to ${row.totalChunks - 1}`);
  }
  const expected = uploadChunkLength(
    { size: row.sizeBytes, chunk_size: row.chunkSize, total_chunks: row.totalChunks },
    index,
  );
  if (bytes.length !== expected) throw invalid('chunk', `Chunk ${index} must be ${expected} bytes`);
  const replaced = await storeThenRecord(deps.storage, chunkFolder, bytes, (storageKey) =>
    inTransaction(deps.db, async (tx) => {
      const locked = await uploads.findUpload(tx, actor, id, { forUpdate: true });
      if (!locked) throw notFound('Upload');
      if (locked.storageKey) throw finishedAlready();
      const values = { uploadId: id, tenantId: actor.tenantId, index, storageKey, sizeBytes: bytes.length };
      return uploads.upsertChunk(tx, values, deps.clock.now());
    }),
  );
  if (replaced) await deps.storage.delete(replaced);
  return getUploadSession(deps, actor, id);
}

/** Removes an upload and then its files (chunks, and the finished file unless a document now owns it). */
async function removeUpload(deps: OnboardingDeps, scope: Actor, id: string): Promise<boolean> {
  const keys = await inTransaction(deps.db, async (tx) => {
    const locked = await uploads.findUpload(tx, scope, id, { forUpdate: true });
    if (!locked) return null;
    const chunks = await uploads.findChunks(tx, scope.tenantId, id);
    await uploads.deleteUpload(tx, id);
    return [...chunks.map((chunk) => chunk.storageKey), ...(locked.storageKey ? [locked.storageKey] : [])];
  });
  if (!keys) return false;
  for (const key of keys) await deps.storage.delete(key);
  return true;
}

/** DELETE account/upload-user-file/:id: the investor gives the upload up; its files go with it. */
export async function cancelUpload(deps: OnboardingDeps, actor: Actor, id: string): Promise<void> {
  if (!(await removeUpload(deps, actor, id))) throw notFound('Upload');
}

function missingChunks(row: uploads.UploadRow, chunks: uploads.ChunkRow[]): number[] {
  const received = new Set(chunks.map((chunk) => chunk.index));
  return Array.from({ length: row.totalChunks }, (_, index) => index).filter((index) => !received.has(index));
}

/** The chunks' bytes in order, or the indexes of those whose bytes are not there. */
async function assemble(deps: OnboardingDeps, row: uploads.UploadRow, chunks: uploads.ChunkRow[]) {
  const missing = missingChunks(row, chunks);
  const parts: Buffer[] = [];
  for (const chunk of chunks) {
    const bytes = await deps.storage.get(chunk.storageKey);
    if (bytes) parts.push(bytes);
    else missing.push(chunk.index);
  }
  return { missing: missing.sort((a, b) => a - b), file: Buffer.concat(parts) };
}

/**
 * POST account/finish-upload-user-file: assembles the chunks, checks the file's size and its content
 * (as every upload is checked), stores it and removes the chunks; finishing again answers the same.
 * Missing chunks are a 409 naming them; a file of a refused type ends the upload with its files.
 */
export async function finishUpload(deps: OnboardingDeps, actor: Actor, id: string): Promise<UploadSession> {
  const row = await getUpload(deps, actor, id);
  if (row.storageKey) return toUploadSession(row, []);
  const chunks = await uploads.findChunks(deps.db, actor.tenantId, id);
  const { missing, file } = await assemble(deps, row, chunks);
  if (missing.length > 0) {
    const message = `Chunks ${missing.join(', ')} are missing: send them, then finish`;
    throw new AppError('CONFLICT', message, { errors: { chunks: [message] } });
  }
  if (file.length !== row.sizeBytes) throw invalid('upload_id', 'The chunks do not add up to the file size announced');
  let fileType: { ext: string; mime: string };
  try {
    fileType = await detectFileType(file);
  } catch (error) {
    await removeUpload(deps, actor, id);
    throw error;
  }
  const sha256 = createHash('sha256').update(file).digest('hex');
  const finished = await storeThenRecord(deps.storage, 'documents', file, (storageKey) =>
    inTransaction(deps.db, async (tx) => {
      const locked = await uploads.findUpload(tx, actor, id, { forUpdate: true });
      if (!locked) throw notFound('Upload');
      if (locked.storageKey) throw finishedAlready();
      const fileFields = { storageKey, contentType: fileType.mime, extension: fileType.ext, sha256 };
      return uploads.finishUpload(tx, id, fileFields, deps.clock.now());
    }),
  );
  for (const chunk of chunks) await deps.storage.delete(chunk.storageKey);
  return toUploadSession(finished, []);
}

/** Forgets a filed upload: its file is the document's now, so only the row goes. */
export function forgetFiledUpload(tx: Database, id: string): Promise<void> {
  return uploads.deleteUpload(tx, id);
}

/** A finished upload of the actor's (locked until the caller's transaction ends, if any), else 404 or 409. */
export async function getFinishedUpload(
  tx: Database,
  actor: Actor,
  id: string,
): Promise<uploads.UploadRow & { storageKey: string; contentType: string; extension: string; sha256: string }> {
  const row = await uploads.findUpload(tx, actor, id, { forUpdate: true });
  if (!row) throw notFound('Upload');
  const { storageKey, contentType, extension, sha256 } = row;
  if (!storageKey || !contentType || !extension || !sha256) {
    throw new AppError('CONFLICT', 'Finish the upload before filing it', {
      errors: { upload_id: ['Finish the upload first'] },
    });
  }
  return { ...row, storageKey, contentType, extension, sha256 };
}

/** Uploads looked at per round of the cleanup. */
const cleanupBatch = 100;

/**
 * The worker's cleanup: removes every upload nothing has touched for `abandonedUploadHours` (chunks
 * never finished, or a finished file never filed), with its files; answers how many it removed.
 */
export async function removeAbandonedUploads(deps: OnboardingDeps): Promise<number> {
  const before = new Date(deps.clock.now().getTime() - abandonedUploadHours * hourMs);
  let removed = 0;
  for (;;) {
    const due = await uploads.findAbandonedUploads(deps.db, before, cleanupBatch);
    for (const row of due) {
      if (await removeUpload(deps, { tenantId: row.tenantId, userId: row.userId }, row.id)) removed += 1;
    }
    if (due.length < cleanupBatch) return removed;
  }
}

export function createUploadCleanupJob(deps: OnboardingDeps, logError: (line: string) => void): IntervalJob<number> {
  return createIntervalJob({
    name: 'abandoned upload cleanup',
    intervalSeconds: 3600,
    run: () => removeAbandonedUploads(deps),
    logError,
  });
}
