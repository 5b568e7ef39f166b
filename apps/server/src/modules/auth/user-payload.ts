import type { SessionPayload, User } from '@invest/contracts';
import { findCountryById } from '../lookups';
import type { IssuedToken } from './access-tokens';
import type { AuthDeps } from './auth.deps';
import { toUserPayload } from './auth.mapper';
import type { UserRow } from './users.repository';

export async function loadUserPayload(deps: AuthDeps, user: UserRow): Promise<User> {
  const [tenant, country, sections] = await Promise.all([
    deps.tenants.getTenant(user.tenantId),
    user.countryId === null ? null : findCountryById(deps.db, user.countryId),
    deps.onboardingSections(user),
  ]);
  return toUserPayload(user, tenant, country, sections);
}

export async function sessionPayload(deps: AuthDeps, user: UserRow, issued: IssuedToken): Promise<SessionPayload> {
  return { ...issued, user: await loadUserPayload(deps, user) };
}
