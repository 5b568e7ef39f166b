import { sql } from 'drizzle-orm';
import {
  bigserial,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { userIdColumn } from '../auth';
import { tenantIdColumn } from '../tenants';

/** What a user saved at one finish-profile step (the validated request, plus what the server derived). */
export const onboardingStepData = pgTable(
  'onboarding_step_data',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    tenantId: tenantIdColumn(),
    userId: userIdColumn(),
    step: text().notNull(),
    data: jsonb().$type<Record<string, unknown>>().notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (table) => [
    unique('onboarding_step_data_user_step_key').on(table.userId, table.step),
    index('onboarding_step_data_tenant_user_idx').on(table.tenantId, table.userId),
  ],
);

export type ApprovalStatus = 'pending' | 'approved' | 'refused';

/** The review outcome of a user's onboarding (refused at once for a conservative risk tolerance). */
export const onboardingApprovals = pgTable(
  'onboarding_approvals',
  {
    tenantId: tenantIdColumn(),
    userId: userIdColumn(),
    status: text().$type<ApprovalStatus>().notNull(),
    reason: text(),
    updatedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.userId] }),
    index('onboarding_approvals_tenant_idx').on(table.tenantId, table.status),
    check('onboarding_approvals_status_check', sql`${table.status} in ('pending', 'approved', 'refused')`),
  ],
);

export type DocumentStatus = 'pending' | 'approved' | 'refused' | 'reupload_requested' | 'expired' | 'superseded';

/** An uploaded file; the bytes live in the storage port under `storage_key`, never a user-given name. */
export const onboardingDocuments = pgTable(
  'onboarding_documents',
  {
    id: uuid().primaryKey().defaultRandom(),
    tenantId: tenantIdColumn(),
    userId: userIdColumn(),
    documentTypeId: integer().notNull(),
    collection: text().notNull(),
    step: text().notNull(),
    storageKey: text().notNull().unique(),
    contentType: text().notNull(),
    extension: text().notNull(),
    sizeBytes: integer().notNull(),
    sha256: text().notNull(),
    status: text().$type<DocumentStatus>().notNull().default('pending'),
    statusReason: text(),
    /**
     * An identity document's expiry date, kept on the document once it leaves the user's current
     * identification details (expired or superseded) or comes with its own (a replacement); while
     * null, the current identification details' date is the document's.
     */
    expiryDate: date({ mode: 'string' }),
    createdAt: timestamp({ withTimezone: true }).notNull(),
  },
  (table) => [
    index('onboarding_documents_user_idx').on(table.tenantId, table.userId, table.createdAt),
    check(
      'onboarding_documents_status_check',
      sql`${table.status} in ('pending', 'approved', 'refused', 'reupload_requested', 'expired', 'superseded')`,
    ),
  ],
);

/** A signed deed: the PDF with the signature embedded, its SHA-256 and when it was signed. */
export const onboardingDeeds = pgTable(
  'onboarding_deeds',
  {
    id: uuid().primaryKey().defaultRandom(),
    tenantId: tenantIdColumn(),
    userId: userIdColumn(),
    storageKey: text().notNull().unique(),
    sha256: text().notNull(),
    signedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (table) => [index('onboarding_deeds_user_idx').on(table.tenantId, table.userId, table.signedAt)],
);

export type KycCheckStatus = 'pending' | 'approved' | 'refused';

/** An identity verification submitted to the KYC provider; its result arrives by callback. */
export const kycChecks = pgTable(
  'kyc_checks',
  {
    id: uuid().primaryKey().defaultRandom(),
    tenantId: tenantIdColumn(),
    userId: userIdColumn(),
    provider: text().notNull(),
    reference: text().notNull().unique(),
    status: text().$type<KycCheckStatus>().notNull(),
    reason: text(),
    submittedAt: timestamp({ withTimezone: true }).notNull(),
    decidedAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    index('kyc_checks_user_idx').on(table.tenantId, table.userId, table.submittedAt),
    check('kyc_checks_status_check', sql`${table.status} in ('pending', 'approved', 'refused')`),
  ],
);

/** Ids of the provider callbacks already applied: a replayed callback finds its id here and changes nothing. */
export const kycCallbackReceipts = pgTable('kyc_callback_receipts', {
  eventId: text().primaryKey(),
  reference: text().notNull(),
  receivedAt: timestamp({ withTimezone: true }).notNull(),
});

export type ReviewAction = 'approve' | 'refuse' | 'request_reupload' | 'mark_expired';

/** The audit trail of administrators' onboarding decisions, each with its reason. */
export const onboardingReviews = pgTable(
  'onboarding_reviews',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    tenantId: tenantIdColumn(),
    userId: userIdColumn(),
    actorId: uuid().notNull(),
    documentId: uuid().references(() => onboardingDocuments.id, { onDelete: 'cascade' }),
    action: text().$type<ReviewAction>().notNull(),
    reason: text().notNull(),
    at: timestamp({ withTimezone: true }).notNull(),
  },
  (table) => [
    index('onboarding_reviews_user_idx').on(table.tenantId, table.userId, table.at),
    check(
      'onboarding_reviews_action_check',
      sql`${table.action} in ('approve', 'refuse', 'request_reupload', 'mark_expired')`,
    ),
  ],
);
