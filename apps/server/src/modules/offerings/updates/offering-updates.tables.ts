import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../../auth';
import { tenantIdColumn } from '../../tenants';
import { offerings } from '../catalogue/offerings.tables';

/** News an issuer posts to an offering's investors, dated when posted. */
export const offeringUpdates = pgTable(
  'offering_updates',
  {
    id: uuid().primaryKey().defaultRandom(),
    tenantId: tenantIdColumn(),
    offeringId: uuid()
      .notNull()
      .references(() => offerings.id),
    title: text().notNull(),
    body: text().notNull(),
    postedBy: uuid()
      .notNull()
      .references(() => users.id),
    postedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (table) => [index('offering_updates_offering_idx').on(table.tenantId, table.offeringId, table.postedAt)],
);
