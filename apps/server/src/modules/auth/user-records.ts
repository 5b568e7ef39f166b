import { and, arrayOverlaps, asc, count, desc, eq } from 'drizzle-orm';
import type { Database } from '../../platform/db/database';
import { notFound } from '../../platform/errors';
import { users } from './auth.tables';
import { revokeUserSessions } from './sessions.repository';
import { findTermsAcceptance } from './terms.repository';
import { findUserById, type UserRow, updateUser } from './users.repository';

/** What the onboarding module reads and writes of a user row, through auth's index. */

export async function getUserRecord(db: Database, tenantId: string, userId: string): Promise<UserRow> {
  const user = await findUserById(db, tenantId, userId);
  if (!user) throw notFound('User');
  return user;
}

export type OnboardingUserFields = Partial<
  Pick<
    UserRow,
    | 'firstName'
    | 'lastName'
    | 'companyName'
    | 'countryId'
    | 'lastStep'
    | 'registrationStepsCompletedAt'
    | 'registrationCompleted'
    | 'investorId'
  >
>;

export function updateOnboardingFields(
  db: Database,
  scope: { tenantId: string; userId: string },
  fields: OnboardingUserFields,
  now: Date,
): Promise<UserRow> {
  return updateUser(db, scope.tenantId, scope.userId, { ...fields, updatedAt: now });
}

/** Ends every session of the user (a conservative investor is signed out everywhere). */
export function signOutEverywhere(
  db: Database,
  scope: { tenantId: string; userId: string },
  now: Date,
  reason: string,
): Promise<number> {
  return revokeUserSessions(db, { ...scope, keepSessionId: null }, now, reason);
}

/** When the user accepted the tenant's current terms (the Agreement step), or null. */
export async function findCurrentTermsAcceptedAt(
  db: Database,
  tenant: { id: string; termsPolicyId: number; termsVersion: number },
  userId: string,
): Promise<Date | null> {
  const acceptance = await findTermsAcceptance(db, {
    tenantId: tenant.id,
    userId,
    policyId: tenant.termsPolicyId,
    version: tenant.termsVersion,
  });
  return acceptance?.acceptedAt ?? null;
}

/** A page of the tenant's users, newest first, with the total. */
export async function findUsersPage(
  db: Database,
  tenantId: string,
  page: { page: number; limit: number },
): Promise<{ rows: UserRow[]; total: number }> {
  const [rows, counted] = await Promise.all([
    db
      .select()
      .from(users)
      .where(eq(users.tenantId, tenantId))
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(page.limit)
      .offset((page.page - 1) * page.limit),
    db.select({ total: count() }).from(users).where(eq(users.tenantId, tenantId)),
  ]);
  return { rows, total: counted[0]?.total ?? 0 };
}

/** The email addresses of a tenant's administrators (admin or super-admin), for alerts. */
export async function findAdminEmails(db: Database, tenantId: string): Promise<string[]> {
  const rows = await db
    .select({ email: users.email })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), arrayOverlaps(users.roles, ['admin', 'super-admin'])))
    .orderBy(asc(users.email));
  return rows.map((row) => row.email);
}
