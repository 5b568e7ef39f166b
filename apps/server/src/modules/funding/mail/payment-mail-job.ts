import type { Payment } from '@invest/contracts';
import type { Database } from '../../../platform/db/database';
import { enqueueEvent, type OutboxHandler } from '../../../platform/events/outbox';
import { queueMail } from '../../../platform/mail/queue-mail';
import { getUserRecord } from '../../auth';
import type { FundingDeps } from '../funding.deps';
import { paymentMail, paymentMailKindOf } from './payment-mail';
import { claimPaymentMail } from './payment-mails.repository';

/** The outbox job that mails a payment's owner when it is credited, asked for, sent or failed. */
export const paymentMailTopic = 'funding.payment.mail';

interface PaymentMailEvent {
  user_id: string;
  payment: Payment;
}

/** Queues the mail job of a payment's new state, in the transaction that changed it, when the state calls for one. */
export async function queuePaymentMailJob(tx: Database, tenantId: string, event: PaymentMailEvent): Promise<void> {
  if (paymentMailKindOf(event.payment)) await enqueueEvent(tx, { tenantId, topic: paymentMailTopic, payload: event });
}

/**
 * Runs in the relay's transaction, so everything is read through it: the mail is queued, and
 * recorded as sent, once per payment and kind.
 */
export function paymentMailHandler(deps: Pick<FundingDeps, 'clock' | 'mailLetterhead'>): OutboxHandler {
  return async (event, tx) => {
    const { user_id: userId, payment } = event.payload as PaymentMailEvent;
    const kind = paymentMailKindOf(payment);
    if (!kind || !event.tenantId) return;
    const tenantId = event.tenantId;
    const isFirst = await claimPaymentMail(tx, { tenantId, paymentId: payment.id, kind, createdAt: deps.clock.now() });
    if (!isFirst) return;
    const user = await getUserRecord(tx, tenantId, userId);
    const letterhead = await deps.mailLetterhead(tx, tenantId);
    await queueMail(
      tx,
      tenantId,
      paymentMail(kind, payment, { to: user.email, firstName: user.firstName }, letterhead),
    );
  };
}
