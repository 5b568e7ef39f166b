import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../../platform/db/database';
import { type OneTimeTokenPurpose, oneTimeTokens } from './auth.tables';

type OneTimeTokenRow = typeof oneTimeTokens.$inferSelect;

/** Stores a new link token and retires the user's earlier unused ones of the same purpose. */
export async function replaceOneTimeToken(db: Database, values: typeof oneTimeTokens.$inferInsert): Promise<void> {
  await db
    .update(oneTimeTokens)
    .set({ usedAt: values.createdAt })
    .where(
      and(
        eq(oneTimeTokens.tenantId, values.tenantId),
        eq(oneTimeTokens.userId, values.userId),
        eq(oneTimeTokens.purpose, values.purpose),
        isNull(oneTimeTokens.usedAt),
      ),
    );
  await db.insert(oneTimeTokens).values(values);
}

/** The token if it is unused and unexpired at `now`, without using it. */
export async function findLiveOneTimeToken(
  db: Database,
  scope: { tenantId: string; purpose: OneTimeTokenPurpose; tokenHash: string },
  now: Date,
): Promise<OneTimeTokenRow | null> {
  const rows = await db.select().from(oneTimeTokens).where(liveToken(scope, now)).limit(1);
  return rows[0] ?? null;
}

/** Marks the token used if it is unused and unexpired at `now`; null otherwise. */
export async function consumeOneTimeToken(
  db: Database,
  scope: { tenantId: string; purpose: OneTimeTokenPurpose; tokenHash: string },
  now: Date,
): Promise<OneTimeTokenRow | null> {
  const rows = await db.update(oneTimeTokens).set({ usedAt: now }).where(liveToken(scope, now)).returning();
  return rows[0] ?? null;
}

function liveToken(scope: { tenantId: string; purpose: OneTimeTokenPurpose; tokenHash: string }, now: Date) {
  return and(
    eq(oneTimeTokens.tenantId, scope.tenantId),
    eq(oneTimeTokens.purpose, scope.purpose),
    eq(oneTimeTokens.tokenHash, scope.tokenHash),
    isNull(oneTimeTokens.usedAt),
    gt(oneTimeTokens.expiresAt, now),
  );
}
