import { sql } from 'drizzle-orm';
import { index, pgTable, primaryKey, timestamp, uuid } from 'drizzle-orm/pg-core';
import { userIdColumn } from '../../auth';
import { tenantIdColumn } from '../../tenants';
import { offerings } from '../catalogue/offerings.tables';

/** An investor who asked for a mail when an upcoming offering opens; `notified_at` once it was queued. */
export const offeringNotifyRequests = pgTable(
  'offering_notify_requests',
  {
    tenantId: tenantIdColumn(),
    userId: userIdColumn(),
    offeringId: uuid()
      .notNull()
      .references(() => offerings.id),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    notifiedAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    primaryKey({ name: 'offering_notify_requests_pkey', columns: [table.userId, table.offeringId] }),
    index('offering_notify_requests_pending_idx')
      .on(table.tenantId, table.offeringId)
      .where(sql`${table.notifiedAt} is null`),
  ],
);
