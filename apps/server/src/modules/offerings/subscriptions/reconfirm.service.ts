import type { Subscription } from '@invest/contracts';
import { inTransaction } from '../../../platform/db/transaction';
import { AppError, notFound } from '../../../platform/errors';
import type { AuthContext } from '../../../platform/http/context';
import type { OfferingRow } from '../catalogue/offerings.repository';
import type { OfferingsDeps } from '../offerings.deps';
import { assertAcceptedPrice, assertFitsOffering } from './subscription-rules';
import { toSubscription } from './subscriptions.mapper';
import {
  findSubscription,
  lockOffering,
  moveSubscription,
  type SubscriptionRow,
  sumLiveCommitments,
} from './subscriptions.repository';

type Investor = Pick<AuthContext, 'tenantId' | 'userId'>;

/** Refuses to reconfirm a commitment the new terms no longer take (another price, range or limit). */
function assertFitsNewTerms(offering: OfferingRow, commitment: SubscriptionRow, committedByOthers: bigint): void {
  try {
    assertAcceptedPrice(offering, commitment.maxPriceUnits ?? commitment.priceUnits);
    assertFitsOffering(offering, commitment.amountUnits, committedByOthers);
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    throw new AppError(
      'BUSINESS_RULE',
      `The new terms do not take this commitment (${error.message}): fill in a new subscription form to commit again`,
    );
  }
}

/**
 * POST /v1/ipo/subscriptions/{id}/reconfirm: the investor confirms their commitment under the
 * offering's new terms, before its deadline, and it is active again with its money still held.
 * Reconfirming an active commitment answers it as it is.
 */
export async function reconfirmSubscription(
  deps: OfferingsDeps,
  investor: Investor,
  subscriptionId: string,
): Promise<Subscription> {
  const scope = { ...investor, subscriptionId };
  const found = await findSubscription(deps.db, scope);
  if (!found) throw notFound('Subscription');
  const now = deps.clock.now();
  if (found.status === 'active') return toSubscription(found, now);
  if (found.status !== 'needs_reconfirmation') {
    throw new AppError(
      'BUSINESS_RULE',
      `This commitment is ${found.status.replace('_', ' ')}: there is nothing to reconfirm`,
    );
  }
  await inTransaction(deps.db, async (tx) => {
    const offering = await lockOffering(tx, investor.tenantId, found.offeringId);
    if (!offering) throw notFound('Offering');
    if (offering.state !== 'open' || found.reconfirmBy === null || now >= found.reconfirmBy) {
      throw new AppError('BUSINESS_RULE', 'The time to reconfirm this commitment has passed');
    }
    const committed = await sumLiveCommitments(tx, investor.tenantId, offering.id);
    assertFitsNewTerms(offering, found, committed - found.amountUnits);
    await moveSubscription(tx, scope, ['needs_reconfirmation'], 'active', now);
  });
  const latest = await findSubscription(deps.db, scope);
  if (!latest) throw notFound('Subscription');
  return toSubscription(latest, now);
}
