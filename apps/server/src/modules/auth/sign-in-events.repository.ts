import { and, desc, eq } from 'drizzle-orm';
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
