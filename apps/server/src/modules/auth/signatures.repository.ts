import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../platform/db/database';
import { signatures } from './auth.tables';

type SignatureRow = typeof signatures.$inferSelect;

/** Stores a user's signature (an image data URL); the onboarding deed step calls it. */
export async function insertSignature(
  db: Database,
  values: { tenantId: string; userId: string; image: string; createdAt: Date },
): Promise<SignatureRow> {
  const [row] = await db.insert(signatures).values(values).returning();
  if (!row) throw new Error('signature insert returned no row');
  return row;
}

export async function findLatestSignature(
  db: Database,
  tenantId: string,
  userId: string,
): Promise<SignatureRow | null> {
  const rows = await db
    .select()
    .from(signatures)
    .where(and(eq(signatures.tenantId, tenantId), eq(signatures.userId, userId), isNull(signatures.deletedAt)))
    .orderBy(desc(signatures.createdAt), desc(signatures.id))
    .limit(1);
  return rows[0] ?? null;
}

export async function markSignatureDeleted(
  db: Database,
  scope: { tenantId: string; userId: string; id: number },
  now: Date,
): Promise<void> {
  await db
    .update(signatures)
    .set({ deletedAt: now })
    .where(
      and(eq(signatures.tenantId, scope.tenantId), eq(signatures.userId, scope.userId), eq(signatures.id, scope.id)),
    );
}
