import { z } from 'zod';
import { inTransaction } from '../../platform/db/transaction';
import { AppError } from '../../platform/errors';
import type { FundingDeps } from './funding.deps';
import * as repo from './payments.repository';
import { settlePayment } from './settlement.service';

/**
 * Circle's notifications arrive as Amazon SNS messages (a subscription made with Circle's
 * POST /v1/notifications/subscriptions). Their content is not trusted: a notification only names a
 * payment, whose status is then read from Circle's API with our key. So a forged notification can
 * change nothing Circle did not say, and a replayed one (its message id seen before) is ignored.
 */

const snsEnvelopeSchema = z.object({
  Type: z.enum(['Notification', 'SubscriptionConfirmation', 'UnsubscribeConfirmation']),
  MessageId: z.string().min(1).max(128),
  Message: z.string().max(64 * 1024),
  SubscribeURL: z.string().optional(),
});

const paymentMessageSchema = z.object({
  notificationType: z.string(),
  payment: z.object({ id: z.string().min(1).max(64) }).optional(),
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

export async function handleCardNotification(
  deps: FundingDeps,
  body: string,
): Promise<'applied' | 'ignored' | { confirm: string }> {
  const envelope = snsEnvelopeSchema.safeParse(parseJson(body));
  if (!envelope.success) throw new AppError('VALIDATION', 'Not a notification');
  const { Type, MessageId, Message, SubscribeURL } = envelope.data;
  if (Type === 'SubscriptionConfirmation') return isSnsUrl(SubscribeURL) ? { confirm: SubscribeURL } : 'ignored';
  if (Type !== 'Notification') return 'ignored';
  const message = paymentMessageSchema.safeParse(parseJson(Message));
  const paymentId = message.success && message.data.notificationType === 'payments' ? message.data.payment?.id : null;
  if (!paymentId) return 'ignored';
  const outcome = await deps.card.getPaymentOutcome(paymentId);
  if (!outcome) return 'ignored';
  const now = deps.clock.now();
  return inTransaction(deps.db, async (tx) => {
    if (!(await repo.claimWebhookEvent(tx, `${deps.card.name}-sns`, MessageId, now))) return 'ignored';
    const row = await repo.lockPaymentByReference(tx, deps.card.name, paymentId);
    if (!row) return 'ignored';
    return (await settlePayment(tx, row, outcome, now)) ? 'applied' : 'ignored';
  });
}
