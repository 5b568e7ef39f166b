import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { call, useTestApp } from '../../../../test/test-app';
import { getAs, getOk, newKey, postWithKey } from '../funding.test-app';
import {
  balanceOf,
  createFundingInvestor,
  createInvestorUnderRules,
  dashboard,
  paymentsOf,
} from '../funding.test-factories';
import { sandboxBitcoinPrice, sandboxUnpaidBtc } from './ibex-sandbox';
import { ibexInvoiceWebhook } from './ibex-webhook';
import { lightningAccount, postIbexWebhook, readInvoice, requestInvoice } from './lightning.test-factories';

/** Lightning deposits through the default Ibex sandbox: prices, invoices, the paid webhook, expiry. */

const btc = 2;
const usd = 3;
const sats = 1;
const msat = 0;
const unpaidAmount = sandboxUnpaidBtc;
const invoiceLifetimeMs = 15 * 60_000;
/** Sessions that outlive the clock moved past an invoice's expiry. */
const longSessions = { ACCESS_TTL: '1d' };

const t = useTestApp({ env: longSessions });

describe('Lightning prices and currencies', () => {
  it('lists the currencies an invoice may be priced in, and the price of a bitcoin', async () => {
    const user = await createFundingInvestor(t);
    expect(await getOk(t, user, '/v1/ibex/currencies')).toEqual({
      items: [
        { id: msat, name: 'MSAT', is_fiat: false },
        { id: sats, name: 'SATS', is_fiat: false },
        { id: btc, name: 'BTC', is_fiat: false },
        { id: usd, name: 'USD', is_fiat: true },
      ],
      is_sandbox: true,
    });
    const price = await getAs(t, user, '/v1/ibex/btc');
    expect(price.json().payload).toEqual({ currency: 'USD', price: sandboxBitcoinPrice, is_sandbox: true });
  });

  it('refuses the signed-out', async () => {
    for (const url of ['/v1/ibex/currencies', '/v1/ibex/btc', '/v1/ibex/account']) {
      expect((await call(t.api, { method: 'GET', url })).statusCode).toBe(401);
    }
  });
});

describe('a Lightning deposit in the sandbox', () => {
  it('answers an invoice, and credits its bitcoin once when it is paid', async () => {
    const user = await createFundingInvestor(t);
    const invoice = await requestInvoice(t, user, { amount: '0.0025', currencyId: btc });
    expect(invoice.bolt11).toMatch(/^lnbcrt\d+n1/);
    expect(invoice.payment_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(invoice).toMatchObject({
      amount: '0.0025',
      expires_at: new Date(t.clock.now().getTime() + invoiceLifetimeMs).toISOString(),
    });
    expect(invoice.payment).toMatchObject({
      status: 'PENDING',
      method: 'LIGHTNING',
      provider: 'ibex',
      asset: 'BTC',
      amount: '0.0025',
      is_sandbox: true,
    });
    expect((await dashboard(t, user)).pending_deposits.map((payment) => payment.id)).toEqual([invoice.payment.id]);
    expect(await balanceOf(t, user, 'BTC')).toEqual({ available: '0', held: '0' });
    expect(await lightningAccount(t, user)).toMatchObject({ available: '0', pending: '0.0025' });

    await t.drainOutbox();
    expect(await balanceOf(t, user, 'BTC')).toEqual({ available: '0.0025', held: '0' });
    expect((await readInvoice(t, user, invoice.payment.id)).payment.status).toBe('COMPLETED');
    await t.drainOutbox();
    expect(await balanceOf(t, user, 'BTC')).toEqual({ available: '0.0025', held: '0' });
    expect((await dashboard(t, user)).pending_deposits).toEqual([]);
    expect(await lightningAccount(t, user)).toEqual({
      asset: 'BTC',
      available: '0.0025',
      held: '0',
      pending: '0',
      is_sandbox: true,
    });
  });

  it.each([
    ['US dollars at the price of a bitcoin', { amount: '120', currencyId: usd }, '0.002'],
    ['US dollars, rounded down to a satoshi', { amount: 1, currencyId: usd }, '0.00001666'],
    ['sats', { amount: '1500', currencyId: sats }, '0.000015'],
    ['millisatoshis, rounded down to a satoshi', { amount: '1500999', currencyId: msat }, '0.000015'],
  ])('prices an invoice in %s', async (_label, body, expected) => {
    const user = await createFundingInvestor(t);
    const invoice = await requestInvoice(t, user, body);
    expect(invoice.amount).toBe(expected);
    await t.drainOutbox();
    expect(await balanceOf(t, user, 'BTC')).toMatchObject({ available: expected });
  });

  it(`fails an invoice of ${unpaidAmount} BTC (nobody pays it) at its expiry, crediting nothing`, async () => {
    const user = await createFundingInvestor(t);
    const invoice = await requestInvoice(t, user, { amount: unpaidAmount, currencyId: btc });
    await t.drainOutbox();
    expect((await readInvoice(t, user, invoice.payment.id)).payment.status).toBe('PENDING');
    t.clock.advance(invoiceLifetimeMs);
    const expired = await readInvoice(t, user, invoice.payment.id);
    expect(expired.payment).toMatchObject({ status: 'FAILED', failure_reason: 'The invoice expired unpaid' });
    await t.drainOutbox();
    expect(await balanceOf(t, user, 'BTC')).toEqual({ available: '0', held: '0' });
    expect((await dashboard(t, user)).pending_deposits).toEqual([]);
  });

  it('answers a retry with the same Idempotency-Key with the first invoice, credited once', async () => {
    const user = await createFundingInvestor(t);
    const key = newKey();
    const first = await requestInvoice(t, user, { amount: '0.001', currencyId: btc }, key);
    const again = await postWithKey(t, user, '/v1/ibex/lnurl', { amount: '0.001', currencyId: btc }, key);
    expect(again.json().payload).toEqual(first);
    const changed = await postWithKey(t, user, '/v1/ibex/lnurl', { amount: '0.002', currencyId: btc }, key);
    expect(changed.statusCode).toBe(409);
    await t.drainOutbox();
    expect(await paymentsOf(t, user)).toHaveLength(1);
    expect(await balanceOf(t, user, 'BTC')).toMatchObject({ available: '0.001' });
  });

  it('charges the domain’s Lightning fee, and refuses an amount outside its limits', async () => {
    const host = 'lightning-fees.test';
    const user = await createInvestorUnderRules(t, host, [
      { method: 'LIGHTNING', enabled: true, min_amount: '0.0001', max_amount: '1', fee_pct: '1' },
    ]);
    const invoice = await requestInvoice(t, user, { amount: '0.01', currencyId: btc });
    expect(invoice.payment).toMatchObject({ amount: '0.01', fee: '0.0001' });
    await t.drainOutbox();
    expect(await balanceOf(t, user, 'BTC')).toMatchObject({ available: '0.0099' });
    const tooSmall = await postWithKey(t, user, '/v1/ibex/lnurl', { amount: '0.00005', currencyId: btc });
    expect(tooSmall.statusCode).toBe(422);
    expect(tooSmall.json()).toMatchObject({ success: false, code: 'BUSINESS_RULE' });
    expect(await paymentsOf(t, user)).toHaveLength(1);
  });
});

describe('Lightning requests that are refused', () => {
  it.each([
    ['an empty body', undefined],
    ['no currency', { amount: '0.001' }],
    ['an unknown currency', { amount: '0.001', currencyId: 99 }],
    ['a text currency', { amount: '0.001', currencyId: 'BTC' }],
    ['a text amount', { amount: 'lots', currencyId: btc }],
    ['a negative amount', { amount: -1, currencyId: btc }],
    ['more than 8 decimals of bitcoin', { amount: '0.000000001', currencyId: btc }],
    ['part of a sat', { amount: '1.5', currencyId: sats }],
    ['less than a satoshi', { amount: '999', currencyId: msat }],
    ['an unknown field', { amount: '0.001', currencyId: btc, user_id: 'someone' }],
  ])('refuses %s with a 400 and records nothing', async (_label, body) => {
    const user = await createFundingInvestor(t);
    const response = await postWithKey(t, user, '/v1/ibex/lnurl', body);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({ success: false, code: 'VALIDATION' });
    expect(await paymentsOf(t, user)).toEqual([]);
  });

  it('needs an Idempotency-Key, and an investor', async () => {
    const user = await createFundingInvestor(t);
    const unkeyed = await postWithKey(t, user, '/v1/ibex/lnurl', { amount: '0.001', currencyId: btc }, null);
    expect(unkeyed.statusCode).toBe(400);
    const pending = await createFundingInvestor(t, { investorId: false });
    const refused = await postWithKey(t, pending, '/v1/ibex/lnurl', { amount: '0.001', currencyId: btc });
    expect(refused.statusCode).toBe(403);
    expect(await paymentsOf(t, user)).toEqual([]);
  });

  it("answers 404 for another user's invoice, and 400 for an id that is not one", async () => {
    const owner = await createFundingInvestor(t);
    const invoice = await requestInvoice(t, owner, { amount: unpaidAmount, currencyId: btc });
    const other = await createFundingInvestor(t);
    expect((await getAs(t, other, `/v1/ibex/lnurl/${invoice.payment.id}`)).statusCode).toBe(404);
    expect((await getAs(t, other, '/v1/ibex/lnurl/not-an-id')).statusCode).toBe(400);
    expect((await readInvoice(t, owner, invoice.payment.id)).payment.status).toBe('PENDING');
  });
});

describe("Ibex's paid webhook", () => {
  it('without the invoice’s secret is refused and changes nothing', async () => {
    const user = await createFundingInvestor(t);
    const invoice = await requestInvoice(t, user, { amount: unpaidAmount, currencyId: btc });
    const forged = ibexInvoiceWebhook({
      hash: invoice.payment_hash,
      bolt11: invoice.bolt11,
      receivedMsat: 13_130_000n,
      webhookSecret: randomBytes(32).toString('hex'),
      settledAt: t.clock.now(),
    });
    const response = await postIbexWebhook(t, forged);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ success: false, code: 'UNAUTHENTICATED' });
    expect((await readInvoice(t, user, invoice.payment.id)).payment.status).toBe('PENDING');
    expect(await balanceOf(t, user, 'BTC')).toEqual({ available: '0', held: '0' });
  });

  it('for an invoice nobody asked for is refused, and a malformed one is a 400', async () => {
    const unknown = ibexInvoiceWebhook({
      hash: randomBytes(32).toString('hex'),
      bolt11: 'lnbcrt10n1unknown',
      receivedMsat: 1000n,
      webhookSecret: randomBytes(32).toString('hex'),
      settledAt: t.clock.now(),
    });
    expect((await postIbexWebhook(t, unknown)).statusCode).toBe(401);
    expect((await postIbexWebhook(t, JSON.stringify({ hash: 'nope' }))).statusCode).toBe(400);
  });
});
