import { formatAssetAmount, scaleOf } from '@invest/money';
import type { Database } from '../../../platform/db/database';
import { enqueueEvent, type OutboxHandler } from '../../../platform/events/outbox';
import type { MailMessage } from '../../../platform/mail/mailer';
import { mailOf, queueMail } from '../../../platform/mail/queue-mail';
import { getUserRecord } from '../../auth';
import { queueOfferingNews } from '../catalogue/offering-news';
import { findOffering, type OfferingRow } from '../catalogue/offerings.repository';
import type { MailLetterhead, OfferingsDeps } from '../offerings.deps';
import { claimPendingNotifyRequests } from './offering-notify.repository';

/** The outbox job that mails everyone who asked to be told when an offering opens. */
export const offeringOpenedTopic = 'offerings.opened.mail';

interface OfferingOpenedEvent {
  offering_id: string;
}

/** Queues the job in the transaction that opened the offering, so it runs only if the opening commits. */
export async function queueOfferingOpenedJob(tx: Database, tenantId: string, offeringId: string): Promise<void> {
  const event: OfferingOpenedEvent = { offering_id: offeringId };
  await enqueueEvent(tx, { tenantId, topic: offeringOpenedTopic, payload: event });
}

const longDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

export function offeringOpenedMail(
  offering: OfferingRow,
  firstName: string,
  letterhead: MailLetterhead,
): Omit<MailMessage, 'to'> {
  const { company, origin } = letterhead;
  const scale = scaleOf(offering.quoteAsset);
  const minimum = `${formatAssetAmount(offering.minInvestmentUnits, scale, offering.quoteAsset)} ${offering.quoteAsset}`;
  return mailOf(`${company}: ${offering.name} is open for investment`, [
    `Hello ${firstName},`,
    `${offering.name} by ${offering.issuerName} is now open. It closes on ${longDate.format(offering.closesAt)} (UTC); the minimum investment is ${minimum}.`,
    `See the offering: ${origin}/offerings/${offering.id}`,
    `You asked to be told when this offering opens; this is the only mail we send about it.`,
    `${company} (${new URL(origin).host})`,
  ]);
}

/**
 * Runs in the relay's transaction: the requests are marked served in the same transaction that
 * queues their mails and the news of the opening, so each investor gets one mail even if the
 * offering's opening is announced twice.
 */
export function offeringOpenedMailHandler(deps: Pick<OfferingsDeps, 'clock' | 'mailLetterhead'>): OutboxHandler {
  return async (event, tx) => {
    const { offering_id: offeringId } = event.payload as OfferingOpenedEvent;
    if (!event.tenantId) return;
    const scope = { tenantId: event.tenantId, offeringId };
    const offering = await findOffering(tx, scope);
    if (!offering) return;
    const userIds = await claimPendingNotifyRequests(tx, scope, deps.clock.now());
    if (userIds.length === 0) return;
    await queueOfferingNews(
      tx,
      offering,
      userIds.map((userId) => ({ user_id: userId, kind: 'opened' as const })),
    );
    const letterhead = await deps.mailLetterhead(tx, scope.tenantId);
    for (const userId of userIds) {
      const user = await getUserRecord(tx, scope.tenantId, userId);
      await queueMail(tx, scope.tenantId, {
        to: user.email,
        ...offeringOpenedMail(offering, user.firstName, letterhead),
      });
    }
  };
}
