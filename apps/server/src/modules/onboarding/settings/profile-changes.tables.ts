import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { userIdColumn } from '../../auth';
import { tenantIdColumn } from '../../tenants';
import { kycChecks } from '../onboarding.tables';

export type ProfileChangeKind = 'basic' | 'contact';
export type ProfileChangeStatus = 'pending' | 'applied' | 'refused';

export interface ProfileChangeData {
  /** The validated request and what the server derived from it, as the step saves it. */
  values: Record<string, unknown>;
  fields: string[];
}

/**
 * A change of what identity verification rested on (names, date of birth, nationality, country of
 * residence), asked for after onboarding: it waits for its own verification (`kyc_check_id`) and is
 * applied only when that passes. A user has at most one waiting.
 */
export const profileChanges = pgTable(
  'profile_changes',
  {
    id: uuid().primaryKey().defaultRandom(),
    tenantId: tenantIdColumn(),
    userId: userIdColumn(),
    kind: text().$type<ProfileChangeKind>().notNull(),
    /** The step data as it will be once applied, and the names of the request's fields that change. */
    data: jsonb().$type<ProfileChangeData>().notNull(),
    reason: text().notNull(),
    status: text().$type<ProfileChangeStatus>().notNull().default('pending'),
    kycCheckId: uuid().references(() => kycChecks.id),
    decisionReason: text(),
    requestedAt: timestamp({ withTimezone: true }).notNull(),
    decidedAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    index('profile_changes_user_idx').on(table.tenantId, table.userId, table.requestedAt),
    uniqueIndex('profile_changes_one_pending_key').on(table.userId).where(sql`${table.status} = 'pending'`),
    uniqueIndex('profile_changes_kyc_check_key').on(table.kycCheckId),
    check('profile_changes_kind_check', sql`${table.kind} in ('basic', 'contact')`),
    check('profile_changes_status_check', sql`${table.status} in ('pending', 'applied', 'refused')`),
  ],
);
