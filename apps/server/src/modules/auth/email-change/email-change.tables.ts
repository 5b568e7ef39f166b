import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { tenantIdColumn } from '../../tenants';
import { userIdColumn } from '../auth.tables';

/**
 * A user's asked-for change of email: the code mailed to the new address (only its hash is kept),
 * the wrong codes tried, and how it ended (used, or replaced by a newer request).
 */
export const emailChanges = pgTable(
  'email_changes',
  {
    id: uuid().primaryKey(),
    tenantId: tenantIdColumn(),
    userId: userIdColumn(),
    newEmail: text().notNull(),
    codeHash: text().notNull(),
    failedAttempts: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    closedAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    index('email_changes_user_idx').on(table.tenantId, table.userId, table.createdAt),
    check('email_changes_email_lower_check', sql`${table.newEmail} = lower(${table.newEmail})`),
  ],
);

export type EmailChangeRow = typeof emailChanges.$inferSelect;
