import { randomUUID } from 'node:crypto';
import type { PaymentWebhook } from '@invest/contracts';
import type { Database } from '../../../platform/db/database';
import { enqueueEvent } from '../../../platform/events/outbox';
import type { SandboxOutcome } from './payment-outcome';

/**
 * The sandbox providers answer the way a real one does: later, by a signed webhook. The webhook is
 * written to the outbox in the transaction that records the payment, so it is never lost and never
 * arrives before the payment exists; the worker signs it when it sends it and posts it through the
 * same verification as a provider's (settlement/webhook.service.ts).
 */
export const sandboxWebhookTopic = 'funding.sandbox.webhook';

export function scheduleSandboxWebhook(
  tx: Database,
  payment: { tenantId: string; provider: string; reference: string; amount?: string },
  outcome: SandboxOutcome,
): Promise<void> {
  const webhook: PaymentWebhook = {
    event_id: `sandbox-${randomUUID()}`,
    provider: payment.provider,
    reference: payment.reference,
    status: outcome.status,
    failure_reason: outcome.failureReason,
    ...(payment.amount !== undefined && { amount: payment.amount }),
  };
  return enqueueEvent(tx, { tenantId: payment.tenantId, topic: sandboxWebhookTopic, payload: webhook });
}
