import { and, eq, isNull, lt, lte, or } from 'drizzle-orm';
import type { Database } from '../../platform/db/database';
import { users } from './auth.tables';

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;

export async function findUserByEmail(db: Database, tenantId: string, email: string): Promise<UserRow | null> {
  const rows = await db
    .select()
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.email, email)))
    .limit(1);
  return rows[0] ?? null;
}

export async function findUserById(db: Database, tenantId: string, id: string): Promise<UserRow | null> {
  const rows = await db
    .select()
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.id, id)))
    .limit(1);
  return rows[0] ?? null;
}

/** Inserts the user, or returns null when the tenant has an account with this email already. */
export async function insertUser(db: Database, values: NewUserRow): Promise<UserRow | null> {
  const rows = await db
    .insert(users)
    .values(values)
    .onConflictDoNothing({ target: [users.tenantId, users.email] })
    .returning();
  return rows[0] ?? null;
}

export async function updateUser(
  db: Database,
  tenantId: string,
  id: string,
  values: Partial<NewUserRow>,
): Promise<UserRow> {
  const [row] = await db
    .update(users)
    .set(values)
    .where(and(eq(users.tenantId, tenantId), eq(users.id, id)))
    .returning();
  if (!row) throw new Error('user update returned no row');
  return row;
}

/** Records a confirmation mail at `now` unless one went out after `notAfter`; null when one did. */
export async function claimConfirmationMail(
  db: Database,
  tenantId: string,
  id: string,
  now: Date,
  notAfter: Date,
): Promise<UserRow | null> {
  const rows = await db
    .update(users)
    .set({ confirmationSentAt: now })
    .where(
      and(
        eq(users.tenantId, tenantId),
        eq(users.id, id),
        or(isNull(users.confirmationSentAt), lte(users.confirmationSentAt, notAfter)),
      ),
    )
    .returning();
  return rows[0] ?? null;
}

/**
 * The user of this email if they were not told of another registration of it after `notAfter`,
 * marked as told at `now`; null otherwise.
 */
export async function claimDuplicateRegistrationMail(
  db: Database,
  scope: { tenantId: string; email: string },
  now: Date,
  notAfter: Date,
): Promise<UserRow | null> {
  const rows = await db
    .update(users)
    .set({ duplicateRegistrationMailedAt: now })
    .where(
      and(
        eq(users.tenantId, scope.tenantId),
        eq(users.email, scope.email),
        or(isNull(users.duplicateRegistrationMailedAt), lte(users.duplicateRegistrationMailedAt, notAfter)),
      ),
    )
    .returning();
  return rows[0] ?? null;
}

/** Sets the email verified at `now` unless it was verified before. */
export async function markEmailVerified(db: Database, tenantId: string, id: string, now: Date): Promise<void> {
  await db
    .update(users)
    .set({ emailVerifiedAt: now, updatedAt: now })
    .where(and(eq(users.tenantId, tenantId), eq(users.id, id), isNull(users.emailVerifiedAt)));
}

/** Remembers `step` as the last TOTP step used; false when that step or a later one was used already. */
export async function claimTotpStep(db: Database, tenantId: string, id: string, step: number): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ totpLastStep: step })
    .where(
      and(eq(users.tenantId, tenantId), eq(users.id, id), or(isNull(users.totpLastStep), lt(users.totpLastStep, step))),
    )
    .returning({ id: users.id });
  return rows.length > 0;
}
