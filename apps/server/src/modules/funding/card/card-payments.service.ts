import { randomUUID } from 'node:crypto';
import type { CardPaymentRequest, CardPublicKey, Payment } from '@invest/contracts';
import { inTransaction } from '../../../platform/db/transaction';
import { notFound } from '../../../platform/errors';
import type { Actor, FundingDeps } from '../funding.deps';
import { toPayment } from '../payments/payment.mapper';
import { announcePayment } from '../payments/payment-events';
import { priceDeposit } from '../payments/payment-rules';
import * as repo from '../payments/payments.repository';
import { scheduleSandboxWebhook } from '../payments/sandbox-webhooks';
import { settlePayment } from '../payments/settlement.service';

/** GET circle/publickey. */
export async function getCardPublicKey(deps: Pick<FundingDeps, 'card'>): Promise<CardPublicKey> {
  const key = await deps.card.getPublicKey();
  return { key_id: key.keyId, public_key: key.publicKey, is_sandbox: deps.card.isSandbox };
}

/** The caller's request and session, for the provider's fraud checks. */
export interface PayerMeta {
  sessionId: string;
  ipAddress: string;
}

/**
 * POST circle/payment: charges the card through the provider and records a PENDING deposit; the
 * provider's webhook settles it later (settlement.service.ts). A second request with the same
 * Idempotency-Key answers the payment the first one made.
 */
export async function createCardPayment(
  deps: Pick<FundingDeps, 'db' | 'clock' | 'lookups' | 'card' | 'userEmail'>,
  actor: Actor,
  meta: PayerMeta & { idempotencyKey: string },
  body: CardPaymentRequest,
): Promise<Payment> {
  const earlier = await repo.findPaymentByKey(deps.db, actor.tenantId, actor.userId, meta.idempotencyKey);
  if (earlier) return toPayment(earlier);
  const asset = 'USD';
  const { amountUnits, feeUnits } = await priceDeposit(deps, actor.tenantId, {
    method: 'CARD',
    asset,
    amount: body.amount,
  });
  const paymentId = randomUUID();
  const billing = body.billing_details;
  const submission = await deps.card.createPayment({
    paymentId,
    amountUnits,
    keyId: body.key_id,
    encryptedData: body.encrypted_data,
    expMonth: body.exp_month,
    expYear: body.exp_year,
    billing: { ...billing, country: billing.country.toUpperCase(), postalCode: billing.postal_code },
    payer: {
      email: await deps.userEmail(actor.tenantId, actor.userId),
      sessionId: meta.sessionId,
      ipAddress: meta.ipAddress,
    },
  });
  const now = deps.clock.now();
  return inTransaction(deps.db, async (tx) => {
    const row = await repo.insertPendingDeposit(tx, actor, deps.card, now, {
      id: paymentId,
      method: 'CARD',
      asset,
      amountUnits,
      feeUnits,
      idempotencyKey: meta.idempotencyKey,
      providerReference: submission.reference,
      details: submission.cardLast4 ? { card_last4: submission.cardLast4 } : {},
    });
    await announcePayment(tx, row);
    const settled =
      submission.status === 'PENDING'
        ? null
        : await settlePayment(tx, row, { status: submission.status, failureReason: submission.failureReason }, now);
    if (submission.sandboxOutcome) {
      await scheduleSandboxWebhook(
        tx,
        { tenantId: actor.tenantId, provider: deps.card.name, reference: submission.reference },
        submission.sandboxOutcome,
      );
    }
    return toPayment(settled ?? row);
  });
}

/** GET circle/payment/{id}: only the owner sees it; anyone else gets 404. */
export async function getOwnPayment(deps: Pick<FundingDeps, 'db'>, actor: Actor, id: string): Promise<Payment> {
  const row = await repo.findOwnPayment(deps.db, actor.tenantId, actor.userId, id);
  if (!row) throw notFound('Payment');
  return toPayment(row);
}
