import { createHash, generateKeyPairSync } from 'node:crypto';
import type { LightningInvoice, Payment, Swap, TransakOrder } from '@invest/contracts';
import { describe, expect, it } from 'vitest';
import { startFakeIbex } from '../../../../test/fake-ibex';
import { call, useFake, useTestApp, withTestApp } from '../../../../test/test-app';
import { postOk } from '../funding.test-app';
import { balanceOf, createFundingInvestor, type FundingInvestor, paymentsOf } from '../funding.test-factories';
import { postIbexWebhook, requestInvoice } from '../lightning/lightning.test-factories';
import { startFakeChangelly, startFakeChangeNow, startFakeTransak } from '../swaps/swaps.test-fakes';
import { postWebhook, webhookSecret, webhookSecretEnv } from './settlement.test-factories';

/**
 * The worker's settlement poll, with ChangeNOW, Changelly, Transak and Ibex Hub configured against local fakes: pending
 * deposits whose webhook never came are settled without their owner looking. Payments are observed
 * through GET funding/payments, which does not ask the providers itself.
 */

const apiKey = 'changenow-partner-api-key';
const changellyKeys = generateKeyPairSync('rsa', { modulusLength: 2048 });
const changellyApiKey = createHash('sha256')
  .update(changellyKeys.publicKey.export({ type: 'pkcs1', format: 'der' }))
  .digest('base64');
const transakKey = { apiKey: 'transak-partner-api-key', apiSecret: 'transak-partner-api-secret' };
const swapGraceMs = 60_000;
const invoiceLifetimeMs = 15 * 60_000;
const btc = 2;

const changenow = useFake(() => startFakeChangeNow(apiKey));
const changelly = useFake(() => startFakeChangelly(changellyApiKey, changellyKeys.publicKey));
const transak = useFake(() => startFakeTransak(transakKey.apiKey, transakKey.apiSecret));
const ibex = useFake(() => startFakeIbex());
const t = useTestApp({
  env: () => ({
    CHANGENOW_API_KEY: apiKey,
    CHANGENOW_API_URL: changenow.url,
    CHANGELLY_API_KEY: changellyApiKey,
    CHANGELLY_PRIVATE_KEY: changellyKeys.privateKey.export({ type: 'pkcs8', format: 'der' }).toString('hex'),
    CHANGELLY_API_URL: `${changelly.url}/v2`,
    TRANSAK_API_KEY: transakKey.apiKey,
    TRANSAK_API_SECRET: transakKey.apiSecret,
    TRANSAK_API_URL: transak.url,
    TRANSAK_WIDGET_URL: 'https://global-stg.transak.com',
    SWAP_PAYOUT_ADDRESS: '0x1111111111111111111111111111111111111111',
    ...webhookSecretEnv,
    ACCESS_TTL: '1d',
    ...ibex.env,
  }),
});

const poll = () => t.context.funding.jobs.settlementPoll.runOnce();

async function transact(user: FundingInvestor, url: string, body: Record<string, unknown>): Promise<Swap> {
  return postOk<Swap>(t, user, url, body);
}

const openCryptoSwap = (user: FundingInvestor) =>
  transact(user, '/v1/changenow/crypto/transact', { from_currency: 'btc', from_amount: '0.01' });

async function paymentOf(user: FundingInvestor, id: string, app = t): Promise<Payment> {
  const found = (await paymentsOf(app, user)).find((payment) => payment.id === id);
  if (!found) throw new Error(`payment ${id} not listed`);
  return found;
}

const swapReads = (id: string) =>
  changenow.requests.filter((request) => request.path === '/v2/exchange/by-id' && request.query.id === id).length;

async function requestInvoices(user: FundingInvestor, count: number, amount: string): Promise<LightningInvoice[]> {
  const invoices: LightningInvoice[] = [];
  for (let index = 0; index < count; index += 1) {
    invoices.push(await requestInvoice(t, user, { amount, currencyId: btc }));
  }
  return invoices;
}

const invoiceReads = (bolt11: string) =>
  ibex.requests.filter((request) => request.path === `/invoice/from-bolt11/${bolt11}`).length;

describe('the settlement poll, for swaps of a real provider', () => {
  it('credits a swap ChangeNOW finished once, a minute after it was opened, without its owner looking', async () => {
    const user = await createFundingInvestor(t);
    const swap = await openCryptoSwap(user);
    const reference = swap.provider_transaction_id ?? '';
    changenow.setSwapStatus(reference, 'finished', 499.5);

    await poll();
    expect(swapReads(reference)).toBe(0);
    expect((await paymentOf(user, swap.payment.id)).status).toBe('PENDING');

    t.clock.advance(swapGraceMs);
    await poll();
    expect(await paymentOf(user, swap.payment.id)).toMatchObject({ status: 'COMPLETED', amount: '499.5' });
    expect(await balanceOf(t, user, 'USDC')).toEqual({ available: '494.505', held: '0' });

    await poll();
    expect(swapReads(reference)).toBe(1);
    const late = await postWebhook(t, webhookSecret, {
      provider: 'changenow',
      reference,
      status: 'COMPLETED',
      amount: '499.5',
    });
    expect(late.statusCode, late.body).toBe(200);
    expect(late.json().message).toBe('Already applied');
    expect(await balanceOf(t, user, 'USDC')).toEqual({ available: '494.505', held: '0' });
  });

  it('keeps asking about a swap the provider has not finished', async () => {
    const user = await createFundingInvestor(t);
    const swap = await openCryptoSwap(user);
    const reference = swap.provider_transaction_id ?? '';
    t.clock.advance(swapGraceMs);
    changenow.setSwapStatus(reference, 'exchanging');
    await poll();
    expect(await paymentOf(user, swap.payment.id)).toMatchObject({ status: 'PENDING', method: 'CHANGENOW' });
    changenow.setSwapStatus(reference, 'finished', 500);
    await poll();
    expect(swapReads(reference)).toBe(2);
    expect(await balanceOf(t, user, 'USDC')).toEqual({ available: '495', held: '0' });
  });

  it('fails a fiat purchase ChangeNOW refunded, and credits nothing', async () => {
    const user = await createFundingInvestor(t);
    const swap = await transact(user, '/v1/changenow/fiat/transact', { from_currency: 'usd', from_amount: '100' });
    changenow.setFiatStatus(swap.provider_transaction_id ?? '', 'refunded');
    t.clock.advance(swapGraceMs);
    await poll();
    expect(await paymentOf(user, swap.payment.id)).toMatchObject({
      status: 'FAILED',
      failure_reason: expect.stringContaining('refunded'),
    });
    expect(await balanceOf(t, user)).toEqual({ available: '0', held: '0' });
  });

  it('credits a Changelly swap, and a Transak order once Transak named it, the same way', async () => {
    const user = await createFundingInvestor(t);
    const swap = await transact(user, '/v1/changelly/create', { from_currency: 'btc', from_amount: '0.01' });
    changelly.setStatus(swap.provider_transaction_id ?? '', 'finished', '497.1');
    const ordered = await postOk(t, user, '/v1/transak/order', { fiat_amount: '100' });
    const purchase = (ordered as TransakOrder).swap;
    const order = transak.placeOrder(purchase.payment.id, user.id, 100);
    const created = await call(t.api, {
      method: 'POST',
      url: '/v1/transak/webhook',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(await transak.webhook(order.id, 'ORDER_CREATED')),
    });
    expect(created.statusCode, created.body).toBe(200);
    transak.setStatus(order.id, 'COMPLETED');

    t.clock.advance(swapGraceMs);
    await poll();
    expect(await paymentOf(user, swap.payment.id)).toMatchObject({ status: 'COMPLETED', amount: '497.1' });
    expect(await paymentOf(user, purchase.payment.id)).toMatchObject({ status: 'COMPLETED', amount: '97' });
    expect(await balanceOf(t, user, 'USDC')).toEqual({ available: '494.6145', held: '0' });
    expect(await balanceOf(t, user)).toEqual({ available: '95.54', held: '0' });
  });

  it('leaves a swap pending while ChangeNOW does not answer, and credits it on the next run', async () => {
    const user = await createFundingInvestor(t);
    const swap = await openCryptoSwap(user);
    changenow.setSwapStatus(swap.provider_transaction_id ?? '', 'finished', 500);
    t.clock.advance(swapGraceMs);
    changenow.setDown(true);
    try {
      const report = await poll();
      expect(report.unanswered).toBeGreaterThan(0);
    } finally {
      changenow.setDown(false);
    }
    expect((await paymentOf(user, swap.payment.id)).status).toBe('PENDING');
    expect(await balanceOf(t, user, 'USDC')).toEqual({ available: '0', held: '0' });
    expect(t.errorLines).toContainEqual(expect.stringContaining(`payment ${swap.payment.id} left pending`));

    await poll();
    expect((await paymentOf(user, swap.payment.id)).status).toBe('COMPLETED');
    expect(await balanceOf(t, user, 'USDC')).toEqual({ available: '495', held: '0' });
  });

  it('leaves sandbox swaps to their own webhooks', async () => {
    await withTestApp({ sharedDatabase: t.context.database }, async (sandbox) => {
      const user = await createFundingInvestor(sandbox);
      const response = await postOk(sandbox, user, '/v1/changenow/crypto/transact', {
        from_currency: 'btc',
        from_amount: '0.01',
      });
      const swap = response as Swap;
      expect(swap.payment.is_sandbox).toBe(true);
      t.clock.advance(swapGraceMs);
      sandbox.clock.advance(swapGraceMs);
      await Promise.all([poll(), sandbox.context.funding.jobs.settlementPoll.runOnce()]);
      expect(swapReads(swap.provider_transaction_id ?? '')).toBe(0);
      expect((await paymentOf(user, swap.payment.id, sandbox)).status).toBe('PENDING');
      expect(await balanceOf(sandbox, user, 'USDC')).toEqual({ available: '0', held: '0' });

      await sandbox.drainOutbox();
      const settled = await paymentOf(user, swap.payment.id, sandbox);
      expect(settled.status).toBe('COMPLETED');
      const credited = Number(settled.amount) - Number(settled.fee);
      expect(credited).toBeGreaterThan(0);
      await poll();
      expect(await balanceOf(sandbox, user, 'USDC')).toEqual({ available: String(credited), held: '0' });
    });
  });
});

describe('the settlement poll, for Lightning invoices', () => {
  it('fails an invoice still unpaid past its expiry, crediting nothing', async () => {
    const user = await createFundingInvestor(t);
    const invoice = await requestInvoice(t, user, { amount: '0.001', currencyId: btc });
    await poll();
    expect(invoiceReads(invoice.bolt11)).toBe(0);
    expect((await paymentOf(user, invoice.payment.id)).status).toBe('PENDING');

    t.clock.advance(invoiceLifetimeMs);
    await poll();
    expect(await paymentOf(user, invoice.payment.id)).toMatchObject({
      status: 'FAILED',
      failure_reason: 'The invoice expired unpaid',
    });
    const late = await postIbexWebhook(t, ibex.pay(invoice.bolt11));
    expect(late.json().message).toBe('Ignored');
    expect(await balanceOf(t, user, 'BTC')).toEqual({ available: '0', held: '0' });
  });

  it('fails every expired invoice of each domain, batch after batch', async () => {
    const user = await createFundingInvestor(t);
    const invoices = await requestInvoices(user, 55, '0.0001');
    const host = 'poll.test';
    await t.createTenant(host);
    const other = await createFundingInvestor(t, { host });
    const otherInvoice = await requestInvoice(t, other, { amount: '0.0001', currencyId: btc });
    t.clock.advance(invoiceLifetimeMs);
    const report = await poll();
    expect(report.settled).toBeGreaterThanOrEqual(invoices.length + 1);
    const statuses = new Map((await paymentsOf(t, user)).map((payment) => [payment.id, payment.status]));
    expect(invoices.map((invoice) => statuses.get(invoice.payment.id))).toEqual(invoices.map(() => 'FAILED'));
    expect((await paymentOf(other, otherInvoice.payment.id)).status).toBe('FAILED');
  });

  it('credits an invoice paid before its expiry whose webhook never came', async () => {
    const user = await createFundingInvestor(t);
    const invoice = await requestInvoice(t, user, { amount: '0.0012', currencyId: btc });
    ibex.pay(invoice.bolt11);
    t.clock.advance(invoiceLifetimeMs);
    await poll();
    await poll();
    expect((await paymentOf(user, invoice.payment.id)).status).toBe('COMPLETED');
    expect(await balanceOf(t, user, 'BTC')).toEqual({ available: '0.0012', held: '0' });
  });

  it('leaves an expired invoice pending while Ibex is down, and fails it on the next run', async () => {
    const user = await createFundingInvestor(t);
    const invoice = await requestInvoice(t, user, { amount: '0.001', currencyId: btc });
    t.clock.advance(invoiceLifetimeMs);
    ibex.setDown(true);
    try {
      await poll();
    } finally {
      ibex.setDown(false);
    }
    expect((await paymentOf(user, invoice.payment.id)).status).toBe('PENDING');
    expect(t.errorLines).toContainEqual(expect.stringContaining(`payment ${invoice.payment.id} left pending`));
    await poll();
    expect((await paymentOf(user, invoice.payment.id)).status).toBe('FAILED');
  });
});

describe('a webhook arriving while the poll settles the same payment', () => {
  it('credits each finished swap once', async () => {
    const user = await createFundingInvestor(t);
    const swaps = [];
    for (let index = 0; index < 4; index += 1) swaps.push(await openCryptoSwap(user));
    for (const swap of swaps) changenow.setSwapStatus(swap.provider_transaction_id ?? '', 'finished', 500);
    t.clock.advance(swapGraceMs);
    const webhooks = swaps.map((swap) =>
      postWebhook(t, webhookSecret, {
        provider: 'changenow',
        reference: swap.provider_transaction_id,
        status: 'COMPLETED',
        amount: '500',
      }),
    );
    const [report, ...answers] = await Promise.all([poll(), ...webhooks]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200]);
    expect(report.unanswered).toBe(0);
    for (const swap of swaps) expect((await paymentOf(user, swap.payment.id)).status).toBe('COMPLETED');
    expect(await balanceOf(t, user, 'USDC')).toEqual({ available: '1980', held: '0' });
  });

  it('credits a paid invoice once', async () => {
    const user = await createFundingInvestor(t);
    const invoices = await requestInvoices(user, 3, '0.0005');
    const paid = invoices.map((invoice) => ibex.pay(invoice.bolt11));
    t.clock.advance(invoiceLifetimeMs);
    await Promise.all([poll(), ...paid.map((webhook) => postIbexWebhook(t, webhook))]);
    for (const invoice of invoices) expect((await paymentOf(user, invoice.payment.id)).status).toBe('COMPLETED');
    expect(await balanceOf(t, user, 'BTC')).toEqual({ available: '0.0015', held: '0' });
  });
});
