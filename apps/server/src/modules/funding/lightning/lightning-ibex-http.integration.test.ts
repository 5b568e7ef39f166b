import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeIbexTestApp, type FakeIbex, fakeIbexBitcoinPrice, startIbexTestApp } from '../../../../test/fake-ibex';
import type { TestApp } from '../../../../test/test-app';
import { getAs, postWithKey } from '../funding.test-app';
import { balanceOf, createFundingInvestor, paymentsOf } from '../funding.test-factories';
import { postIbexWebhook, readInvoice, requestInvoice } from './lightning.test-factories';

/** The Ibex Hub adapter (IBEX_EMAIL, IBEX_PASSWORD and IBEX_ACCOUNT_ID set) against a local fake of its API. */

const btc = 2;
const usd = 3;
const invoiceLifetimeMs = 15 * 60_000;

let fake: FakeIbex;
let t: TestApp;
beforeAll(async () => {
  ({ fake, t } = await startIbexTestApp({ ACCESS_TTL: '1d' }));
});
afterAll(() => closeIbexTestApp({ fake, t }));

const invoiceCalls = () => fake.requests.filter((request) => request.path === '/v2/invoice/add');

describe('invoices from Ibex Hub', () => {
  it('asks Ibex for an invoice into the platform account, in millisatoshis, with its webhook and secret', async () => {
    const user = await createFundingInvestor(t);
    const before = invoiceCalls().length;
    const invoice = await requestInvoice(t, user, { amount: '0.001', currencyId: btc });
    const calls = invoiceCalls();
    expect(calls).toHaveLength(before + 1);
    expect(calls.at(-1)?.body).toMatchObject({
      amount: 100_000_000,
      accountId: fake.accountId,
      expiration: 900,
      webhookUrl: 'http://main.test/v1/ibex/webhook',
      webhookSecret: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    expect(invoice.bolt11).toBe(fake.invoiceOf(invoice.bolt11).bolt11);
    expect(invoice.payment_hash).toBe(fake.invoiceOf(invoice.bolt11).hash);
    expect(invoice.payment).toMatchObject({ status: 'PENDING', asset: 'BTC', amount: '0.001', is_sandbox: false });
  });

  it("prices US dollars at Ibex's rate, and lists Ibex's currencies and price", async () => {
    const user = await createFundingInvestor(t);
    const invoice = await requestInvoice(t, user, { amount: '25', currencyId: usd });
    expect(invoice.amount).toBe('0.0005');
    expect(invoiceCalls().at(-1)?.body).toMatchObject({ amount: 50_000_000 });
    expect((await getAs(t, user, '/v1/ibex/btc')).json().payload).toEqual({
      currency: 'USD',
      price: String(fakeIbexBitcoinPrice),
      is_sandbox: false,
    });
    const currencies = (await getAs(t, user, '/v1/ibex/currencies')).json().payload;
    expect(currencies.items).toContainEqual({ id: usd, name: 'USD', is_fiat: true });
    expect(currencies.is_sandbox).toBe(false);
  });

  it('signs in once, and again only when Ibex no longer takes its token', async () => {
    const user = await createFundingInvestor(t);
    await getAs(t, user, '/v1/ibex/currencies');
    const signIns = fake.signIns;
    await requestInvoice(t, user, { amount: '0.0002', currencyId: btc });
    expect(fake.signIns).toBe(signIns);
    fake.revokeTokens();
    expect((await getAs(t, user, '/v1/ibex/currencies')).statusCode).toBe(200);
    expect(fake.signIns).toBe(signIns + 1);
  });

  it('answers 503 while Ibex is down, and records nothing', async () => {
    const user = await createFundingInvestor(t);
    fake.setDown(true);
    try {
      const response = await postWithKey(t, user, '/v1/ibex/lnurl', { amount: '0.001', currencyId: btc });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({ success: false, code: 'SERVICE_UNAVAILABLE' });
    } finally {
      fake.setDown(false);
    }
    expect(await paymentsOf(t, user)).toEqual([]);
  });
});

describe("Ibex's paid webhook", () => {
  it('credits a paid invoice once; a replay changes nothing', async () => {
    const user = await createFundingInvestor(t);
    const invoice = await requestInvoice(t, user, { amount: '0.003', currencyId: btc });
    const webhook = fake.pay(invoice.bolt11);
    const applied = await postIbexWebhook(t, webhook);
    expect(applied.statusCode, applied.body).toBe(200);
    expect(applied.json().message).toBe('Applied');
    expect(await balanceOf(t, user, 'BTC')).toEqual({ available: '0.003', held: '0' });
    const replayed = await postIbexWebhook(t, webhook);
    expect(replayed.statusCode).toBe(200);
    expect(replayed.json().message).toBe('Ignored');
    expect(await balanceOf(t, user, 'BTC')).toEqual({ available: '0.003', held: '0' });
    expect((await readInvoice(t, user, invoice.payment.id)).payment.status).toBe('COMPLETED');
  });

  it('credits once when its deliveries arrive together', async () => {
    const user = await createFundingInvestor(t);
    const invoice = await requestInvoice(t, user, { amount: '0.0004', currencyId: btc });
    const webhook = fake.pay(invoice.bolt11);
    const answers = await Promise.all([1, 2, 3].map(() => postIbexWebhook(t, webhook)));
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    expect(await balanceOf(t, user, 'BTC')).toEqual({ available: '0.0004', held: '0' });
  });

  it("is refused without the invoice's secret, or with another invoice's, and changes nothing", async () => {
    const user = await createFundingInvestor(t);
    const invoice = await requestInvoice(t, user, { amount: '0.002', currencyId: btc });
    const other = await requestInvoice(t, user, { amount: '0.002', currencyId: btc });
    const paid = JSON.parse(fake.pay(invoice.bolt11));
    const forged = await postIbexWebhook(t, JSON.stringify({ ...paid, webhookSecret: 'f'.repeat(64) }));
    expect(forged.statusCode).toBe(401);
    const borrowed = JSON.parse(fake.webhookFor(other.bolt11));
    const crossed = await postIbexWebhook(t, JSON.stringify({ ...paid, webhookSecret: borrowed.webhookSecret }));
    expect(crossed.statusCode).toBe(401);
    expect(await balanceOf(t, user, 'BTC')).toEqual({ available: '0', held: '0' });
    expect((await paymentsOf(t, user)).map((payment) => payment.status)).toEqual(['PENDING', 'PENDING']);
  });

  it('that comes before Ibex says the invoice is paid changes nothing', async () => {
    const user = await createFundingInvestor(t);
    const invoice = await requestInvoice(t, user, { amount: '0.002', currencyId: btc });
    const early = await postIbexWebhook(t, fake.webhookFor(invoice.bolt11));
    expect(early.statusCode).toBe(200);
    expect(early.json().message).toBe('Ignored');
    expect(await balanceOf(t, user, 'BTC')).toEqual({ available: '0', held: '0' });
    expect((await readInvoice(t, user, invoice.payment.id)).payment.status).toBe('PENDING');
  });
});

describe('polling Ibex for an invoice', () => {
  it('credits an invoice paid without a webhook when its owner reads it', async () => {
    const user = await createFundingInvestor(t);
    const invoice = await requestInvoice(t, user, { amount: '0.0015', currencyId: btc });
    fake.pay(invoice.bolt11);
    expect((await readInvoice(t, user, invoice.payment.id)).payment.status).toBe('COMPLETED');
    expect((await readInvoice(t, user, invoice.payment.id)).payment.status).toBe('COMPLETED');
    expect(await balanceOf(t, user, 'BTC')).toEqual({ available: '0.0015', held: '0' });
  });

  it('fails an invoice Ibex cancelled, and one still unpaid at its expiry, crediting nothing', async () => {
    const user = await createFundingInvestor(t);
    const cancelled = await requestInvoice(t, user, { amount: '0.001', currencyId: btc });
    const unpaid = await requestInvoice(t, user, { amount: '0.001', currencyId: btc });
    fake.cancel(cancelled.bolt11);
    expect((await readInvoice(t, user, cancelled.payment.id)).payment).toMatchObject({
      status: 'FAILED',
      failure_reason: 'The invoice was cancelled unpaid',
    });
    expect((await readInvoice(t, user, unpaid.payment.id)).payment.status).toBe('PENDING');
    t.clock.advance(invoiceLifetimeMs);
    expect((await readInvoice(t, user, unpaid.payment.id)).payment).toMatchObject({
      status: 'FAILED',
      failure_reason: 'The invoice expired unpaid',
    });
    const late = await postIbexWebhook(t, fake.pay(unpaid.bolt11));
    expect(late.json().message).toBe('Ignored');
    expect(await balanceOf(t, user, 'BTC')).toEqual({ available: '0', held: '0' });
  });
});
