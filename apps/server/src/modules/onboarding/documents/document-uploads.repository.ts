import { and, asc, eq, lt } from 'drizzle-orm';
import type { Database } from '../../../platform/db/database';
import { documentUploadChunks, documentUploads } from './document-uploads.tables';

export type UploadRow = typeof documentUploads.$inferSelect;
export type ChunkRow = typeof documentUploadChunks.$inferSelect;

export async function insertUpload(db: Database, values: typeof documentUploads.$inferInsert): Promise<UploadRow> {
  const [row] = await db.insert(documentUploads).values(values).returning();
  if (!row) throw new Error('upload insert returned no row');
  return row;
}

/** The user's upload `id`, or null when there is none of theirs in the tenant. */
export async function findUpload(
  db: Database,
  scope: { tenantId: string; userId: string },
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<UploadRow | null> {
  const query = db
    .select()
    .from(documentUploads)
    .where(
      and(
        eq(documentUploads.tenantId, scope.tenantId),
        eq(documentUploads.userId, scope.userId),
        eq(documentUploads.id, id),
      ),
    )
    .limit(1);
  const rows = options.forUpdate ? await query.for('update') : await query;
  return rows[0] ?? null;
}

export function findChunks(db: Database, tenantId: string, uploadId: string): Promise<ChunkRow[]> {
  return db
    .select()
    .from(documentUploadChunks)
    .where(and(eq(documentUploadChunks.tenantId, tenantId), eq(documentUploadChunks.uploadId, uploadId)))
    .orderBy(asc(documentUploadChunks.index));
}

/**
 * Records chunk `index` (or its new bytes, when it is sent again) and answers the storage key it
 * replaced, if any, for the caller to delete.
 */
export async function upsertChunk(
  db: Database,
  values: typeof documentUploadChunks.$inferInsert,
  touchedAt: Date,
): Promise<string | null> {
  const [previous] = await db
    .select({ storageKey: documentUploadChunks.storageKey })
    .from(documentUploadChunks)
    .where(and(eq(documentUploadChunks.uploadId, values.uploadId), eq(documentUploadChunks.index, values.index)))
    .for('update');
  await db
    .insert(documentUploadChunks)
    .values(values)
    .onConflictDoUpdate({
      target: [documentUploadChunks.uploadId, documentUploadChunks.index],
      set: { storageKey: values.storageKey, sizeBytes: values.sizeBytes },
    });
  await db.update(documentUploads).set({ touchedAt }).where(eq(documentUploads.id, values.uploadId));
  return previous?.storageKey ?? null;
}

/** Marks the upload finished with its checked file, and forgets its chunks (their files are the caller's to delete). */
export async function finishUpload(
  db: Database,
  id: string,
  file: { storageKey: string; contentType: string; extension: string; sha256: string },
  touchedAt: Date,
): Promise<UploadRow> {
  await db.delete(documentUploadChunks).where(eq(documentUploadChunks.uploadId, id));
  const [row] = await db
    .update(documentUploads)
    .set({ ...file, touchedAt })
    .where(eq(documentUploads.id, id))
    .returning();
  if (!row) throw new Error('finished upload vanished');
  return row;
}

export async function deleteUpload(db: Database, id: string): Promise<void> {
  await db.delete(documentUploads).where(eq(documentUploads.id, id));
}

/** Uploads of every tenant nothing has touched since `before`, oldest first. */
export function findAbandonedUploads(db: Database, before: Date, limit: number): Promise<UploadRow[]> {
  return db
    .select()
    .from(documentUploads)
    .where(lt(documentUploads.touchedAt, before))
    .orderBy(asc(documentUploads.touchedAt))
    .limit(limit);
}
