import type { Database } from '../../../platform/db/database';
import { enqueueEvent } from '../../../platform/events/outbox';
import { toPayment } from './payment.mapper';
import type { PaymentRow } from './payments.repository';

/** Announced (through the outbox) whenever a payment is made or changes status: the web app updates live. */
export const paymentUpdatedTopic = 'funding.payment.updated';

export function announcePayment(tx: Database, row: PaymentRow): Promise<void> {
  return enqueueEvent(tx, {
    tenantId: row.tenantId,
    topic: paymentUpdatedTopic,
    payload: { user_id: row.userId, payment: toPayment(row) },
  });
}
