import { sql } from 'drizzle-orm';
import { check, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { userIdColumn } from '../../auth';
import { tenantIdColumn } from '../../tenants';

/** A user's Blockstream AMP id (POST bmnamp): where the BMN they hold through the platform are registered. */
export const bmnAmpAccounts = pgTable(
  'bmn_amp_accounts',
  {
    tenantId: tenantIdColumn(),
    userId: userIdColumn(),
    ampId: text().notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ name: 'bmn_amp_accounts_pkey', columns: [table.tenantId, table.userId] }),
    check('bmn_amp_accounts_amp_id_check', sql`${table.ampId} ~ '^GA[1-9A-HJ-NP-Za-km-z]{20,40}$'`),
  ],
);
