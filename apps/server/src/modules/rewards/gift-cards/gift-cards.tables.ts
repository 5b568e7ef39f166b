import type { GiftCardStatus } from '@invest/contracts';
import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from '../../auth';
import { tenantIdColumn } from '../../tenants';

/**
 * A gift card (SPEC 3 "Gift card"): money a sender moved from their balance into the domain's gift
 * card float, for whoever opens its link first. Only the code's hash is kept; the code itself leaves
 * once, in the recipient's mail. Its status says where the money went: still in the float (active),
 * to the account that claimed it (redeemed), or back to the sender (expired); `ended_at` is when.
 */
export const giftCards = pgTable(
  'gift_cards',
  {
    id: uuid().primaryKey().defaultRandom(),
    tenantId: tenantIdColumn(),
    senderId: uuid()
      .notNull()
      .references(() => users.id),
    /** The sender's first name as the card shows it, kept as it was when the card was sent. */
    senderFirstName: text().notNull(),
    codeHash: text().notNull(),
    amountUnits: bigint({ mode: 'bigint' }).notNull(),
    asset: text().notNull(),
    recipientFirstName: text().notNull(),
    recipientLastName: text().notNull(),
    recipientEmail: text().notNull(),
    status: text().$type<GiftCardStatus>().notNull(),
    redeemedBy: uuid().references(() => users.id),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    endedAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    uniqueIndex('gift_cards_code_hash_idx').on(table.codeHash),
    index('gift_cards_tenant_sender_idx').on(table.tenantId, table.senderId, table.createdAt),
    index('gift_cards_tenant_redeemed_by_idx').on(table.tenantId, table.redeemedBy),
    index('gift_cards_active_expiry_idx').on(table.expiresAt).where(sql`${table.status} = 'active'`),
    check('gift_cards_amount_check', sql`${table.amountUnits} > 0`),
    check('gift_cards_status_check', sql`${table.status} in ('active', 'redeemed', 'expired')`),
    check('gift_cards_redeemed_check', sql`(${table.status} = 'redeemed') = (${table.redeemedBy} is not null)`),
    check('gift_cards_ended_check', sql`(${table.status} = 'active') = (${table.endedAt} is null)`),
    check('gift_cards_expiry_check', sql`${table.expiresAt} > ${table.createdAt}`),
  ],
);

export type GiftCardRow = typeof giftCards.$inferSelect;
