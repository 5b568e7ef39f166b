/**
 * The Lightning provider (Ibex Hub) behind a port: it prices bitcoin, issues BOLT11 invoices into the
 * platform's account, says what became of each, and notifies a paid one by webhook.
 */

/** A currency an invoice may be priced in, as the provider lists it. */
export interface InvoiceCurrency {
  id: number;
  /** Its code: BTC, SATS and MSAT are bitcoin; the others are priced at the provider's rate. */
  name: string;
  isFiat: boolean;
}

/** OPEN: waiting for its payment; SETTLED: paid; CANCELED: it can no longer be paid. */
export type InvoiceState = 'OPEN' | 'SETTLED' | 'CANCELED';

export interface CreatedInvoice {
  bolt11: string;
  /** The payment hash: the invoice's id at the provider. */
  hash: string;
}

export interface InvoiceStatus {
  state: InvoiceState;
  /** Millisatoshis received, once settled. */
  receivedMsat: bigint;
}

/** The sandbox's payer: the webhook the provider would send once it paid an invoice, or null when nobody pays it. */
export interface LightningSandbox {
  paymentWebhook(invoice: CreatedInvoice & { webhookSecret: string }): string | null;
}

export interface LightningProvider {
  readonly name: string;
  readonly isSandbox: boolean;
  listCurrencies(): Promise<InvoiceCurrency[]>;
  /** The price of one bitcoin in the currency `currencyId`, a decimal string. */
  getBitcoinPrice(currencyId: number): Promise<string>;
  /** An invoice for `amountMsat`; its paid webhook will carry `webhookSecret`. */
  createInvoice(input: {
    amountMsat: bigint;
    memo: string;
    expiresInSeconds: number;
    webhookSecret: string;
  }): Promise<CreatedInvoice>;
  /** The provider's own word on an invoice; null when it does not know it. */
  getInvoice(bolt11: string): Promise<InvoiceStatus | null>;
  readonly sandbox?: LightningSandbox;
}
