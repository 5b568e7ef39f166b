import { and, eq, lt } from 'drizzle-orm';
import type { Database } from '../../platform/db/database';
import { signInThrottles } from './auth.tables';
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
