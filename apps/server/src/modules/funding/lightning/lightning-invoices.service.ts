import { randomUUID } from 'node:crypto';
import type { LightningInvoice, LightningInvoiceRequest } from '@invest/contracts';
import { inTransaction } from '../../../platform/db/transaction';
import { invalid, notFound } from '../../../platform/errors';
import type { Actor, FundingDeps } from '../funding.deps';
import { announcePayment } from '../payments/payment-events';
import { applyPaymentRule } from '../payments/payment-rules';
import * as repo from '../payments/payments.repository';
import { toLightningInvoice } from './lightning.mapper';
import { invoiceSatsOf } from './lightning-amounts';
import { refreshInvoice } from './lightning-settlement.service';
import { scheduleSandboxLightningWebhook } from './lightning-webhook.service';
import { invoiceWebhookSecret } from './lightning-webhook-secret';

const method = 'LIGHTNING';
/** Ibex Hub's longest: an invoice must be paid within 15 minutes. */
const invoiceLifetimeSeconds = 15 * 60;

/**
 * POST ibex/lnurl: a Lightning invoice for `amount` of the provider's currency `currencyId`, into
 * the platform's account, and its deposit recorded PENDING in BTC. The paid webhook (or a poll of
 * GET ibex/lnurl/{id}) credits it; unpaid at its expiry it fails. In the sandbox the payer pays at
 * once: its webhook follows through the outbox. A retry with the same Idempotency-Key answers the
 * first invoice.
 */
export async function createLightningInvoice(
  deps: Pick<FundingDeps, 'db' | 'clock' | 'lookups' | 'lightning' | 'webhookSecret'>,
  actor: Actor,
  idempotencyKey: string,
  body: LightningInvoiceRequest,
): Promise<LightningInvoice> {
  const earlier = await repo.findPaymentByKey(deps.db, actor.tenantId, actor.userId, idempotencyKey);
  if (earlier) return toLightningInvoice(earlier);
  const currency = (await deps.lightning.listCurrencies()).find((candidate) => candidate.id === body.currencyId);
  if (!currency) throw invalid('currencyId', 'Unknown currency: choose one of GET ibex/currencies');
  const sats = await invoiceSatsOf(deps, body.amount, currency);
  const feeUnits = await applyPaymentRule(deps, actor.tenantId, {
    method,
    asset: 'BTC',
    amountUnits: sats,
    code: 'BUSINESS_RULE',
  });
  const paymentId = randomUUID();
  const webhookSecret = invoiceWebhookSecret(deps, paymentId);
  const invoice = await deps.lightning.createInvoice({
    amountMsat: sats * 1000n,
    memo: 'Account deposit',
    expiresInSeconds: invoiceLifetimeSeconds,
    webhookSecret,
  });
  const now = deps.clock.now();
  const expiresAt = new Date(now.getTime() + invoiceLifetimeSeconds * 1000);
  return inTransaction(deps.db, async (tx) => {
    const details = {
      bolt11: invoice.bolt11,
      expires_at: expiresAt.toISOString(),
      currency: currency.name,
      requested_amount: String(body.amount),
    };
    const row = await repo.insertPendingDeposit(tx, actor, deps.lightning, now, {
      id: paymentId,
      method,
      asset: 'BTC',
      amountUnits: sats,
      feeUnits,
      idempotencyKey,
      providerReference: invoice.hash,
      details,
    });
    await announcePayment(tx, row);
    const paid = deps.lightning.sandbox?.paymentWebhook({ ...invoice, webhookSecret });
    if (paid) await scheduleSandboxLightningWebhook(tx, actor.tenantId, paid);
    return toLightningInvoice(row);
  });
}

/** GET ibex/lnurl/{id}: the caller's own invoice, its state asked of the provider while it is pending; 404 for anyone else's. */
export async function getOwnLightningInvoice(
  deps: Pick<FundingDeps, 'db' | 'clock' | 'lightning'>,
  actor: Actor,
  id: string,
): Promise<LightningInvoice> {
  const row = await repo.findOwnPayment(deps.db, actor.tenantId, actor.userId, id);
  if (!row || row.method !== method) throw notFound('Invoice');
  return toLightningInvoice(await refreshInvoice(deps, row));
}
