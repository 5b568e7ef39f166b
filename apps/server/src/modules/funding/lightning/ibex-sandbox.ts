import { randomBytes } from 'node:crypto';
import { parseUnits } from '@invest/money';
import { sandboxReferencePrices } from '../../trading';
import { ibexInvoiceWebhook } from './ibex-webhook';
import type { InvoiceCurrency, LightningProvider } from './lightning-invoices.port';

/**
 * The default Lightning provider. Its payer pays every invoice as soon as it is made, and its paid
 * webhook follows through the outbox, except an invoice for exactly 0.0001313 BTC (13,130 sats),
 * which nobody pays, so it expires and fails. Bitcoin is priced at the sandbox's reference price, as
 * the demo market and the other sandbox rails price it. An invoice
 * carries its amount in its text, so any process of the platform reads its state the same way.
 */
export const sandboxUnpaidBtc = '0.0001313';
export const sandboxBitcoinPrice = sandboxReferencePrices.BTC;

const unpaidMsat = parseUnits(sandboxUnpaidBtc, 8) * 1000n;

const currencies: readonly InvoiceCurrency[] = [
  { id: 0, name: 'MSAT', isFiat: false },
  { id: 1, name: 'SATS', isFiat: false },
  { id: 2, name: 'BTC', isFiat: false },
  { id: 3, name: 'USD', isFiat: true },
];

/** BOLT11's amount in units of 100 msat ("n", nano-bitcoin) after the regtest prefix; null for another text. */
function amountMsatOf(bolt11: string): bigint | null {
  const digits = /^lnbcrt(\d{1,20})n1sandbox[0-9a-f]{64}$/.exec(bolt11)?.[1];
  return digits === undefined ? null : BigInt(digits) * 100n;
}

export function createSandboxLightningProvider(): LightningProvider {
  return {
    name: 'ibex',
    isSandbox: true,
    async listCurrencies() {
      return [...currencies];
    },
    async getBitcoinPrice() {
      return sandboxBitcoinPrice;
    },
    async createInvoice({ amountMsat }) {
      const hash = randomBytes(32).toString('hex');
      return { bolt11: `lnbcrt${amountMsat / 100n}n1sandbox${hash}`, hash };
    },
    async getInvoice(bolt11) {
      const amountMsat = amountMsatOf(bolt11);
      if (amountMsat === null) return null;
      return amountMsat === unpaidMsat
        ? { state: 'OPEN', receivedMsat: 0n }
        : { state: 'SETTLED', receivedMsat: amountMsat };
    },
    sandbox: {
      paymentWebhook(invoice) {
        const receivedMsat = amountMsatOf(invoice.bolt11);
        if (receivedMsat === null || receivedMsat === unpaidMsat) return null;
        return ibexInvoiceWebhook({ ...invoice, receivedMsat, settledAt: new Date() });
      },
    },
  };
}
