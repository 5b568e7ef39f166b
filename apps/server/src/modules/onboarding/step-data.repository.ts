import { and, eq } from 'drizzle-orm';
import type { Database } from '../../platform/db/database';
import { type ApprovalStatus, onboardingApprovals, onboardingStepData } from './onboarding.tables';

export type StepDataMap = ReadonlyMap<string, Record<string, unknown>>;

export async function findStepData(db: Database, tenantId: string, userId: string): Promise<StepDataMap> {
  const rows = await db
    .select({ step: onboardingStepData.step, data: onboardingStepData.data })
    .from(onboardingStepData)
    .where(and(eq(onboardingStepData.tenantId, tenantId), eq(onboardingStepData.userId, userId)));
  return new Map(rows.map((row) => [row.step, row.data]));
}

/** Saves the data of one step, replacing what the user saved there before. */
export async function upsertStepData(
  db: Database,
  scope: { tenantId: string; userId: string },
  step: string,
  data: Record<string, unknown>,
  now: Date,
): Promise<void> {
  await db
    .insert(onboardingStepData)
    .values({ ...scope, step, data, updatedAt: now })
    .onConflictDoUpdate({
      target: [onboardingStepData.userId, onboardingStepData.step],
      set: { data, updatedAt: now },
      setWhere: eq(onboardingStepData.tenantId, scope.tenantId),
    });
}

export async function findApproval(db: Database, tenantId: string, userId: string) {
  const rows = await db
    .select()
    .from(onboardingApprovals)
    .where(and(eq(onboardingApprovals.tenantId, tenantId), eq(onboardingApprovals.userId, userId)))
    .limit(1);
  return rows[0] ?? null;
}

export async function upsertApproval(
  db: Database,
  scope: { tenantId: string; userId: string },
  status: ApprovalStatus,
  reason: string | null,
  now: Date,
): Promise<void> {
  await db
    .insert(onboardingApprovals)
    .values({ ...scope, status, reason, updatedAt: now })
    .onConflictDoUpdate({
      target: [onboardingApprovals.userId],
      set: { status, reason, updatedAt: now },
      setWhere: eq(onboardingApprovals.tenantId, scope.tenantId),
    });
}
