import { type PaymentWebhook, paymentWebhookSchema } from '@invest/contracts';
import type { Database } from '../../../platform/db/database';
import { inTransaction } from '../../../platform/db/transaction';
import { AppError, invalid, notFound } from '../../../platform/errors';
import type { OutboxHandler } from '../../../platform/events/outbox';
import { bankProvider, lockBankDepositFor } from '../bank/bank-transfer.service';
import type { FundingDeps } from '../funding.deps';
import { parseAmount } from '../payments/amounts';
import * as repo from '../payments/payments.repository';
import { settlePayment } from '../payments/settlement.service';
import { isSignedWebhook, signWebhook } from './webhook-signature';

const forged = () => new AppError('UNAUTHENTICATED', 'Invalid webhook signature');

function parseWebhook(body: string): PaymentWebhook {
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    throw new AppError('VALIDATION', 'Malformed JSON body');
  }
  const parsed = paymentWebhookSchema.safeParse(json);
  if (!parsed.success) throw new AppError('VALIDATION', 'Invalid webhook body');
  return parsed.data;
}

/** The payment a webhook is about: by its provider reference, or for a bank by the user's reference. */
async function lockPaymentOf(tx: Database, webhook: PaymentWebhook, now: Date) {
  const row = await repo.lockPaymentByReference(tx, webhook.provider, webhook.reference);
  if (row || webhook.provider !== bankProvider) return row;
  if (webhook.amount === undefined) throw invalid('amount', 'A bank webhook says how much arrived');
  const amountUnits = parseAmount(webhook.amount, 'USD');
  return lockBankDepositFor(tx, webhook.reference, { eventId: webhook.event_id, amountUnits, now });
}

/**
 * POST funding/webhook: a provider says what became of a payment. Refused unless signed with the
 * webhook secret within the tolerance; an event id seen before (a replay) and an outcome for a payment
 * already settled change nothing. The outcome is applied in one transaction with its ledger movement.
 */
export async function handlePaymentWebhook(
  deps: Pick<FundingDeps, 'db' | 'clock' | 'webhookSecret'>,
  body: string,
  headers: Record<string, string | string[] | undefined>,
): Promise<'applied' | 'ignored'> {
  const now = deps.clock.now();
  if (!isSignedWebhook(deps.webhookSecret, body, headers, now)) throw forged();
  const webhook = parseWebhook(body);
  return inTransaction(deps.db, async (tx) => {
    if (!(await repo.claimWebhookEvent(tx, webhook.provider, webhook.event_id, now))) return 'ignored';
    const row = await lockPaymentOf(tx, webhook, now);
    if (!row) throw notFound('Payment');
    const settled = await settlePayment(
      tx,
      row,
      {
        status: webhook.status,
        failureReason: webhook.failure_reason,
        receivedUnits: webhook.amount === undefined ? undefined : parseAmount(webhook.amount, row.asset),
      },
      now,
    );
    return settled ? 'applied' : 'ignored';
  });
}

/**
 * The worker's delivery of a sandbox provider's webhook (payments/sandbox-webhooks.ts): signed when it
 * is sent, and applied through the same verification as a real provider's.
 */
export function sandboxWebhookHandler(deps: Pick<FundingDeps, 'db' | 'clock' | 'webhookSecret'>): OutboxHandler {
  return async (event, tx) => {
    const body = JSON.stringify(event.payload);
    await handlePaymentWebhook({ ...deps, db: tx }, body, signWebhook(deps.webhookSecret, body, deps.clock.now()));
  };
}
