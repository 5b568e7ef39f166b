import type { InvitationStatus } from '@invest/contracts';
import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { userIdColumn, users } from '../../auth';
import { tenantIdColumn } from '../../tenants';

/** A user's own invitation code, made the first time they invite or look at their invitations. */
export const referralCodes = pgTable(
  'referral_codes',
  {
    userId: uuid()
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    tenantId: tenantIdColumn(),
    code: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
  },
  (table) => [uniqueIndex('referral_codes_tenant_code_idx').on(table.tenantId, table.code)],
);

/**
 * An invitation an investor mailed (SPEC 3 "Invite"). One waiting or joined invitation per address
 * per inviter; a cancelled one may be sent again. It is joined when someone signs up with the
 * inviter's code from that address.
 */
export const invitations = pgTable(
  'invitations',
  {
    id: uuid().primaryKey().defaultRandom(),
    tenantId: tenantIdColumn(),
    inviterId: userIdColumn(),
    email: text().notNull(),
    firstName: text().notNull(),
    lastName: text().notNull(),
    status: text().$type<InvitationStatus>().notNull(),
    inviteeId: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    joinedAt: timestamp({ withTimezone: true }),
    cancelledAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    uniqueIndex('invitations_inviter_email_idx')
      .on(table.inviterId, table.email)
      .where(sql`${table.status} <> 'cancelled'`),
    index('invitations_tenant_inviter_idx').on(table.tenantId, table.inviterId, table.createdAt),
    index('invitations_tenant_email_idx').on(table.tenantId, table.email),
    check('invitations_status_check', sql`${table.status} in ('pending', 'joined', 'cancelled')`),
    check('invitations_joined_check', sql`(${table.status} = 'joined') = (${table.joinedAt} is not null)`),
    check('invitations_cancelled_check', sql`(${table.status} = 'cancelled') = (${table.cancelledAt} is not null)`),
  ],
);

/**
 * Who brought whom: made when a user signs up with an invitation code. `rewarded_at` is set once, when
 * the invitee's first deposit gives the referral rewards (paid, or a bonus due on a domain that pays
 * them on approval; what each side got is kept beside it).
 */
export const referrals = pgTable(
  'referrals',
  {
    inviteeId: uuid()
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    tenantId: tenantIdColumn(),
    inviterId: userIdColumn(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    rewardedAt: timestamp({ withTimezone: true }),
    inviterRewardUnits: bigint({ mode: 'bigint' }),
    inviteeRewardUnits: bigint({ mode: 'bigint' }),
  },
  (table) => [
    index('referrals_tenant_inviter_idx').on(table.tenantId, table.inviterId),
    check('referrals_not_self_check', sql`${table.inviteeId} <> ${table.inviterId}`),
  ],
);

export type InvitationRow = typeof invitations.$inferSelect;
export type ReferralRow = typeof referrals.$inferSelect;
