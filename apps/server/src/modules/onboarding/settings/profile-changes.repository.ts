import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../../platform/db/database';
import {
  type ProfileChangeData,
  type ProfileChangeKind,
  type ProfileChangeStatus,
  profileChanges,
} from './profile-changes.tables';

export type ProfileChangeRow = typeof profileChanges.$inferSelect;

type Scope = { tenantId: string; userId: string };

/**
 * The user's change waiting for its verification, and their latest decided one (either may be
 * null), in one read: the waiting one sorts first, then the decided ones newest first.
 */
export async function findCurrentChanges(
  db: Database,
  scope: Scope,
): Promise<{ pending: ProfileChangeRow | null; lastDecided: ProfileChangeRow | null }> {
  const rows = await db
    .select()
    .from(profileChanges)
    .where(and(eq(profileChanges.tenantId, scope.tenantId), eq(profileChanges.userId, scope.userId)))
    .orderBy(sql`${profileChanges.status} = 'pending' desc`, desc(profileChanges.decidedAt))
    .limit(2);
  return {
    pending: rows.find((row) => row.status === 'pending') ?? null,
    lastDecided: rows.find((row) => row.status !== 'pending') ?? null,
  };
}

/** Records a change waiting for the verification `kycCheckId`; the one-pending index refuses a second. */
export async function insertProfileChange(
  db: Database,
  row: Scope & {
    kind: ProfileChangeKind;
    data: ProfileChangeData;
    reason: string;
    kycCheckId: string;
    requestedAt: Date;
  },
): Promise<ProfileChangeRow> {
  const [inserted] = await db.insert(profileChanges).values(row).returning();
  if (!inserted) throw new Error('profile change not inserted');
  return inserted;
}

/** The pending change the verification `kycCheckId` decides, locked for that decision. */
export async function findPendingChangeOfCheckForUpdate(db: Database, kycCheckId: string) {
  const rows = await db
    .select()
    .from(profileChanges)
    .where(and(eq(profileChanges.kycCheckId, kycCheckId), eq(profileChanges.status, 'pending')))
    .for('update');
  return rows[0] ?? null;
}

/** The change a verification was asked for, whatever its state (a check that is not one answers null). */
export async function findChangeOfCheck(db: Database, kycCheckId: string): Promise<ProfileChangeRow | null> {
  const rows = await db.select().from(profileChanges).where(eq(profileChanges.kycCheckId, kycCheckId)).limit(1);
  return rows[0] ?? null;
}

export async function decideProfileChange(
  db: Database,
  id: string,
  decision: { status: Exclude<ProfileChangeStatus, 'pending'>; reason: string | null; decidedAt: Date },
): Promise<void> {
  await db
    .update(profileChanges)
    .set({ status: decision.status, decisionReason: decision.reason, decidedAt: decision.decidedAt })
    .where(and(eq(profileChanges.id, id), eq(profileChanges.status, 'pending')));
}
