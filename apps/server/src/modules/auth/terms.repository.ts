import { and, eq } from 'drizzle-orm';
import type { Database } from '../../platform/db/database';
import { termsAcceptances } from './auth.tables';

type TermsAcceptanceRow = typeof termsAcceptances.$inferSelect;

export async function findTermsAcceptance(
  db: Database,
  scope: { tenantId: string; userId: string; policyId: number; version: number },
): Promise<TermsAcceptanceRow | null> {
  const rows = await db
    .select()
    .from(termsAcceptances)
    .where(
      and(
        eq(termsAcceptances.tenantId, scope.tenantId),
        eq(termsAcceptances.userId, scope.userId),
        eq(termsAcceptances.policyId, scope.policyId),
        eq(termsAcceptances.version, scope.version),
      ),
    )
    .limit(1);
  return rows[0] ?? null;
}

/** Records the acceptance once; accepting the same version again keeps the first record. */
export async function insertTermsAcceptance(db: Database, values: typeof termsAcceptances.$inferInsert): Promise<void> {
  await db
    .insert(termsAcceptances)
    .values(values)
    .onConflictDoNothing({ target: [termsAcceptances.userId, termsAcceptances.policyId, termsAcceptances.version] });
}
