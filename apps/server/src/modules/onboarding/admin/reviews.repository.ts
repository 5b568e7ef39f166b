import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../../platform/db/database';
import { kycChecks, onboardingApprovals, onboardingReviews } from '../onboarding.tables';

export type ReviewRow = typeof onboardingReviews.$inferSelect;

export async function insertReview(db: Database, values: typeof onboardingReviews.$inferInsert): Promise<void> {
  await db.insert(onboardingReviews).values(values);
}

export function findReviews(db: Database, tenantId: string, userId: string): Promise<ReviewRow[]> {
  return db
    .select()
    .from(onboardingReviews)
    .where(and(eq(onboardingReviews.tenantId, tenantId), eq(onboardingReviews.userId, userId)))
    .orderBy(asc(onboardingReviews.at), asc(onboardingReviews.id));
}

/** The approval status of each of `userIds` that has one. */
export async function findApprovalsOf(db: Database, tenantId: string, userIds: string[]) {
  if (userIds.length === 0) return new Map<string, string>();
  const rows = await db
    .select({ userId: onboardingApprovals.userId, status: onboardingApprovals.status })
    .from(onboardingApprovals)
    .where(and(eq(onboardingApprovals.tenantId, tenantId), inArray(onboardingApprovals.userId, userIds)));
  return new Map(rows.map((row) => [row.userId, row.status]));
}

/** The status of the latest KYC check of each of `userIds` that has one. */
export async function findLatestKycStatusesOf(db: Database, tenantId: string, userIds: string[]) {
  const statuses = new Map<string, string>();
  if (userIds.length === 0) return statuses;
  const rows = await db
    .select({ userId: kycChecks.userId, status: kycChecks.status })
    .from(kycChecks)
    .where(and(eq(kycChecks.tenantId, tenantId), inArray(kycChecks.userId, userIds)))
    .orderBy(desc(kycChecks.submittedAt));
  for (const row of rows) if (!statuses.has(row.userId)) statuses.set(row.userId, row.status);
  return statuses;
}
