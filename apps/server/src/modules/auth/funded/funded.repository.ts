import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../../platform/db/database';
import { users } from '../auth.tables';

interface UserScope {
  tenantId: string;
  userId: string;
}

/** The user's funded milestone, null before it (or for no such user). */
async function findFundedAt(db: Database, scope: UserScope): Promise<Date | null> {
  const [row] = await db
    .select({ fundedAt: users.fundedAt })
    .from(users)
    .where(and(eq(users.tenantId, scope.tenantId), eq(users.id, scope.userId)))
    .limit(1);
  return row?.fundedAt ?? null;
}

/**
 * Sets the funded milestone at `at` unless it is set: it is reached once and never moves. Concurrent
 * calls wait on the user's row, and the later ones find it set. Answers the milestone as it stands.
 */
export async function markFunded(db: Database, scope: UserScope, at: Date): Promise<Date | null> {
  const [marked] = await db
    .update(users)
    .set({ fundedAt: at })
    .where(and(eq(users.tenantId, scope.tenantId), eq(users.id, scope.userId), isNull(users.fundedAt)))
    .returning({ fundedAt: users.fundedAt });
  return marked?.fundedAt ?? findFundedAt(db, scope);
}
