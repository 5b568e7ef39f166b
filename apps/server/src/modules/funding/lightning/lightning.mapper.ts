import type { LightningInvoice } from '@invest/contracts';
import { formatUnits } from '@invest/money';
import { toPayment } from '../payments/payment.mapper';
import type { PaymentRow } from '../payments/payments.repository';

/** A Lightning payment as its owner sees it: the invoice to pay, and the deposit it makes. */
export function toLightningInvoice(row: PaymentRow): LightningInvoice {
  return {
    bolt11: row.details.bolt11 ?? '',
    payment_hash: row.providerReference ?? '',
    amount: formatUnits(row.amountUnits, 8),
    expires_at: row.details.expires_at ?? '',
    payment: toPayment(row),
  };
}
