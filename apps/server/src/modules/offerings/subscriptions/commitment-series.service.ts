import type { CommitmentSeries } from '@invest/contracts';
import { formatUnits, scaleOf } from '@invest/money';
import type { AuthContext } from '../../../platform/http/context';
import type { OfferingsDeps } from '../offerings.deps';
import { findDailyCommitments } from './subscriptions.repository';
import { getPublicOffering } from './subscriptions.service';

type Investor = Pick<AuthContext, 'tenantId' | 'userId'>;

/** GET /v1/ipo/{id}/commitments: the running total committed to the offering, one point per day. */
export async function getCommitmentSeries(
  deps: OfferingsDeps,
  investor: Investor,
  offeringId: string,
): Promise<CommitmentSeries> {
  const offering = await getPublicOffering(deps, investor, offeringId);
  const days = await findDailyCommitments(deps.db, investor.tenantId, offering.id);
  const scale = scaleOf(offering.quoteAsset);
  return {
    quote_asset: offering.quoteAsset as CommitmentSeries['quote_asset'],
    points: days.map((day) => ({
      date: day.day,
      amount: formatUnits(day.cumulativeUnits, scale),
      count: day.cumulativeCount,
    })),
  };
}
