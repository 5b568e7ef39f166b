import type { AuditActor } from '../../../platform/audit/audit';
import { inTransaction } from '../../../platform/db/transaction';
import { AppError, notFound } from '../../../platform/errors';
import {
  type OfferingRow,
  type OfferingTerms,
  recordTermsChange,
  updateOfferingTerms,
} from '../catalogue/offerings.repository';
import type { OfferingsDeps } from '../offerings.deps';
import { lockOffering } from '../subscriptions/subscriptions.repository';
import { mailReconfirmationRequests } from './commitment-mail';
import { askReconfirmation } from './commitments.repository';
import { changedFixedTerm, fiveBusinessDaysAfter, isMaterialChange } from './material-change';

const wireNames: Record<string, string> = { asset: 'asset', quoteAsset: 'quote_asset', workflow: 'workflow' };

/**
 * New terms for an open offering, in one transaction with the offering locked. Its asset,
 * currency and workflow stay; a change of its material terms bumps its terms version and asks the
 * investor of every active commitment to reconfirm it by the end of the fifth business day (or the
 * new deadline, if sooner), by mail; a commitment not reconfirmed by then lapses and is released.
 */
export async function changeOpenOfferingTerms(
  deps: OfferingsDeps,
  scope: { tenantId: string; offeringId: string },
  terms: OfferingTerms,
  actor: AuditActor,
): Promise<OfferingRow> {
  const now = deps.clock.now();
  return inTransaction(deps.db, async (tx) => {
    const current = await lockOffering(tx, scope.tenantId, scope.offeringId);
    if (!current) throw notFound('Offering');
    if (current.state !== 'open') {
      throw new AppError('CONFLICT', `The terms of an offering that is ${current.state} cannot change`);
    }
    const fixed = changedFixedTerm(current, terms);
    if (fixed) throw new AppError('CONFLICT', `The ${wireNames[fixed]} of an open offering cannot change`);
    const isMaterial = isMaterialChange(current, terms);
    const termsVersion = isMaterial ? current.termsVersion + 1 : current.termsVersion;
    const row = await updateOfferingTerms(tx, scope, { ...terms, termsVersion }, ['open'], now);
    if (!row) throw new Error('a locked open offering was not updated');
    await recordTermsChange(tx, { ...scope, actor, before: current, after: terms });
    if (!isMaterial) return row;
    const deadline = fiveBusinessDaysAfter(now);
    const reconfirmBy = deadline < row.closesAt ? deadline : row.closesAt;
    const investors = await askReconfirmation(tx, scope, reconfirmBy, now);
    await mailReconfirmationRequests(tx, row, investors, reconfirmBy);
    return row;
  });
}
