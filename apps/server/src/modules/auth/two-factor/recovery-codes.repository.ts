import { and, count, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../../platform/db/database';
import { recoveryCodes } from './recovery-codes.tables';

interface UserScope {
  tenantId: string;
  userId: string;
}

const ofUser = (scope: UserScope) =>
  and(eq(recoveryCodes.tenantId, scope.tenantId), eq(recoveryCodes.userId, scope.userId));

/** Drops the user's codes, used or not, and keeps `codeHashes` as their only ones. */
export async function replaceRecoveryCodes(
  tx: Database,
  scope: UserScope,
  codeHashes: string[],
  now: Date,
): Promise<void> {
  await deleteRecoveryCodes(tx, scope);
  if (codeHashes.length === 0) return;
  await tx.insert(recoveryCodes).values(codeHashes.map((codeHash) => ({ ...scope, codeHash, createdAt: now })));
}

export async function deleteRecoveryCodes(tx: Database, scope: UserScope): Promise<void> {
  await tx.delete(recoveryCodes).where(ofUser(scope));
}

export function findUnusedRecoveryCodes(db: Database, scope: UserScope) {
  return db
    .select({ id: recoveryCodes.id, codeHash: recoveryCodes.codeHash })
    .from(recoveryCodes)
    .where(and(ofUser(scope), isNull(recoveryCodes.usedAt)));
}

export async function countUnusedRecoveryCodes(db: Database, scope: UserScope): Promise<number> {
  const [row] = await db
    .select({ unused: count() })
    .from(recoveryCodes)
    .where(and(ofUser(scope), isNull(recoveryCodes.usedAt)));
  return row?.unused ?? 0;
}

/**
 * Spends the code `id` if it is still unused; false when another sign-in spent it first (the row lock
 * makes the second update wait, then find used_at set).
 */
export async function claimRecoveryCode(tx: Database, scope: UserScope, id: string, now: Date): Promise<boolean> {
  const claimed = await tx
    .update(recoveryCodes)
    .set({ usedAt: now })
    .where(and(ofUser(scope), eq(recoveryCodes.id, id), isNull(recoveryCodes.usedAt)))
    .returning({ id: recoveryCodes.id });
  return claimed.length === 1;
}
