import type { Database } from '../../../platform/db/database';
import type { PaymentMailKind } from './payment-mail';
import { paymentMails } from './payment-mails.tables';

/** Records that the payment's mail of `kind` goes out; false when it went out already. */
export async function claimPaymentMail(
  tx: Database,
  values: { tenantId: string; paymentId: string; kind: PaymentMailKind; createdAt: Date },
): Promise<boolean> {
  const inserted = await tx
    .insert(paymentMails)
    .values(values)
    .onConflictDoNothing()
    .returning({ paymentId: paymentMails.paymentId });
  return inserted.length === 1;
}
