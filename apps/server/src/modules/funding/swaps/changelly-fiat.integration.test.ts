import type { ChangellyFiatOrder, Swap } from '@invest/contracts';
import { describe, expect, it } from 'vitest';
import { call, useTestApp } from '../../../../test/test-app';
import { getAs, getOk, postOk, postRaw, postWithKey } from '../funding.test-app';
import type { FundingInvestor } from '../funding.test-factories';
import { balanceOf, createFundingInvestor, dashboard, paymentsOf } from '../funding.test-factories';
import { sandboxSwapDepositTests } from './swap-deposits.test-suite';

/** CHANGELLY_BUY through the Changelly Fiat sandbox: offers, an order PENDING, then its signed callbacks. */

const t = useTestApp({ tenants: { 'partner.test': 'Partner' } });

const order = (user: FundingInvestor, body: Record<string, unknown>, key?: string) =>
  postOk<ChangellyFiatOrder>(t, user, '/v1/changelly/fiat/orders', body, key);
const readUrl = (id: string) => `/v1/changelly/fiat/orders/${id}`;
const readOrder = (user: FundingInvestor, id: string): Promise<Swap> => getOk(t, user, readUrl(id));
const postCallback = (body: unknown, signature?: string) =>
  postRaw(
    t,
    '/v1/changelly/fiat/callback',
    JSON.stringify(body),
    signature ? { 'x-callback-signature': signature } : {},
  );

describe('GET changelly/fiat/offers', () => {
  it("lists the sandbox's offer of one USDC per dollar", async () => {
    const user = await createFundingInvestor(t);
    const response = await getAs(t, user, '/v1/changelly/fiat/offers?amount_from=150');
    expect(response.json().payload).toEqual({
      items: [
        {
          provider_code: 'sandbox',
          amount_from: '150',
          amount_expected_to: '150',
          rate: '1',
          fee: '0',
          payment_methods: ['card'],
        },
      ],
      from_currency: 'USD',
      to_currency: 'USD',
      is_sandbox: true,
    });
  });

  it('refuses an amount that is not one, and needs an investor session', async () => {
    const user = await createFundingInvestor(t);
    const bad = await getAs(t, user, '/v1/changelly/fiat/offers?amount_from=ten');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.amount_from).toBeDefined();
    expect((await call(t.api, { method: 'GET', url: '/v1/changelly/fiat/offers?amount_from=10' })).statusCode).toBe(
      401,
    );
    const newcomer = await createFundingInvestor(t, { investorId: false });
    expect((await getAs(t, newcomer, '/v1/changelly/fiat/offers?amount_from=100')).statusCode).toBe(403);
  });
});

describe('a Changelly card purchase through the sandbox', () => {
  it('is PENDING without a checkout, then its callbacks complete it and credit dollars once', async () => {
    const user = await createFundingInvestor(t);
    const { swap, redirect_url } = await order(user, { amount_from: '120' });
    expect(redirect_url).toBeNull();
    expect(swap).toMatchObject({
      provider_transaction_id: expect.stringMatching(/^sandbox-changelly-fiat-/),
      provider_status: 'created',
      from_currency: 'USD',
      from_amount: '120',
      to_currency: 'usdc',
      payment: {
        method: 'CHANGELLY_BUY',
        provider: 'changelly_fiat',
        asset: 'USD',
        amount: '120',
        fee: '1.8',
        status: 'PENDING',
        is_sandbox: true,
      },
    });
    expect((await dashboard(t, user)).pending_deposits.map((pending) => pending.id)).toEqual([swap.payment.id]);

    await t.drainOutbox();
    await t.drainOutbox();
    const settled = await readOrder(user, swap.payment.id);
    expect(settled).toMatchObject({ provider_status: 'complete', payment: { status: 'COMPLETED' } });
    const byOrderId = await readOrder(user, swap.provider_transaction_id ?? '');
    expect(byOrderId.payment.id).toBe(swap.payment.id);
    expect(await balanceOf(t, user)).toEqual({ available: '118.2', held: '0' });
    await t.drainOutbox();
    expect(await balanceOf(t, user)).toEqual({ available: '118.2', held: '0' });
  });

  it('credits the asset its offer quoted, the amount offered less the domain fee', async () => {
    const user = await createFundingInvestor(t);
    const offers = (await getAs(t, user, '/v1/changelly/fiat/offers?amount_from=200')).json().payload;
    const { swap } = await order(user, { amount_from: '200' });
    await t.drainOutbox();
    await t.drainOutbox();
    const settled = await readOrder(user, swap.payment.id);
    expect(offers.items[0].amount_expected_to).toBe('200');
    expect(settled.payment).toMatchObject({ status: 'COMPLETED', asset: offers.to_currency, amount: '200', fee: '3' });
    expect(await balanceOf(t, user, offers.to_currency)).toEqual({ available: '197', held: '0' });
  });

  it('needs an Idempotency-Key', async () => {
    const user = await createFundingInvestor(t);
    const response = await postWithKey(t, user, '/v1/changelly/fiat/orders', { amount_from: '50' }, null);
    expect(response.statusCode).toBe(400);
    expect(await paymentsOf(t, user)).toEqual([]);
  });

  it('is refused for an offer no provider makes', async () => {
    const user = await createFundingInvestor(t);
    const response = await postWithKey(t, user, '/v1/changelly/fiat/orders', {
      amount_from: '50',
      provider_code: 'moonpay',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.provider_code).toEqual(['That offer is no longer available']);
    expect(await paymentsOf(t, user)).toEqual([]);
  });

  sandboxSwapDepositTests({
    t,
    method: 'CHANGELLY_BUY',
    asset: 'USD',
    openUrl: '/v1/changelly/fiat/orders',
    open: async (user, body, key) => (await order(user, body, key)).swap,
    readUrl,
    retried: { body: { amount_from: '60' }, credited: '59.1', changed: { amount_from: '61' } },
    invalid: [
      ['an empty body', undefined],
      ['no amount', {}],
      ['a zero amount', { amount_from: '0' }],
      ['fractions of a cent', { amount_from: '50.001' }],
      ['a country that is not one', { amount_from: '50', country: 'Britain' }],
      ['an unknown field', { amount_from: '50', wallet: '0x0' }],
    ],
    failing: {
      open: async (user) => (await order(user, { amount_from: 100.13 })).swap,
      reason: 'failed',
      settled: { provider_status: 'failed' },
    },
    rule: { tooLow: { amount_from: '49.99' }, tooHigh: { amount_from: '20000.01' }, allowed: { amount_from: '100' } },
    othersSee: { urls: (swap) => [readUrl(swap.payment.id)], unknownUrl: readUrl('unknown-order') },
  });
});

describe("Changelly's callback", () => {
  it('unsigned or signed with another key is refused and changes nothing', async () => {
    const user = await createFundingInvestor(t);
    const { swap } = await order(user, { amount_from: '80' });
    const body = {
      orderId: swap.provider_transaction_id,
      externalOrderId: swap.payment.id,
      externalUserId: user.id,
      status: 'complete',
      payoutAmount: '80',
    };
    const unsigned = await postCallback(body);
    expect(unsigned.statusCode).toBe(401);
    expect(unsigned.json()).toMatchObject({ success: false, code: 'UNAUTHENTICATED' });
    expect((await postCallback(body, Buffer.from('forged').toString('base64'))).statusCode).toBe(401);
    expect((await readOrder(user, swap.payment.id)).payment.status).toBe('PENDING');
    expect(await balanceOf(t, user)).toEqual({ available: '0', held: '0' });
  });
});
