import { z } from 'zod';
import { inTransaction } from '../../../platform/db/transaction';
import { AppError } from '../../../platform/errors';
import type { FundingDeps } from '../funding.deps';
import type { PaymentOutcome } from '../payments/payment-outcome';
import type { PaymentRow } from '../payments/payments.repository';
import * as repo from '../payments/payments.repository';
import { settlePayment } from '../payments/settlement.service';

/**
 * Circle's notifications arrive as Amazon SNS messages (a subscription made with Circle's
 * POST /v1/notifications/subscriptions): `payments` messages about card deposits and `payouts`
 * messages about bank withdrawals. Their content is not trusted: a notification only names a
 * payment or a payout, whose status is then read from Circle's API with our key. So a forged notification can
 * change nothing Circle did not say, and a replayed one (its message id seen before) is ignored.
 */

const snsEnvelopeSchema = z.object({
  Type: z.enum(['Notification', 'SubscriptionConfirmation', 'UnsubscribeConfirmation']),
  MessageId: z.string().min(1).max(128),
  Message: z.string().max(64 * 1024),
  SubscribeURL: z.string().optional(),
});

const namedResource = z.object({ id: z.string().min(1).max(64) });
const messageSchema = z.object({
  notificationType: z.string(),
  payment: namedResource.optional(),
  payout: namedResource.optional(),
});

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw new AppError('VALIDATION', 'Malformed notification');
  }
}

/** Only Amazon's SNS endpoints may be asked to confirm a subscription. */
export function isSnsUrl(url: string | undefined): url is string {
  if (!url) return false;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' && /^sns\.[a-z0-9-]+\.amazonaws\.com$/.test(parsed.hostname);
  } catch {
    return false;
  }
}

/** The payment or payout a message names and what Circle says became of it; null when it is still under way. */
async function outcomeNamedIn(
  deps: Pick<FundingDeps, 'card' | 'payouts'>,
  message: z.infer<typeof messageSchema>,
): Promise<{
  provider: string;
  reference: string;
  direction: PaymentRow['direction'];
  outcome: PaymentOutcome;
} | null> {
  if (message.notificationType === 'payments' && message.payment) {
    const outcome = await deps.card.getPaymentOutcome(message.payment.id);
    return outcome && { provider: deps.card.name, reference: message.payment.id, direction: 'deposit', outcome };
  }
  const payouts = deps.payouts.named('circle');
  if (message.notificationType === 'payouts' && message.payout && payouts?.getPayoutOutcome) {
    const outcome = await payouts.getPayoutOutcome(message.payout.id);
    return outcome && { provider: payouts.name, reference: message.payout.id, direction: 'withdrawal', outcome };
  }
  return null;
}

export async function handleCardNotification(
  deps: Pick<FundingDeps, 'db' | 'clock' | 'card' | 'payouts'>,
  body: string,
): Promise<'applied' | 'ignored' | { confirm: string }> {
  const envelope = snsEnvelopeSchema.safeParse(parseJson(body));
  if (!envelope.success) throw new AppError('VALIDATION', 'Not a notification');
  const { Type, MessageId, Message, SubscribeURL } = envelope.data;
  if (Type === 'SubscriptionConfirmation') return isSnsUrl(SubscribeURL) ? { confirm: SubscribeURL } : 'ignored';
  if (Type !== 'Notification') return 'ignored';
  const message = messageSchema.safeParse(parseJson(Message));
  const named = message.success ? await outcomeNamedIn(deps, message.data) : null;
  if (!named) return 'ignored';
  const { provider, reference, direction, outcome } = named;
  const now = deps.clock.now();
  return inTransaction(deps.db, async (tx) => {
    if (!(await repo.claimWebhookEvent(tx, `${provider}-sns`, MessageId, now))) return 'ignored';
    const row = await repo.lockPaymentByReference(tx, provider, reference);
    if (row?.direction !== direction) return 'ignored';
    return (await settlePayment(tx, row, outcome, now)) ? 'applied' : 'ignored';
  });
}
