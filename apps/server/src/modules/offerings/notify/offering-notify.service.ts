import type { Offering } from '@invest/contracts';
import { AppError } from '../../../platform/errors';
import type { AuthContext } from '../../../platform/http/context';
import { getVisibleOffering } from '../catalogue/offering-access';
import { toOffering } from '../catalogue/offerings.mapper';
import { findInvestorMarks } from '../catalogue/offerings.repository';
import type { OfferingsDeps } from '../offerings.deps';
import { setNotifyRequest } from './offering-notify.repository';

type Investor = Pick<AuthContext, 'tenantId' | 'userId'>;

/**
 * POST /v1/ipo/{id}/notify: asks for (or withdraws) one mail when an upcoming offering opens. Asking
 * for one about an offering that is open already, or over, is a conflict; withdrawing always works.
 */
export async function setNotify(
  deps: OfferingsDeps,
  investor: Investor,
  offeringId: string,
  notify: boolean,
): Promise<Offering> {
  const row = await getVisibleOffering(deps, investor, offeringId);
  if (notify && row.state !== 'upcoming') {
    throw new AppError(
      'CONFLICT',
      `This offering is ${row.state}: only an upcoming offering can notify you when it opens`,
    );
  }
  const mine = { tenantId: investor.tenantId, offeringId: row.id, userId: investor.userId };
  await setNotifyRequest(deps.db, mine, notify, deps.clock.now());
  return toOffering(row, await findInvestorMarks(deps.db, mine));
}
