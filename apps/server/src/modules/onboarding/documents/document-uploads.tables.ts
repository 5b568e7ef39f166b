import { index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { userIdColumn } from '../../auth';
import { tenantIdColumn } from '../../tenants';
import { onboardingDocuments } from '../onboarding.tables';

/**
 * A file uploaded in chunks to replace `replaces_document_id`. Its chunks live in the storage port
 * (document_upload_chunks); once finished, the checked file does too (`storage_key`, with its type
 * and SHA-256) until settings/document files it. `touched_at` is the last chunk or the finish: an
 * upload left alone for a day is removed with its files.
 */
export const documentUploads = pgTable(
  'document_uploads',
  {
    id: uuid().primaryKey().defaultRandom(),
    tenantId: tenantIdColumn(),
    userId: userIdColumn(),
    replacesDocumentId: uuid()
      .notNull()
      .references(() => onboardingDocuments.id, { onDelete: 'cascade' }),
    documentTypeId: integer().notNull(),
    sizeBytes: integer().notNull(),
    chunkSize: integer().notNull(),
    totalChunks: integer().notNull(),
    storageKey: text().unique(),
    contentType: text(),
    extension: text(),
    sha256: text(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    touchedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (table) => [
    index('document_uploads_user_idx').on(table.tenantId, table.userId, table.createdAt),
    index('document_uploads_touched_idx').on(table.touchedAt),
  ],
);

/** One received chunk of an upload, its bytes in the storage port under `storage_key`. */
export const documentUploadChunks = pgTable(
  'document_upload_chunks',
  {
    uploadId: uuid()
      .notNull()
      .references(() => documentUploads.id, { onDelete: 'cascade' }),
    tenantId: tenantIdColumn(),
    index: integer().notNull(),
    storageKey: text().notNull().unique(),
    sizeBytes: integer().notNull(),
  },
  (table) => [primaryKey({ columns: [table.uploadId, table.index] })],
);
