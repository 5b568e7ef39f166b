import { randomUUID } from 'node:crypto';
import type { PaymentWebhook } from '@invest/contracts';
import type { Database } from '../../../platform/db/database';
import { enqueueEvent, type OutboxHandler } from '../../../platform/events/outbox';
import type { FundingDeps } from '../funding.deps';
import { handlePaymentWebhook } from '../settlement/webhook.service';
import { signWebhook } from '../settlement/webhook-signature';

/** What a sandbox provider decided a payment's fate is, when it took the payment. */
export interface SandboxOutcome {
  status: 'COMPLETED' | 'FAILED';
  failureReason: string | null;
}

/**
 * The sandbox providers answer the way a real one does: later, by a signed webhook. The webhook is
 * written to the outbox in the transaction that records the payment, so it is never lost and never
 * arrives before the payment exists; the worker signs it when it sends it and posts it through the
 * same verification as a provider's (webhook.service.ts).
 */
export const sandboxWebhookTopic = 'funding.sandbox.webhook';

export function scheduleSandboxWebhook(
  tx: Database,
  payment: { tenantId: string; provider: string; reference: string },
  outcome: SandboxOutcome,
): Promise<void> {
  const webhook: PaymentWebhook = {
    event_id: `sandbox-${randomUUID()}`,
    provider: payment.provider,
    reference: payment.reference,
    status: outcome.status,
    failure_reason: outcome.failureReason,
  };
  return enqueueEvent(tx, { tenantId: payment.tenantId, topic: sandboxWebhookTopic, payload: webhook });
}

export function sandboxWebhookHandler(deps: Pick<FundingDeps, 'db' | 'clock' | 'webhookSecret'>): OutboxHandler {
  return async (event, tx) => {
    const body = JSON.stringify(event.payload);
    await handlePaymentWebhook({ ...deps, db: tx }, body, signWebhook(deps.webhookSecret, body, deps.clock.now()));
  };
}
