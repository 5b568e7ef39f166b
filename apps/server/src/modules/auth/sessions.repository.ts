import { and, desc, eq, gt, isNotNull, isNull, lt, ne, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/database';
import { authSessions, authTokens, users } from './auth.tables';

export type SessionRow = typeof authSessions.$inferSelect;
export type TokenRow = typeof authTokens.$inferSelect;

export async function insertSession(db: Database, values: typeof authSessions.$inferInsert): Promise<SessionRow> {
  const [row] = await db.insert(authSessions).values(values).returning();
  if (!row) throw new Error('session insert returned no row');
  return row;
}

export async function insertToken(db: Database, values: typeof authTokens.$inferInsert): Promise<void> {
  await db.insert(authTokens).values(values);
}

function prepareFindTokenContext(db: Database) {
  return db
    .select({ token: authTokens, session: authSessions, user: users })
    .from(authTokens)
    .innerJoin(authSessions, eq(authSessions.id, authTokens.sessionId))
    .innerJoin(users, eq(users.id, authSessions.userId))
    .where(and(eq(authTokens.tenantId, sql.placeholder('tenantId')), eq(authTokens.id, sql.placeholder('tokenId'))))
    .limit(1)
    .prepare('find_token_context');
}

/** Built once per database: this query runs on every authenticated request. */
const findTokenContextQueries = new WeakMap<Database, ReturnType<typeof prepareFindTokenContext>>();

/** The token `jti`, its session and its user, in one query. */
export async function findTokenContext(db: Database, tenantId: string, tokenId: string) {
  let query = findTokenContextQueries.get(db);
  if (!query) {
    query = prepareFindTokenContext(db);
    findTokenContextQueries.set(db, query);
  }
  const rows = await query.execute({ tenantId, tokenId });
  return rows[0] ?? null;
}

export async function findToken(db: Database, tenantId: string, tokenId: string): Promise<TokenRow | null> {
  const rows = await db
    .select()
    .from(authTokens)
    .where(and(eq(authTokens.tenantId, tenantId), eq(authTokens.id, tokenId)))
    .limit(1);
  return rows[0] ?? null;
}

/** Revokes the token if nobody has yet (the one winner of concurrent refreshes gets the row). */
export async function revokeTokenIfActive(
  db: Database,
  tenantId: string,
  tokenId: string,
  now: Date,
  replacedBy: string | null,
): Promise<TokenRow | null> {
  const rows = await db
    .update(authTokens)
    .set({ revokedAt: now, replacedBy })
    .where(and(eq(authTokens.tenantId, tenantId), eq(authTokens.id, tokenId), isNull(authTokens.revokedAt)))
    .returning();
  return rows[0] ?? null;
}

/** Moves last_seen_at forward when it is older than `staleBefore`. */
export async function touchSession(
  db: Database,
  tenantId: string,
  sessionId: string,
  now: Date,
  staleBefore: Date,
): Promise<void> {
  await db
    .update(authSessions)
    .set({ lastSeenAt: now })
    .where(
      and(
        eq(authSessions.tenantId, tenantId),
        eq(authSessions.id, sessionId),
        lt(authSessions.lastSeenAt, staleBefore),
      ),
    );
}

export async function updateSession(
  db: Database,
  tenantId: string,
  sessionId: string,
  values: Partial<Pick<SessionRow, 'signedInAt' | 'lastSeenAt' | 'expiresAt'>>,
): Promise<void> {
  await db
    .update(authSessions)
    .set(values)
    .where(and(eq(authSessions.tenantId, tenantId), eq(authSessions.id, sessionId)));
}

/** Counts a wrong second-factor code on the session and returns the new count. */
export async function countFailedCode(db: Database, tenantId: string, sessionId: string): Promise<number> {
  const [row] = await db
    .update(authSessions)
    .set({ failedCodeAttempts: sql`${authSessions.failedCodeAttempts} + 1` })
    .where(and(eq(authSessions.tenantId, tenantId), eq(authSessions.id, sessionId)))
    .returning({ attempts: authSessions.failedCodeAttempts });
  return row?.attempts ?? 0;
}

/** The user's sessions not revoked yet, narrowed by `also`. */
function unrevokedSessionsOf(scope: { tenantId: string; userId: string }, ...also: (SQL | undefined)[]) {
  return and(
    eq(authSessions.tenantId, scope.tenantId),
    eq(authSessions.userId, scope.userId),
    isNull(authSessions.revokedAt),
    ...also,
  );
}

function revokeSessionsWhere(db: Database, where: SQL | undefined, now: Date, reason: string) {
  return db.update(authSessions).set({ revokedAt: now, revokeReason: reason }).where(where);
}

/** Revokes one live session of the user; null when there is none with this id. */
export async function revokeSession(
  db: Database,
  scope: { tenantId: string; userId: string; sessionId: string },
  now: Date,
  reason: string,
): Promise<SessionRow | null> {
  const rows = await revokeSessionsWhere(
    db,
    unrevokedSessionsOf(scope, eq(authSessions.id, scope.sessionId)),
    now,
    reason,
  ).returning();
  return rows[0] ?? null;
}

/** Revokes every live session of the user but `keepSessionId`; returns how many it revoked. */
export async function revokeUserSessions(
  db: Database,
  scope: { tenantId: string; userId: string; keepSessionId: string | null },
  now: Date,
  reason: string,
): Promise<number> {
  const rows = await revokeSessionsWhere(
    db,
    unrevokedSessionsOf(scope, scope.keepSessionId ? ne(authSessions.id, scope.keepSessionId) : undefined),
    now,
    reason,
  ).returning({ id: authSessions.id });
  return rows.length;
}

/** The user's signed-in sessions that are neither revoked nor past their refresh horizon. */
export async function findLiveSessions(db: Database, tenantId: string, userId: string, now: Date) {
  return db
    .select()
    .from(authSessions)
    .where(
      unrevokedSessionsOf({ tenantId, userId }, isNotNull(authSessions.signedInAt), gt(authSessions.expiresAt, now)),
    )
    .orderBy(desc(authSessions.lastSeenAt))
    .limit(100);
}
