import type { OfferingDocumentKind } from '@invest/contracts';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../../auth';
import { tenantIdColumn } from '../../tenants';
import { offerings } from '../catalogue/offerings.tables';

/** A PDF filed with an offering (its circular, Form C, agreement template); the bytes are in file storage. */
export const offeringDocuments = pgTable(
  'offering_documents',
  {
    id: uuid().primaryKey().defaultRandom(),
    tenantId: tenantIdColumn(),
    offeringId: uuid()
      .notNull()
      .references(() => offerings.id),
    kind: text().$type<OfferingDocumentKind>().notNull(),
    title: text().notNull(),
    storageKey: text().notNull().unique(),
    sizeBytes: integer().notNull(),
    sha256: text().notNull(),
    uploadedBy: uuid()
      .notNull()
      .references(() => users.id),
    createdAt: timestamp({ withTimezone: true }).notNull(),
  },
  (table) => [
    index('offering_documents_offering_idx').on(table.tenantId, table.offeringId, table.createdAt),
    check(
      'offering_documents_kind_check',
      sql`${table.kind} in ('offering_circular', 'form_c', 'subscription_agreement', 'other')`,
    ),
    check('offering_documents_size_check', sql`${table.sizeBytes} > 0`),
  ],
);
