import { and, desc, eq, gte } from 'drizzle-orm';
import type { Database } from '../../platform/db/database';
import { signInEvents } from './auth.tables';

export type SignInEventRow = typeof signInEvents.$inferSelect;

export async function insertSignInEvent(db: Database, values: typeof signInEvents.$inferInsert): Promise<void> {
  await db.insert(signInEvents).values(values);
}

export async function findRecentSignInEvents(
  db: Database,
  tenantId: string,
  userId: string,
  limit: number,
): Promise<SignInEventRow[]> {
  return db
    .select()
    .from(signInEvents)
    .where(and(eq(signInEvents.tenantId, tenantId), eq(signInEvents.userId, userId)))
    .orderBy(desc(signInEvents.at), desc(signInEvents.id))
    .limit(limit);
}

/** Whether the user gave their right password from `ip` since `since`. */
export async function hasSignedInFrom(
  db: Database,
  scope: { tenantId: string; userId: string; ip: string },
  since: Date,
): Promise<boolean> {
  const rows = await db
    .select({ id: signInEvents.id })
    .from(signInEvents)
    .where(
      and(
        eq(signInEvents.tenantId, scope.tenantId),
        eq(signInEvents.userId, scope.userId),
        eq(signInEvents.ip, scope.ip),
        eq(signInEvents.success, true),
        gte(signInEvents.at, since),
      ),
    )
    .limit(1);
  return rows.length > 0;
}
