import { type FoundUser, investorAccountIdPattern, type SearchUserRequest } from '@invest/contracts';
import { AppError, invalid } from '../../../platform/errors';
import type { AuthContext } from '../../../platform/http/context';
import type { AuthDeps } from '../auth.deps';
import { findUserBySearchKey, type SearchedUserRow, type UserSearchKey } from './user-search.repository';

/** One answer for every miss, so a search cannot tell an unknown address from one in another state. */
const noInvestorFound = () => new AppError('NOT_FOUND', 'No investor found');

const keyOf = (query: string): UserSearchKey =>
  investorAccountIdPattern.test(query) ? { investorId: query } : { email: query.toLowerCase() };

/** Who can be sent a gift or a transfer: an investor (an account id) whose email is verified. */
const isReachable = (user: SearchedUserRow) => user.investorId !== null && user.emailVerifiedAt !== null;

/** First name and the last name's initial ("Ada L."), or an entity's company name. */
function displayNameOf(user: Pick<SearchedUserRow, 'firstName' | 'lastName' | 'companyName' | 'userType'>) {
  if (user.userType === 'Entity' && user.companyName?.trim()) return user.companyName.trim();
  const initial = Array.from(user.lastName.trim())[0];
  return initial ? `${user.firstName.trim()} ${initial.toUpperCase()}.` : user.firstName.trim();
}

/**
 * POST /v1/account/search-user: the caller's domain's investor with exactly this email (in any case) or
 * account id, as an id and a display name. Never a partial match nor a list; another domain's user,
 * someone without an account id or a verified email, and no one at all are the same 404. The caller's
 * own email or account id is refused with 400, as it names no one else to send to.
 */
export async function searchUser(deps: AuthDeps, auth: AuthContext, body: SearchUserRequest): Promise<FoundUser> {
  const user = await findUserBySearchKey(deps.db, auth.tenantId, keyOf(body.query));
  if (user?.id === auth.userId) {
    throw invalid('query', 'This is your own account: enter the email address or account id of someone else');
  }
  if (!user || !isReachable(user)) throw noInvestorFound();
  return { id: user.id, display_name: displayNameOf(user) };
}
