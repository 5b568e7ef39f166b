import { sql } from 'drizzle-orm';
import { bigint, check, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { users } from '../../auth';
import { tenantIdColumn } from '../../tenants';

/**
 * A fee discount an investor confirmed: part of the fees they paid in one calendar month (UTC), by
 * the tier their traded volume reached, paid back to their balance by one ledger transfer. Once per
 * investor, month and asset.
 */
export const feeDiscounts = pgTable(
  'fee_discounts',
  {
    id: uuid().primaryKey().defaultRandom(),
    tenantId: tenantIdColumn(),
    userId: uuid()
      .notNull()
      .references(() => users.id),
    /** YYYY-MM. */
    period: text().notNull(),
    asset: text().notNull(),
    volumeUnits: bigint({ mode: 'bigint' }).notNull(),
    feeUnits: bigint({ mode: 'bigint' }).notNull(),
    /** Percent of the fees paid back, a decimal string such as "10". */
    discountPct: text().notNull(),
    rebateUnits: bigint({ mode: 'bigint' }).notNull(),
    ledgerTransactionId: uuid().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
  },
  (table) => [
    unique('fee_discounts_user_period_key').on(table.tenantId, table.userId, table.period, table.asset),
    check('fee_discounts_period_check', sql`${table.period} ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'`),
    check(
      'fee_discounts_amounts_check',
      sql`${table.rebateUnits} > 0 and ${table.rebateUnits} <= ${table.feeUnits} and ${table.volumeUnits} >= 0`,
    ),
  ],
);
