import type { Swap } from '@invest/contracts';
import { describe, expect, it } from 'vitest';
import { call, useTestApp } from '../../../../test/test-app';
import { getAs, getOk, postOk, postWithKey } from '../funding.test-app';
import type { FundingInvestor } from '../funding.test-factories';
import {
  balanceOf,
  createFundingInvestor,
  createInvestorUnderRules,
  dashboard,
  paymentsOf,
} from '../funding.test-factories';
import { postWebhook, webhookSecret, webhookSecretEnv } from '../settlement/settlement.test-factories';
import { sandboxSwapDepositTests } from './swap-deposits.test-suite';

/** ChangeNOW through its sandbox: quotes, fiat purchases credited in dollars, crypto swaps credited in USDC. */

const t = useTestApp({ env: webhookSecretEnv, tenants: { 'partner.test': 'Partner' } });

const swapCrypto = (user: FundingInvestor, body: Record<string, unknown>, key?: string) =>
  postOk<Swap>(t, user, '/v1/changenow/crypto/transact', body, key);
const readUrl = (id: string) => `/v1/changenow/crypto/transaction/${id}`;

describe('ChangeNOW quotes in the sandbox', () => {
  it('lists currencies, pairs and the fiat range, labelled sandbox', async () => {
    const user = await createFundingInvestor(t);
    const crypto = (await getAs(t, user, '/v1/changenow/crypto/currencies')).json().payload;
    expect(crypto.is_sandbox).toBe(true);
    expect(crypto.items).toContainEqual(expect.objectContaining({ ticker: 'eth', network: 'eth' }));
    const fiat = (await getAs(t, user, '/v1/changenow/fiat/currencies')).json().payload;
    expect(fiat.items.map((item: { ticker: string }) => item.ticker)).toContain('USD');
    const pairs = (await getAs(t, user, '/v1/changenow/crypto/pairs?from_currency=btc')).json().payload;
    expect(pairs.items).toContain('btc_usdc');
    expect(pairs.items.every((pair: string) => pair.startsWith('btc_'))).toBe(true);
    const range = (await getAs(t, user, '/v1/changenow/fiat/minmax/eur')).json().payload;
    expect(range).toEqual({ from: 'EUR', to: 'USDC', min: '20', max: '20000', is_sandbox: true });
  });

  it('estimates a swap into USDC and a fiat purchase', async () => {
    const user = await createFundingInvestor(t);
    expect(
      await getOk(t, user, '/v1/changenow/crypto/estimate-amount?from_currency=ETH&from_amount=0.5'),
    ).toMatchObject({ from_currency: 'eth', to_currency: 'usdc', to_amount: '1500' });
    const fiat = await getAs(t, user, '/v1/changenow/fiat/estimate?from_currency=eur&from_amount=100');
    expect(fiat.json().payload).toMatchObject({ from_currency: 'EUR', to_amount: '108' });
  });

  it.each([
    ['/v1/changenow/crypto/estimate-amount?from_currency=eth', 'a missing amount'],
    ['/v1/changenow/crypto/estimate-amount?from_currency=eth&from_amount=1e3', 'an exponent'],
    ['/v1/changenow/crypto/estimate-amount?from_currency=e%20th&from_amount=1', 'a malformed ticker'],
    ['/v1/changenow/fiat/estimate?from_currency=EURO&from_amount=1', 'a malformed fiat code'],
    ['/v1/changenow/fiat/minmax/12', 'a malformed currency'],
  ])('refuses %s (%s) with 400', async (url) => {
    const user = await createFundingInvestor(t);
    const response = await getAs(t, user, url);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, code: 'VALIDATION' });
  });

  it('needs a session', async () => {
    expect((await call(t.api, { method: 'GET', url: '/v1/changenow/crypto/currencies' })).statusCode).toBe(401);
  });
});

describe('a ChangeNOW crypto swap through the sandbox', () => {
  it('is PENDING with a pay-in address, then its signed webhook completes it and credits USDC once', async () => {
    const user = await createFundingInvestor(t);
    const swap = await swapCrypto(user, { from_currency: 'eth', from_amount: '0.1' });
    expect(swap).toMatchObject({
      from_currency: 'eth',
      from_amount: '0.1',
      to_currency: 'usdc',
      pay_in_address: expect.stringMatching(/^sandbox/),
      payment: {
        method: 'CHANGENOW',
        provider: 'changenow',
        asset: 'USDC',
        amount: '300',
        fee: '3',
        status: 'PENDING',
        is_sandbox: true,
      },
    });
    expect((await dashboard(t, user)).pending_deposits.map((pending) => pending.id)).toEqual([swap.payment.id]);
    expect(await balanceOf(t, user, 'USDC')).toEqual({ available: '0', held: '0' });

    await t.drainOutbox();
    await t.drainOutbox();
    const settled = await getAs(t, user, `/v1/changenow/crypto/transaction/${swap.payment.id}`);
    expect(settled.json().payload.payment).toMatchObject({ status: 'COMPLETED', failure_reason: null });
    expect(await balanceOf(t, user, 'USDC')).toEqual({ available: '297', held: '0' });
    expect((await dashboard(t, user)).pending_deposits).toEqual([]);
  });

  it('is refused for a coin the provider does not swap', async () => {
    const user = await createFundingInvestor(t);
    const response = await postWithKey(t, user, '/v1/changenow/crypto/transact', {
      from_currency: 'doge',
      from_amount: '100',
    });
    expect(response.statusCode).toBe(400);
    expect(await paymentsOf(t, user)).toEqual([]);
  });

  it('needs an investor account and an Idempotency-Key', async () => {
    const newcomer = await createFundingInvestor(t, { investorId: false });
    const body = { from_currency: 'eth', from_amount: '0.1' };
    expect((await postWithKey(t, newcomer, '/v1/changenow/crypto/transact', body)).statusCode).toBe(403);
    const user = await createFundingInvestor(t);
    expect((await postWithKey(t, user, '/v1/changenow/crypto/transact', body, null)).statusCode).toBe(400);
  });

  sandboxSwapDepositTests({
    t,
    method: 'CHANGENOW',
    asset: 'USDC',
    openUrl: '/v1/changenow/crypto/transact',
    open: swapCrypto,
    readUrl,
    retried: {
      body: { from_currency: 'btc', from_amount: '0.01', refund_address: 'bc1qrefundaddress000000000000' },
      credited: '594',
      changed: { from_currency: 'btc', from_amount: '0.02', refund_address: 'bc1qrefundaddress000000000000' },
    },
    invalid: [
      ['an empty body', undefined],
      ['a list', ['eth']],
      ['a zero amount', { from_currency: 'eth', from_amount: '0' }],
      ['a negative amount', { from_currency: 'eth', from_amount: '-1' }],
      ['an exponent', { from_currency: 'eth', from_amount: '1e2' }],
      ['a missing currency', { from_amount: '1' }],
      ['an unknown field', { from_currency: 'eth', from_amount: '1', to_currency: 'btc' }],
      ['a malformed refund address', { from_currency: 'eth', from_amount: '1', refund_address: '<script>' }],
    ],
    failing: { open: (user) => swapCrypto(user, { from_currency: 'eth', from_amount: '0.13' }), reason: 'refunded' },
  });
});

describe('a ChangeNOW fiat purchase through the sandbox', () => {
  it('opens a checkout, then completes and credits dollars once', async () => {
    const user = await createFundingInvestor(t);
    const response = await postOk(t, user, '/v1/changenow/fiat/transact', {
      from_currency: 'usd',
      from_amount: 250,
    });
    const swap = response as Swap;
    expect(swap).toMatchObject({
      from_currency: 'USD',
      redirect_url: expect.stringContaining('/checkout/'),
      pay_in_address: null,
      payment: { provider: 'changenow-fiat', asset: 'USD', amount: '250', fee: '2.5', status: 'PENDING' },
    });
    await t.drainOutbox();
    const byProviderId = await getAs(t, user, `/v1/changenow/fiat/transaction/${swap.provider_transaction_id}`);
    expect(byProviderId.json().payload.payment.status).toBe('COMPLETED');
    expect(await balanceOf(t, user)).toEqual({ available: '247.5', held: '0' });
  });

  it('of 100.13 fails and credits nothing', async () => {
    const user = await createFundingInvestor(t);
    const response = await postWithKey(t, user, '/v1/changenow/fiat/transact', {
      from_currency: 'USD',
      from_amount: '100.13',
    });
    await t.drainOutbox();
    const id = response.json().payload.payment.id;
    expect((await getAs(t, user, `/v1/changenow/fiat/transaction/${id}`)).json().payload.payment.status).toBe('FAILED');
    expect(await balanceOf(t, user)).toEqual({ available: '0', held: '0' });
  });
});

describe("the domain's rule for ChangeNOW", () => {
  it('refuses a swap below the minimum or above the maximum before anything is opened', async () => {
    const user = await createInvestorUnderRules(t, 'swap-limits.test', [
      { method: 'CHANGENOW', enabled: true, min_amount: '100', max_amount: '1000', fee_pct: '0' },
    ]);
    const low = await postWithKey(t, user, '/v1/changenow/crypto/transact', {
      from_currency: 'eth',
      from_amount: '0.03',
    });
    expect(low.statusCode).toBe(422);
    expect(low.json().errors.amount[0]).toContain('minimum');
    const high = await postWithKey(t, user, '/v1/changenow/fiat/transact', {
      from_currency: 'USD',
      from_amount: '1000.01',
    });
    expect(high.statusCode).toBe(422);
    expect(high.json().errors.amount[0]).toContain('maximum');
    expect(await paymentsOf(t, user)).toEqual([]);
    const within = await swapCrypto(user, { from_currency: 'eth', from_amount: '0.2' });
    expect(within.payment).toMatchObject({ amount: '600', fee: '0' });
  });

  it('refuses every swap when the domain switched the method off', async () => {
    const user = await createInvestorUnderRules(t, 'swap-off.test', [
      { method: 'CHANGENOW', enabled: false, min_amount: '1', max_amount: '1000', fee_pct: '0' },
    ]);
    const response = await postWithKey(t, user, '/v1/changenow/crypto/transact', {
      from_currency: 'eth',
      from_amount: '0.1',
    });
    expect(response.statusCode).toBe(422);
  });
});

describe('a ChangeNOW swap seen by others', () => {
  it('is shown to its owner only, by our id or the provider id', async () => {
    const owner = await createFundingInvestor(t);
    const swap = await swapCrypto(owner, { from_currency: 'eth', from_amount: '0.1' });
    const other = await createFundingInvestor(t);
    const partner = await createFundingInvestor(t, { host: 'partner.test' });
    for (const id of [swap.payment.id, swap.provider_transaction_id]) {
      expect((await getAs(t, owner, `/v1/changenow/crypto/transaction/${id}`)).statusCode).toBe(200);
      expect((await getAs(t, other, `/v1/changenow/crypto/transaction/${id}`)).statusCode).toBe(404);
      expect((await getAs(t, partner, `/v1/changenow/crypto/transaction/${id}`)).statusCode).toBe(404);
    }
    expect((await getAs(t, owner, `/v1/changenow/fiat/transaction/${swap.payment.id}`)).statusCode).toBe(404);
    expect((await getAs(t, owner, '/v1/changenow/crypto/transaction/a%20b')).statusCode).toBe(400);
  });
});

describe("a ChangeNOW swap's webhook", () => {
  it('replayed changes nothing; forged is refused and changes nothing', async () => {
    const user = await createFundingInvestor(t);
    const swap = await swapCrypto(user, { from_currency: 'eth', from_amount: '0.1' });
    const outcome = { provider: 'changenow', reference: swap.provider_transaction_id, status: 'COMPLETED' };
    const forged = await postWebhook(t, new TextEncoder().encode('y'.repeat(40)), outcome);
    expect(forged.statusCode).toBe(401);
    expect(await balanceOf(t, user, 'USDC')).toEqual({ available: '0', held: '0' });
    const webhook = { event_id: `replay-${swap.payment.id}`, ...outcome };
    expect((await postWebhook(t, webhookSecret, webhook)).json().message).toBe('Applied');
    expect((await postWebhook(t, webhookSecret, webhook)).json().message).toBe('Already applied');
    await t.drainOutbox();
    expect(await balanceOf(t, user, 'USDC')).toEqual({ available: '297', held: '0' });
  });
});
