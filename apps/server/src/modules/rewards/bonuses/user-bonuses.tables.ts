import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { userIdColumn, users } from '../../auth';
import { tenantIdColumn } from '../../tenants';

/** What earns a user a bonus: the referral rewards of a domain that pays them on approval. */
export type BonusSource = 'referral_reward' | 'referral_welcome_reward';

/**
 * A bonus a user earned and an administrator has still to pay (SPEC 3 "User bonus"). `source_key`
 * names what earned it (`referral:<invitee>:inviter`), once per domain, so a retry records it once.
 */
export const userBonusEarnings = pgTable(
  'user_bonus_earnings',
  {
    id: uuid().primaryKey().defaultRandom(),
    tenantId: tenantIdColumn(),
    userId: userIdColumn(),
    amountUnits: bigint({ mode: 'bigint' }).notNull(),
    source: text().$type<BonusSource>().notNull(),
    sourceKey: text().notNull(),
    earnedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('user_bonus_earnings_tenant_source_key_idx').on(table.tenantId, table.sourceKey),
    index('user_bonus_earnings_tenant_user_idx').on(table.tenantId, table.userId),
    check('user_bonus_earnings_amount_check', sql`${table.amountUnits} > 0`),
    check('user_bonus_earnings_source_check', sql`${table.source} in ('referral_reward', 'referral_welcome_reward')`),
  ],
);

/**
 * A bonus an administrator paid to a user's balance (POST reports/user-bonus). `previous_bonus_date`
 * is the user's last payment the administrator saw, null for the first; each payment is later than
 * the one before it, so the latest one's time names the user's bonus state.
 */
export const userBonusPayments = pgTable(
  'user_bonus_payments',
  {
    id: uuid().primaryKey(),
    tenantId: tenantIdColumn(),
    userId: userIdColumn(),
    amountUnits: bigint({ mode: 'bigint' }).notNull(),
    paidAt: timestamp({ withTimezone: true }).notNull(),
    paidBy: uuid()
      .notNull()
      .references(() => users.id),
    previousBonusDate: timestamp({ withTimezone: true }),
  },
  (table) => [
    uniqueIndex('user_bonus_payments_user_paid_at_idx').on(table.tenantId, table.userId, table.paidAt),
    check('user_bonus_payments_amount_check', sql`${table.amountUnits} > 0`),
    check(
      'user_bonus_payments_order_check',
      sql`${table.previousBonusDate} is null or ${table.previousBonusDate} < ${table.paidAt}`,
    ),
  ],
);

export type UserBonusPaymentRow = typeof userBonusPayments.$inferSelect;
