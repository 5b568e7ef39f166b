import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../../platform/db/database';
import { type SignInProviderRow, signInProviders, type UserIdentityRow, userIdentities } from './social.tables';

export async function listSignInProviders(db: Database, tenantId: string): Promise<SignInProviderRow[]> {
  return db
    .select()
    .from(signInProviders)
    .where(eq(signInProviders.tenantId, tenantId))
    .orderBy(asc(signInProviders.displayName));
}

export async function findSignInProvider(
  db: Database,
  tenantId: string,
  slug: string,
): Promise<SignInProviderRow | null> {
  const rows = await db
    .select()
    .from(signInProviders)
    .where(and(eq(signInProviders.tenantId, tenantId), eq(signInProviders.slug, slug)))
    .limit(1);
  return rows[0] ?? null;
}

/** Adds the domain's provider, or replaces the settings of the one with this slug. */
export async function upsertSignInProvider(
  db: Database,
  values: Omit<typeof signInProviders.$inferInsert, 'createdAt'> & { updatedAt: Date },
): Promise<SignInProviderRow> {
  const [row] = await db
    .insert(signInProviders)
    .values({ ...values, createdAt: values.updatedAt })
    .onConflictDoUpdate({
      target: [signInProviders.tenantId, signInProviders.slug],
      set: {
        displayName: values.displayName,
        issuer: values.issuer,
        clientId: values.clientId,
        clientSecretSealed: values.clientSecretSealed,
        updatedAt: values.updatedAt,
      },
    })
    .returning();
  return row as SignInProviderRow;
}

export async function deleteSignInProvider(db: Database, tenantId: string, slug: string): Promise<boolean> {
  const rows = await db
    .delete(signInProviders)
    .where(and(eq(signInProviders.tenantId, tenantId), eq(signInProviders.slug, slug)))
    .returning({ id: signInProviders.id });
  return rows.length > 0;
}

/** The identity of this provider's account, touched as signed in at `now`, or null when none is linked. */
export async function touchIdentity(
  db: Database,
  key: { tenantId: string; provider: string; subject: string },
  now: Date,
): Promise<UserIdentityRow | null> {
  const rows = await db
    .update(userIdentities)
    .set({ lastSignedInAt: now })
    .where(
      and(
        eq(userIdentities.tenantId, key.tenantId),
        eq(userIdentities.provider, key.provider),
        eq(userIdentities.subject, key.subject),
      ),
    )
    .returning();
  return rows[0] ?? null;
}

/** Links the provider's account to the user; false when either is linked already (a concurrent sign-in). */
export async function insertIdentity(db: Database, values: typeof userIdentities.$inferInsert): Promise<boolean> {
  const rows = await db
    .insert(userIdentities)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: userIdentities.id });
  return rows.length > 0;
}
