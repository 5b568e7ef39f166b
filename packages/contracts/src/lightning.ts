import { z } from 'zod';
import { amountInputSchema, paymentSchema } from './funding';

/**
 * SPEC 7 "Lightning" (Ibex Hub): the investor asks for a Lightning invoice for an amount priced in
 * one of the provider's currencies; the bitcoin it brings is credited to their BTC balance (8
 * decimals) when the invoice is paid, and an invoice left unpaid past its expiry fails.
 */

/** GET ibex/currencies: one currency an invoice may be priced in (the provider's id and code). */
export const lightningCurrencySchema = z.object({ id: z.number().int(), name: z.string(), is_fiat: z.boolean() });
export type LightningCurrency = z.infer<typeof lightningCurrencySchema>;

export const lightningCurrenciesSchema = z.object({ items: z.array(lightningCurrencySchema), is_sandbox: z.boolean() });
export type LightningCurrencies = z.infer<typeof lightningCurrenciesSchema>;

/** GET ibex/btc: the price of one bitcoin in US dollars, a decimal string. */
export const bitcoinPriceSchema = z.object({ currency: z.literal('USD'), price: z.string(), is_sandbox: z.boolean() });
export type BitcoinPrice = z.infer<typeof bitcoinPriceSchema>;

/** GET ibex/account: the investor's bitcoin on the platform, and what unpaid invoices would bring. */
export const lightningAccountSchema = z.object({
  asset: z.literal('BTC'),
  available: z.string(),
  held: z.string(),
  pending: z.string(),
  is_sandbox: z.boolean(),
});
export type LightningAccount = z.infer<typeof lightningAccountSchema>;

/** POST ibex/lnurl: an amount in the currency `currencyId` (an id of GET ibex/currencies). */
export const lightningInvoiceRequestSchema = z.strictObject({
  amount: amountInputSchema,
  currencyId: z
    .number({ error: 'Choose a currency' })
    .int('Choose a currency')
    .min(0, 'Choose a currency')
    .max(1_000_000, 'Choose a currency'),
});
export type LightningInvoiceRequest = z.infer<typeof lightningInvoiceRequestSchema>;

/** A Lightning invoice of the investor: the BOLT11 text a wallet pays, and the deposit it makes. */
export const lightningInvoiceSchema = z.object({
  bolt11: z.string(),
  payment_hash: z.string(),
  /** Bitcoin the invoice asks for, 8 decimals. */
  amount: z.string(),
  expires_at: z.string(),
  payment: paymentSchema,
});
export type LightningInvoice = z.infer<typeof lightningInvoiceSchema>;
