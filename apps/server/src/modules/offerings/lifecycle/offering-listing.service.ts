import type { AdminOffering } from '@invest/contracts';
import type { AuditActor } from '../../../platform/audit/audit';
import { inTransaction } from '../../../platform/db/transaction';
import { AppError, notFound } from '../../../platform/errors';
import type { AuthContext } from '../../../platform/http/context';
import { openShareMarket } from '../../trading';
import { insertStateChange, moveOfferingState } from '../catalogue/offerings.repository';
import { getAdminOffering } from '../catalogue/offerings-admin.service';
import type { OfferingsDeps } from '../offerings.deps';
import { lockOffering } from '../subscriptions/subscriptions.repository';

type Admin = Pick<AuthContext, 'tenantId' | 'userId'>;

/**
 * POST /v1/admin/offerings/{id}/list: a funded offering's shares start trading: the market of its
 * asset in US dollars opens on the exchange (whole shares, a share's hours), and the offering is
 * listed, in one transaction. Listing it again answers it as it is.
 */
export async function listOffering(
  deps: OfferingsDeps,
  admin: Admin,
  actor: AuditActor,
  offeringId: string,
): Promise<AdminOffering> {
  const scope = { tenantId: admin.tenantId, offeringId };
  const now = deps.clock.now();
  await inTransaction(deps.db, async (tx) => {
    const offering = await lockOffering(tx, admin.tenantId, offeringId);
    if (!offering) throw notFound('Offering');
    if (offering.state === 'listed') return;
    if (offering.state !== 'funded') {
      throw new AppError('CONFLICT', `An offering that is ${offering.state} cannot list: it must be funded first`);
    }
    await openShareMarket(tx, admin.tenantId, offering.asset, offering.name);
    await moveOfferingState(tx, scope, 'funded', 'listed', now);
    await insertStateChange(tx, { ...scope, fromState: 'funded', toState: 'listed', reason: null, at: now }, actor);
  });
  return getAdminOffering(deps, admin, offeringId);
}
