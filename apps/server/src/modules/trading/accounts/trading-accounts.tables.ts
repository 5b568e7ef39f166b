import { sql } from 'drizzle-orm';
import { check, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../../auth';
import { tenantIdColumn } from '../../tenants';

/** An investor's account on the trading host: one per user, numbered with nine random digits. */
export const tradingAccounts = pgTable(
  'trading_accounts',
  {
    id: uuid().primaryKey().defaultRandom(),
    tenantId: tenantIdColumn(),
    userId: uuid()
      .notNull()
      .unique()
      .references(() => users.id),
    accountNumber: text().notNull().unique(),
    status: text().$type<'Active'>().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
  },
  (table) => [check('trading_accounts_number_check', sql`${table.accountNumber} ~ '^[0-9]{9}$'`)],
);
