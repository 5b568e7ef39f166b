import { z } from 'zod';

/**
 * The webhook Ibex Hub posts to an invoice's `webhookUrl` once it is paid (docs.ibexmercado.com, "Add
 * Invoice V2"): `{ hash, settledAtUtc, receivedMsat, webhookSecret, transaction }`, where
 * `webhookSecret` is the secret given when the invoice was made; nothing else authenticates it.
 */
export const ibexInvoiceWebhookSchema = z.looseObject({
  hash: z.string().regex(/^[0-9a-f]{64}$/, 'Not a payment hash'),
  webhookSecret: z.string().min(1).max(256),
  receivedMsat: z.number().int().nonnegative().optional(),
  settledAtUtc: z.string().max(64).optional(),
});
export type IbexInvoiceWebhook = z.infer<typeof ibexInvoiceWebhookSchema>;

/** The body Ibex Hub sends for the payment of an invoice. */
export function ibexInvoiceWebhook(input: {
  hash: string;
  bolt11: string;
  receivedMsat: bigint;
  webhookSecret: string;
  settledAt: Date;
}): string {
  const settledAtUtc = input.settledAt.toISOString();
  const receivedMsat = Number(input.receivedMsat);
  return JSON.stringify({
    hash: input.hash,
    settledAtUtc,
    receivedMsat,
    webhookSecret: input.webhookSecret,
    transaction: {
      invoice: {
        hash: input.hash,
        bolt11: input.bolt11,
        settleDateUtc: settledAtUtc,
        receiveMsat: receivedMsat,
        state: { id: 1, name: 'SETTLED' },
      },
    },
  });
}
