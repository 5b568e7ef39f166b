import { and, count, eq, inArray, notExists } from 'drizzle-orm';
import type { Database } from '../../../platform/db/database';
import { users } from '../../auth';
import { onboardingApprovals } from '../onboarding.tables';

/**
 * How many of the tenant's users completed their registration and wait for an administrator's review
 * (the console's dashboard): no decision, approved or refused, was taken on their account yet.
 */
export async function countPendingReviews(db: Database, tenantId: string): Promise<number> {
  const decided = db
    .select({ userId: onboardingApprovals.userId })
    .from(onboardingApprovals)
    .where(
      and(
        eq(onboardingApprovals.tenantId, tenantId),
        eq(onboardingApprovals.userId, users.id),
        inArray(onboardingApprovals.status, ['approved', 'refused']),
      ),
    );
  const [row] = await db
    .select({ total: count() })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.registrationCompleted, true), notExists(decided)));
  return Number(row?.total ?? 0);
}
