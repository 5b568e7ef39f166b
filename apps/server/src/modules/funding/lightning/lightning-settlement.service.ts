import { inTransaction } from '../../../platform/db/transaction';
import { notFound } from '../../../platform/errors';
import type { FundingDeps } from '../funding.deps';
import type { PaymentOutcome } from '../payments/payment-outcome';
import type { PaymentRow } from '../payments/payments.repository';
import * as repo from '../payments/payments.repository';
import { settlePayment } from '../payments/settlement.service';
import type { InvoiceStatus } from './lightning-invoices.port';

type SettlementDeps = Pick<FundingDeps, 'db' | 'clock' | 'lightning'>;

/**
 * What the provider's word on an invoice means for its deposit: paid credits what arrived (in whole
 * satoshis); cancelled, or still unpaid at its expiry, fails; otherwise it stays pending.
 */
function outcomeOf(row: PaymentRow, status: InvoiceStatus | null, now: Date): PaymentOutcome | null {
  if (status?.state === 'SETTLED') {
    const receivedSats = status.receivedMsat / 1000n;
    return { status: 'COMPLETED', receivedUnits: receivedSats > 0n ? receivedSats : row.amountUnits };
  }
  if (status?.state === 'CANCELED') return { status: 'FAILED', failureReason: 'The invoice was cancelled unpaid' };
  const expiresAt = Date.parse(row.details.expires_at ?? '');
  if (!(now.getTime() >= expiresAt)) return null;
  return { status: 'FAILED', failureReason: 'The invoice expired unpaid' };
}

/**
 * Asks the provider what became of a pending Lightning invoice and settles its payment accordingly,
 * through the settlement path (its one ledger credit, once). The path both a verified webhook and a
 * poll take; a payment already settled is left as it is.
 */
export async function refreshInvoice(deps: SettlementDeps, row: PaymentRow): Promise<PaymentRow> {
  const bolt11 = row.details.bolt11;
  if (row.status !== 'PENDING' || !bolt11) return row;
  const now = deps.clock.now();
  const outcome = outcomeOf(row, await deps.lightning.getInvoice(bolt11), now);
  if (!outcome) return row;
  return inTransaction(deps.db, async (tx) => {
    const locked = await repo.lockPayment(tx, row.tenantId, row.id);
    if (!locked) throw notFound('Payment');
    return (await settlePayment(tx, locked, outcome, now)) ?? locked;
  });
}
