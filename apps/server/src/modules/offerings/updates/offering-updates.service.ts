import type { OfferingUpdate, OfferingUpdateRequest } from '@invest/contracts';
import { type AuditActor, recordAudit } from '../../../platform/audit/audit';
import { inTransaction } from '../../../platform/db/transaction';
import { AppError } from '../../../platform/errors';
import type { AuthContext } from '../../../platform/http/context';
import { getDomainOffering, getOfferingFor, type OfferingReader } from '../catalogue/offering-access';
import type { OfferingsDeps } from '../offerings.deps';
import { findOfferingUpdates, insertOfferingUpdate, type OfferingUpdateRow } from './offering-updates.repository';

type Caller = Pick<AuthContext, 'tenantId' | 'userId'>;

function toOfferingUpdate(row: OfferingUpdateRow): OfferingUpdate {
  return {
    id: row.id,
    offering_id: row.offeringId,
    title: row.title,
    body: row.body,
    posted_at: row.postedAt.toISOString(),
  };
}

/** POST /v1/admin/offerings/{id}/updates: news for the offering's investors; a cancelled or failed offering takes none. */
export async function postOfferingUpdate(
  deps: OfferingsDeps,
  admin: Caller,
  actor: AuditActor,
  offeringId: string,
  body: OfferingUpdateRequest,
): Promise<OfferingUpdate> {
  const offering = await getDomainOffering(deps, admin, offeringId);
  if (offering.state === 'cancelled' || offering.state === 'failed') {
    throw new AppError('CONFLICT', `An offering that is ${offering.state} takes no more updates`);
  }
  const row = await inTransaction(deps.db, async (tx) => {
    const update = await insertOfferingUpdate(tx, {
      tenantId: admin.tenantId,
      offeringId: offering.id,
      title: body.title,
      body: body.body,
      postedBy: admin.userId,
      postedAt: deps.clock.now(),
    });
    await recordAudit(tx, {
      tenantId: admin.tenantId,
      actor,
      action: 'offering.update_posted',
      object: { kind: 'offering', id: offering.id },
      after: { update_id: update.id, title: body.title },
    });
    return update;
  });
  return toOfferingUpdate(row);
}

/** GET the offering's updates, newest first: any offering of the domain for an administrator, an announced one for an investor. */
export async function listOfferingUpdates(
  deps: OfferingsDeps,
  caller: Caller,
  offeringId: string,
  as: OfferingReader,
): Promise<OfferingUpdate[]> {
  const offering = await getOfferingFor(deps, caller, offeringId, as);
  const rows = await findOfferingUpdates(deps.db, { tenantId: caller.tenantId, offeringId: offering.id });
  return rows.map(toOfferingUpdate);
}
