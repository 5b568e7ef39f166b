import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FundingDeps } from '../funding.deps';

/**
 * The secret the paid webhook of one invoice carries: derived from the payment webhook key and the
 * payment, so the secret of one invoice vouches for no other.
 */
export function invoiceWebhookSecret(deps: Pick<FundingDeps, 'webhookSecret'>, paymentId: string): string {
  return createHmac('sha256', deps.webhookSecret).update(`ibex-invoice:${paymentId}`).digest('hex');
}

export function isInvoiceWebhookSecret(
  deps: Pick<FundingDeps, 'webhookSecret'>,
  paymentId: string,
  secret: string,
): boolean {
  const expected = Buffer.from(invoiceWebhookSecret(deps, paymentId));
  const given = Buffer.from(secret);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
