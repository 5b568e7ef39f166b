import type { Offering, OfferingListQuery, Page } from '@invest/contracts';
import type { AuthContext } from '../../../platform/http/context';
import type { OfferingsDeps } from '../offerings.deps';
import { getVisibleOffering } from './offering-access';
import { toOffering } from './offerings.mapper';
import { findInvestorMarks, findOfferingPage, setFavoriteOffering } from './offerings.repository';

type Investor = Pick<AuthContext, 'tenantId' | 'userId'>;

/** GET /v1/ipo: the domain's announced offerings, open ones first, with the investor's favourites. */
export async function findOfferings(
  deps: OfferingsDeps,
  investor: Investor,
  query: OfferingListQuery,
): Promise<Page<Offering>> {
  const filter = { workflow: query.workflow, state: query.state, favorite: query.favorite, publicOnly: true };
  const { rows, total } = await findOfferingPage(deps.db, investor.tenantId, investor.userId, filter, {
    limit: query.limit,
    offset: (query.page - 1) * query.limit,
  });
  return { items: rows.map((row) => toOffering(row, row)), page: query.page, limit: query.limit, total };
}

/** POST /v1/ipo/{id}/favorite: stars or unstars an announced offering; a draft or another domain's is not found. */
export async function setFavorite(
  deps: OfferingsDeps,
  investor: Investor,
  offeringId: string,
  isFavorite: boolean,
): Promise<Offering> {
  const scope = { tenantId: investor.tenantId, offeringId };
  const row = await getVisibleOffering(deps, investor, offeringId);
  const mine = { ...scope, userId: investor.userId };
  await setFavoriteOffering(deps.db, mine, isFavorite, deps.clock.now());
  return toOffering(row, await findInvestorMarks(deps.db, mine));
}
