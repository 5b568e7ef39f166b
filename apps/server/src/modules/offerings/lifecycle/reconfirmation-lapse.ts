import { inTransaction } from '../../../platform/db/transaction';
import { release } from '../../ledger';
import { findOffering } from '../catalogue/offerings.repository';
import type { OfferingsDeps } from '../offerings.deps';
import { moveSubscription } from '../subscriptions/subscriptions.repository';
import { mailLapsed } from './commitment-mail';
import { findLapsedCommitments } from './commitments.repository';

/** Commitments one run of the schedule lapses at most. */
const lapsesPerRun = 500;

/**
 * Commitments whose investors did not reconfirm them by their deadline lapse, their money is
 * released and their investors are told by mail, each in its own transaction; one reconfirmed or
 * cancelled meanwhile is left as it is.
 */
export async function lapseUnconfirmedCommitments(deps: Pick<OfferingsDeps, 'db' | 'clock'>): Promise<number> {
  const now = deps.clock.now();
  const due = await findLapsedCommitments(deps.db, now, lapsesPerRun);
  for (const commitment of due) {
    const { tenantId, userId, id: subscriptionId } = commitment;
    await inTransaction(deps.db, async (tx) => {
      const scope = { tenantId, userId, subscriptionId };
      const lapsed = await moveSubscription(tx, scope, ['needs_reconfirmation'], 'lapsed', now);
      if (!lapsed) return;
      await release(tx, tenantId, {
        holdId: commitment.holdId,
        idempotencyKey: `subscription-lapse:${subscriptionId}`,
        metadata: { offering_id: commitment.offeringId, subscription_id: subscriptionId },
      });
      const offering = await findOffering(tx, { tenantId, offeringId: commitment.offeringId });
      if (offering) await mailLapsed(tx, offering, commitment);
    });
  }
  return due.length;
}
