import { and, eq } from 'drizzle-orm';
import type { Database } from '../../../platform/db/database';
import { users } from '../auth.tables';

/** What is looked up: an exact (lower-case) email address or an exact account id. */
export type UserSearchKey = { email: string } | { investorId: string };

/** The fields a search decides and answers with; nothing else of the user is read. */
export interface SearchedUserRow {
  id: string;
  firstName: string;
  lastName: string;
  companyName: string | null;
  userType: 'Individual' | 'Entity';
  investorId: string | null;
  emailVerifiedAt: Date | null;
}

/** The domain's user with exactly this email or account id, else null (both are unique per domain). */
export async function findUserBySearchKey(
  db: Database,
  tenantId: string,
  key: UserSearchKey,
): Promise<SearchedUserRow | null> {
  const match = 'email' in key ? eq(users.email, key.email) : eq(users.investorId, key.investorId);
  const [row] = await db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      companyName: users.companyName,
      userType: users.userType,
      investorId: users.investorId,
      emailVerifiedAt: users.emailVerifiedAt,
    })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), match))
    .limit(1);
  return row ?? null;
}
