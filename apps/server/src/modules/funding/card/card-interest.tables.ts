import { sql } from 'drizzle-orm';
import { bigint, check, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { userIdColumn } from '../../auth';
import { tenantIdColumn } from '../../tenants';

/**
 * A user's interest in paying by card (POST card-pay-interest), one per user: the latest currency and
 * amount they gave, in hundredths of that currency, and when they first said so.
 */
export const cardPayInterests = pgTable(
  'card_pay_interests',
  {
    tenantId: tenantIdColumn(),
    userId: userIdColumn(),
    currency: text().notNull(),
    amountUnits: bigint({ mode: 'bigint' }),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ name: 'card_pay_interests_pkey', columns: [table.tenantId, table.userId] }),
    check('card_pay_interests_currency_check', sql`${table.currency} ~ '^[A-Z]{3}$'`),
    check('card_pay_interests_amount_check', sql`${table.amountUnits} is null or ${table.amountUnits} > 0`),
  ],
);
