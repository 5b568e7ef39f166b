import type { Payment } from '@invest/contracts';
import type { Database } from '../../../platform/db/database';
import { enqueueEvent } from '../../../platform/events/outbox';
import { queuePaymentMailJob } from '../mail/payment-mail-job';
import { toPayment } from './payment.mapper';
import type { PaymentRow } from './payments.repository';

/** Announced (through the outbox) whenever a payment is made or changes status: the web app updates live. */
export const paymentUpdatedTopic = 'funding.payment.updated';

/** The payload of `paymentUpdatedTopic`: the payment as its owner's GET calls answer it. */
export interface PaymentUpdatedEvent {
  user_id: string;
  payment: Payment;
}

/** Announces the payment's new state, and queues the mail it may call for to its owner. */
export async function announcePayment(tx: Database, row: PaymentRow): Promise<void> {
  const event: PaymentUpdatedEvent = { user_id: row.userId, payment: toPayment(row) };
  await enqueueEvent(tx, { tenantId: row.tenantId, topic: paymentUpdatedTopic, payload: event });
  await queuePaymentMailJob(tx, row.tenantId, event);
}
