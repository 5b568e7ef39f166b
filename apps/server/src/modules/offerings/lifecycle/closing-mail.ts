import type { Database } from '../../../platform/db/database';
import { enqueueEvent, type OutboxHandler } from '../../../platform/events/outbox';
import { mailOf } from '../../../platform/mail/queue-mail';
import { offeringMoney } from '../catalogue/offering-money';
import { closingNewsOf, queueOfferingNews } from '../catalogue/offering-news';
import { findOffering, type OfferingRow } from '../catalogue/offerings.repository';
import type { SubscriptionRow } from '../subscriptions/subscriptions.repository';
import { mailInvestors } from './commitment-mail';
import { findCommitments } from './commitments.repository';

/** The outbox job that tells every investor of a closed offering what became of their commitment. */
export const offeringClosedTopic = 'offerings.closed.mail';

interface OfferingClosedEvent {
  offering_id: string;
}

/** Queues the job in the closing's transaction, so it runs only if the closing commits. */
export async function queueOfferingClosedJob(tx: Database, tenantId: string, offeringId: string): Promise<void> {
  const event: OfferingClosedEvent = { offering_id: offeringId };
  await enqueueEvent(tx, { tenantId, topic: offeringClosedTopic, payload: event });
}

/** What a commitment came to when its offering closed, for its investor. */
export function closingMail(offering: OfferingRow, commitment: SubscriptionRow): ReturnType<typeof mailOf> {
  const refunded = commitment.refundedUnits ?? commitment.amountUnits;
  if (commitment.status === 'released') {
    return mailOf(`${offering.name} did not reach its target`, [
      `${offering.name} closed without reaching its target, so it does not go ahead and no shares are issued.`,
      `The ${offeringMoney(offering, commitment.amountUnits)} set aside for your commitment is back in your available balance.`,
    ]);
  }
  const allocated = commitment.allocatedQuantity ?? 0n;
  if (allocated === 0n) {
    return mailOf(`${offering.name} closed: no shares were allocated to you`, [
      `${offering.name} was oversubscribed and shared out its shares by ${offering.allocationMethod === 'random' ? 'random draw' : 'pro rata allocation'}; your commitment received none.`,
      `The ${offeringMoney(offering, refunded)} set aside for it is back in your available balance.`,
    ]);
  }
  const cost = allocated * commitment.priceUnits;
  return mailOf(`Your investment in ${offering.name} is complete`, [
    `${offering.name} closed and your ${allocated} ${offering.asset} shares at ${offeringMoney(offering, commitment.priceUnits)} each (${offeringMoney(offering, cost)}) are in your portfolio.`,
    ...(refunded > 0n
      ? [`The ${offeringMoney(offering, refunded)} set aside beyond it is back in your available balance.`]
      : []),
  ]);
}

/** Runs in the relay's transaction: the mails and the news are queued in the transaction that marks the job done. */
export function offeringClosedMailHandler(): OutboxHandler {
  return async (event, tx) => {
    const { offering_id: offeringId } = event.payload as OfferingClosedEvent;
    if (!event.tenantId) return;
    const scope = { tenantId: event.tenantId, offeringId };
    const offering = await findOffering(tx, scope);
    if (!offering) return;
    const commitments = await findCommitments(tx, scope, ['settled', 'released']);
    await mailInvestors(tx, offering, commitments, (commitment) => closingMail(offering, commitment));
    await queueOfferingNews(
      tx,
      offering,
      commitments.map((commitment) => closingNewsOf(offering, commitment)),
    );
  };
}
