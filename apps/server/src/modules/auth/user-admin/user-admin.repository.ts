import { and, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { Database } from '../../../platform/db/database';
import { users } from '../auth.tables';
import type { UserRow } from '../users.repository';

/** `text` as a LIKE pattern matching any value that contains it: its own % _ and \ match themselves. */
function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

function searchCondition(q: string): SQL | undefined {
  const pattern = containing(q);
  return or(
    ilike(users.email, pattern),
    ilike(users.firstName, pattern),
    ilike(users.lastName, pattern),
    ilike(users.companyName, pattern),
    eq(users.investorId, q),
  );
}

/** A page of the domain's users, newest first, those matching `q` only when it is given, with their total. */
export async function findUsersMatching(
  db: Database,
  tenantId: string,
  query: { q?: string; page: number; limit: number },
): Promise<{ rows: UserRow[]; total: number }> {
  const where = and(eq(users.tenantId, tenantId), query.q === undefined ? undefined : searchCondition(query.q));
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(users)
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ total: count() }).from(users).where(where),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

/** The user's row, locked until the transaction ends so that two administrators' actions on it run one after the other. */
export async function lockUserRow(tx: Database, tenantId: string, userId: string): Promise<UserRow | null> {
  const [row] = await tx
    .select()
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.id, userId)))
    .for('update');
  return row ?? null;
}
