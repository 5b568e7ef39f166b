import type { SessionPayload, User } from '@invest/contracts';
import { findCountryById } from '../lookups';
import type { IssuedToken } from './access-tokens';
import type { AuthDeps } from './auth.deps';
import { toUserPayload } from './auth.mapper';
import { settleFundedAt } from './funded/funded-milestone';
import type { UserRow } from './users.repository';

export async function loadUserPayload(deps: AuthDeps, user: UserRow): Promise<User> {
  const [tenant, country, sections, fundedAt] = await Promise.all([
    deps.tenants.getTenant(user.tenantId),
    user.countryId === null ? null : findCountryById(deps.db, user.countryId),
    deps.onboardingSections(user),
    settleFundedAt(deps, user),
  ]);
  return toUserPayload({ ...user, fundedAt }, tenant, country, sections);
}

export async function sessionPayload(deps: AuthDeps, user: UserRow, issued: IssuedToken): Promise<SessionPayload> {
  return { ...issued, user: await loadUserPayload(deps, user) };
}
