import type { Database } from '../../../platform/db/database';
import { AppError } from '../../../platform/errors';
import { enqueueEvent, type OutboxHandler } from '../../../platform/events/outbox';
import type { FundingDeps } from '../funding.deps';
import { type IbexInvoiceWebhook, ibexInvoiceWebhookSchema } from './ibex-webhook';
import { findPaymentByInvoiceHash } from './lightning.repository';
import { refreshInvoice } from './lightning-settlement.service';
import { isInvoiceWebhookSecret } from './lightning-webhook-secret';

type WebhookDeps = Pick<FundingDeps, 'db' | 'clock' | 'lightning' | 'webhookSecret'>;

const forged = () => new AppError('UNAUTHENTICATED', 'Invalid webhook secret');

/**
 * POST ibex/webhook: Ibex Hub says an invoice was paid. Refused (401) unless it carries the secret
 * of that invoice's payment. The provider is then asked for the invoice's state, and that is what is
 * applied: a replayed or early webhook changes nothing, a paid invoice is credited once.
 */
export async function handleIbexWebhook(
  deps: WebhookDeps,
  webhook: IbexInvoiceWebhook,
): Promise<'applied' | 'ignored'> {
  const row = await findPaymentByInvoiceHash(deps.db, deps.lightning.name, webhook.hash);
  if (!row || !isInvoiceWebhookSecret(deps, row.id, webhook.webhookSecret)) throw forged();
  const refreshed = await refreshInvoice(deps, row);
  return refreshed.status === row.status ? 'ignored' : 'applied';
}

/** The sandbox provider's paid webhooks go out through the outbox, once the invoice's payment is recorded. */
export const lightningSandboxWebhookTopic = 'funding.lightning.sandbox.webhook';

export function scheduleSandboxLightningWebhook(tx: Database, tenantId: string, body: string): Promise<void> {
  return enqueueEvent(tx, { tenantId, topic: lightningSandboxWebhookTopic, payload: { body } });
}

export function lightningSandboxWebhookHandler(deps: WebhookDeps): OutboxHandler {
  return async (event, tx) => {
    const { body } = event.payload as { body: string };
    await handleIbexWebhook({ ...deps, db: tx }, ibexInvoiceWebhookSchema.parse(JSON.parse(body)));
  };
}
