import type { InvestorOffering, OfferingListQuery, Page } from '@invest/contracts';
import { notFound } from '../../../platform/errors';
import type { AuthContext } from '../../../platform/http/context';
import type { OfferingsDeps } from '../offerings.deps';
import { isPublicState } from './offering-states';
import { toInvestorOffering } from './offerings.mapper';
import { findOfferingPage, findOfferingView, setFavoriteOffering } from './offerings.repository';

type Investor = Pick<AuthContext, 'tenantId' | 'userId'>;

/** GET /v1/ipo: the domain's announced offerings, open ones first, with the investor's favourites. */
export async function findOfferings(
  deps: OfferingsDeps,
  investor: Investor,
  query: OfferingListQuery,
): Promise<Page<InvestorOffering>> {
  const filter = { workflow: query.workflow, state: query.state, favorite: query.favorite, publicOnly: true };
  const { rows, total } = await findOfferingPage(deps.db, investor.tenantId, investor.userId, filter, {
    limit: query.limit,
    offset: (query.page - 1) * query.limit,
  });
  return { items: rows.map(toInvestorOffering), page: query.page, limit: query.limit, total };
}

/** GET /v1/ipo/{id}: one announced offering of the domain; a draft or another domain's is not found. */
export async function getOffering(
  deps: OfferingsDeps,
  investor: Investor,
  offeringId: string,
): Promise<InvestorOffering> {
  const row = await findOfferingView(deps.db, { tenantId: investor.tenantId, userId: investor.userId, offeringId });
  if (!row || !isPublicState(row.state)) throw notFound('Offering');
  return toInvestorOffering(row);
}

/** POST /v1/ipo/{id}/favorite: stars or unstars an announced offering; a draft or another domain's is not found. */
export async function setFavorite(
  deps: OfferingsDeps,
  investor: Investor,
  offeringId: string,
  isFavorite: boolean,
): Promise<InvestorOffering> {
  const scope = { tenantId: investor.tenantId, userId: investor.userId, offeringId };
  const row = await findOfferingView(deps.db, scope);
  if (!row || !isPublicState(row.state)) throw notFound('Offering');
  await setFavoriteOffering(deps.db, scope, isFavorite, deps.clock.now());
  return toInvestorOffering({ ...row, isFavorite });
}
