import { and, eq, gte, lt } from 'drizzle-orm';
import type { Database } from '../../platform/db/database';
import { signInEvents, signInThrottles } from './auth.tables';
import type { ThrottleState } from './sign-in-throttle';

type Key = { tenantId: string; email: string };

const matches = (key: Key) => and(eq(signInThrottles.tenantId, key.tenantId), eq(signInThrottles.email, key.email));

/**
 * The email's throttle, locked until the transaction ends so concurrent attempts are claimed one
 * after another; a fresh one when there is none.
 */
export async function lockThrottle(tx: Database, key: Key, now: Date): Promise<ThrottleState> {
  await tx
    .insert(signInThrottles)
    .values({ ...key, failures: 0, blockedUntil: null, updatedAt: now })
    .onConflictDoNothing();
  const [row] = await tx.select().from(signInThrottles).where(matches(key)).for('update');
  return row ?? { failures: 0, blockedUntil: null, updatedAt: now };
}

export async function saveThrottle(tx: Database, key: Key, state: ThrottleState): Promise<void> {
  await tx.update(signInThrottles).set(state).where(matches(key));
}

export async function clearThrottle(db: Database, key: Key): Promise<void> {
  await db.delete(signInThrottles).where(matches(key));
}

/** Deletes throttles nobody has tried since `before`: past the time failures are forgotten, they hold nothing. */
export async function pruneThrottles(db: Database, before: Date): Promise<void> {
  await db.delete(signInThrottles).where(lt(signInThrottles.updatedAt, before));
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
