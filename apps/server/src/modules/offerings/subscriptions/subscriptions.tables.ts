import type { SubscriptionStatus } from '@invest/contracts';
import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { userIdColumn } from '../../auth';
import { tenantIdColumn } from '../../tenants';
import { offerings } from '../catalogue/offerings.tables';

/** An investor's subscription form for one offering, saved step by step before it is submitted. */
export const subscriptionForms = pgTable(
  'subscription_forms',
  {
    tenantId: tenantIdColumn(),
    userId: userIdColumn(),
    offeringId: uuid()
      .notNull()
      .references(() => offerings.id),
    shareQuantity: bigint({ mode: 'bigint' }),
    /** The price per share the investor accepts: the offering's, or for an ipo the highest they would pay. */
    priceUnits: bigint({ mode: 'bigint' }),
    taxNumber: text(),
    signerName: text(),
    /** The drawn signature, a PNG data URL, the agreement's PDF shows. */
    signature: text(),
    signedAt: timestamp({ withTimezone: true }),
    updatedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ name: 'subscription_forms_pkey', columns: [table.userId, table.offeringId] })],
);

/**
 * A commitment to an offering: `amount_units` of the quote asset held in the ledger (`hold_id`) for
 * `share_quantity` whole shares at `price_units` each. An investor has at most one live (active
 * or awaiting reconfirmation) commitment per offering.
 */
export const offeringSubscriptions = pgTable(
  'offering_subscriptions',
  {
    id: uuid().primaryKey().defaultRandom(),
    tenantId: tenantIdColumn(),
    offeringId: uuid()
      .notNull()
      .references(() => offerings.id),
    userId: userIdColumn(),
    shareQuantity: bigint({ mode: 'bigint' }).notNull(),
    priceUnits: bigint({ mode: 'bigint' }).notNull(),
    amountUnits: bigint({ mode: 'bigint' }).notNull(),
    /** An ipo's indication of interest: the highest price per share the investor accepts. */
    maxPriceUnits: bigint({ mode: 'bigint' }),
    /** Whole shares allocated at settlement. */
    allocatedQuantity: bigint({ mode: 'bigint' }),
    /** What was given back at settlement or pricing: the hold less what the allocated shares cost. */
    refundedUnits: bigint({ mode: 'bigint' }),
    /** The deadline of a commitment that needs reconfirmation (SEC rule 227.304(c)). */
    reconfirmBy: timestamp({ withTimezone: true }),
    holdId: uuid().notNull(),
    status: text().$type<SubscriptionStatus>().notNull(),
    signerName: text().notNull(),
    /** The drawn signature of the agreement (a PNG data URL), kept so the signed agreement can be rendered again. */
    signature: text(),
    signedAt: timestamp({ withTimezone: true }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('offering_subscriptions_one_live_idx')
      .on(table.offeringId, table.userId)
      .where(sql`${table.status} in ('active', 'needs_reconfirmation')`),
    index('offering_subscriptions_reconfirm_idx')
      .on(table.reconfirmBy)
      .where(sql`${table.status} = 'needs_reconfirmation'`),
    index('offering_subscriptions_user_idx').on(table.tenantId, table.userId, table.createdAt),
    check(
      'offering_subscriptions_status_check',
      sql`${table.status} in ('active', 'needs_reconfirmation', 'cancelled', 'priced_out', 'lapsed', 'released', 'settled')`,
    ),
    check(
      'offering_subscriptions_amount_check',
      sql`${table.shareQuantity} > 0 and ${table.priceUnits} > 0 and ${table.amountUnits} = ${table.shareQuantity} * ${table.priceUnits}`,
    ),
    check(
      'offering_subscriptions_allocation_check',
      sql`(${table.allocatedQuantity} is null or ${table.allocatedQuantity} between 0 and ${table.shareQuantity}) and (${table.refundedUnits} is null or ${table.refundedUnits} between 0 and ${table.amountUnits})`,
    ),
  ],
);
