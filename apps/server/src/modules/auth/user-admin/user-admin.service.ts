import type { AdminUserDetail, AdminUserListQuery, AdminUserSummary, Page } from '@invest/contracts';
import { notFound } from '../../../platform/errors';
import type { AuthDeps } from '../auth.deps';
import { findLiveSessions } from '../sessions.repository';
import { findRecentSignInEvents } from '../sign-in-events.repository';
import { findUserById } from '../users.repository';
import { toAdminUserDetail, toAdminUserSummary } from './user-admin.mapper';
import { findUsersMatching } from './user-admin.repository';

const signInActivityShown = 20;

/** GET /v1/admin/users: the domain's users, newest first, or those `q` finds. */
export async function listUsers(
  deps: Pick<AuthDeps, 'db'>,
  tenantId: string,
  query: AdminUserListQuery,
): Promise<Page<AdminUserSummary>> {
  const { rows, total } = await findUsersMatching(deps.db, tenantId, query);
  return { items: rows.map(toAdminUserSummary), page: query.page, limit: query.limit, total };
}

/** GET /v1/admin/users/{id}: the user, their signed-in devices and their latest sign-in attempts. */
export async function getUserDetail(
  deps: Pick<AuthDeps, 'db' | 'clock'>,
  tenantId: string,
  userId: string,
): Promise<AdminUserDetail> {
  const user = await findUserById(deps.db, tenantId, userId);
  if (!user) throw notFound('User');
  const [sessions, events] = await Promise.all([
    findLiveSessions(deps.db, tenantId, userId, deps.clock.now()),
    findRecentSignInEvents(deps.db, tenantId, userId, signInActivityShown),
  ]);
  return toAdminUserDetail(user, sessions, events);
}
