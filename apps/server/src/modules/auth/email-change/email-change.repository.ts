import { and, count, desc, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../../../platform/db/database';
import { type EmailChangeRow, emailChanges } from './email-change.tables';

type UserScope = { tenantId: string; userId: string };

const ofUser = (scope: UserScope) =>
  and(eq(emailChanges.tenantId, scope.tenantId), eq(emailChanges.userId, scope.userId));

/** How many changes the user has asked for since `since`. */
export async function countEmailChangesSince(db: Database, scope: UserScope, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(emailChanges)
    .where(and(ofUser(scope), gt(emailChanges.createdAt, since)));
  return row?.n ?? 0;
}

/** Closes the user's open request, if any, and opens this one: only the newest code works. */
export async function replaceEmailChange(db: Database, row: typeof emailChanges.$inferInsert): Promise<void> {
  await db
    .update(emailChanges)
    .set({ closedAt: row.createdAt })
    .where(and(ofUser(row), isNull(emailChanges.closedAt)));
  await db.insert(emailChanges).values(row);
}

/** The user's open request, held until the transaction ends (one code check at a time). */
export async function lockOpenEmailChange(db: Database, scope: UserScope): Promise<EmailChangeRow | null> {
  const rows = await db
    .select()
    .from(emailChanges)
    .where(and(ofUser(scope), isNull(emailChanges.closedAt)))
    .orderBy(desc(emailChanges.createdAt))
    .limit(1)
    .for('update');
  return rows[0] ?? null;
}

export async function updateEmailChange(
  db: Database,
  id: string,
  values: Pick<Partial<EmailChangeRow>, 'failedAttempts' | 'closedAt'>,
): Promise<void> {
  await db.update(emailChanges).set(values).where(eq(emailChanges.id, id));
}
