import { and, asc, count, desc, eq, notExists } from 'drizzle-orm';
import type { Database } from '../../../platform/db/database';
import { type KycCheckStatus, kycCallbackReceipts, kycChecks } from '../onboarding.tables';
import { profileChanges } from '../settings/profile-changes.tables';

export type KycCheckRow = typeof kycChecks.$inferSelect;

/** Records a check; its id. */
export async function insertKycCheck(db: Database, values: typeof kycChecks.$inferInsert): Promise<string> {
  const [row] = await db.insert(kycChecks).values(values).returning({ id: kycChecks.id });
  if (!row) throw new Error('kyc check not inserted');
  return row.id;
}

/**
 * The user's latest check of their account's identity: not one that verifies a change of details
 * (a refused change leaves the verified identity as it was).
 */
export async function findLatestKycCheck(db: Database, tenantId: string, userId: string): Promise<KycCheckRow | null> {
  const rows = await db
    .select()
    .from(kycChecks)
    .where(
      and(
        eq(kycChecks.tenantId, tenantId),
        eq(kycChecks.userId, userId),
        notExists(
          db.select({ id: profileChanges.id }).from(profileChanges).where(eq(profileChanges.kycCheckId, kycChecks.id)),
        ),
      ),
    )
    .orderBy(desc(kycChecks.submittedAt))
    .limit(1);
  return rows[0] ?? null;
}

/** How many checks the user has had (a new one after a refusal is the next attempt). */
export async function countKycChecks(db: Database, tenantId: string, userId: string): Promise<number> {
  const [row] = await db
    .select({ count: count() })
    .from(kycChecks)
    .where(and(eq(kycChecks.tenantId, tenantId), eq(kycChecks.userId, userId)));
  return Number(row?.count ?? 0);
}

/** Every check of `provider`, in every tenant, still waiting for its answer, oldest first. */
export function findPendingKycChecks(db: Database, provider: string): Promise<KycCheckRow[]> {
  return db
    .select()
    .from(kycChecks)
    .where(and(eq(kycChecks.provider, provider), eq(kycChecks.status, 'pending')))
    .orderBy(asc(kycChecks.submittedAt));
}

/** The check a provider's reference names. */
export async function findKycCheck(db: Database, reference: string): Promise<KycCheckRow | null> {
  const rows = await db.select().from(kycChecks).where(eq(kycChecks.reference, reference)).limit(1);
  return rows[0] ?? null;
}

/** The check a provider's reference names, locked for the decision. */
export async function findKycCheckForUpdate(db: Database, reference: string): Promise<KycCheckRow | null> {
  const rows = await db.select().from(kycChecks).where(eq(kycChecks.reference, reference)).limit(1).for('update');
  return rows[0] ?? null;
}

export async function decideKycCheck(
  db: Database,
  id: string,
  decision: { status: KycCheckStatus; reason: string | null; decidedAt: Date },
): Promise<void> {
  await db.update(kycChecks).set(decision).where(eq(kycChecks.id, id));
}

/** Records a callback's event id; false when it was seen before (a replay). */
export async function claimCallbackEvent(
  db: Database,
  values: { eventId: string; reference: string; receivedAt: Date },
): Promise<boolean> {
  const rows = await db
    .insert(kycCallbackReceipts)
    .values(values)
    .onConflictDoNothing()
    .returning({ eventId: kycCallbackReceipts.eventId });
  return rows.length > 0;
}
