import { randomUUID } from 'node:crypto';
import type { ChangellyFiatOrder } from '@invest/contracts';
import { describe, expect, it } from 'vitest';
import { startFakeChangellyFiat } from '../../../../test/fake-changelly-fiat';
import { call, useFake, useTestApp, withTestApp } from '../../../../test/test-app';
import { getAs, getOk, newKey, postOk, postWithKey } from '../funding.test-app';
import { balanceOf, createFundingInvestor, type FundingInvestor, paymentsOf } from '../funding.test-factories';

/** CHANGELLY_BUY with CHANGELLY_FIAT_* set, against a local fake of Changelly's Fiat API. */

const apiKey = 'changelly-fiat-public-api-key';
const payoutAddress = '0x1111111111111111111111111111111111111111';
const fake = useFake(() => startFakeChangellyFiat(apiKey));
/** The adapter's settings, calling with `key`. */
const changellyFiatEnv = (key: string) => ({
  CHANGELLY_FIAT_API_KEY: key,
  CHANGELLY_FIAT_PRIVATE_KEY: fake.privateKey,
  CHANGELLY_FIAT_CALLBACK_PUBLIC_KEY: fake.callbackPublicKey,
  CHANGELLY_FIAT_API_URL: fake.url,
  SWAP_PAYOUT_ADDRESS: payoutAddress,
});
const t = useTestApp({ env: () => ({ ...changellyFiatEnv(apiKey), CHANGELLY_FIAT_COUNTRY: 'FR' }) });

const order = (user: FundingInvestor, body: Record<string, unknown>, key = newKey()) =>
  postOk<ChangellyFiatOrder>(t, user, '/v1/changelly/fiat/orders', body, key);

function postCallback(callback: { body: unknown; signature: string }) {
  return call(t.api, {
    method: 'POST',
    url: '/v1/changelly/fiat/callback',
    headers: { 'content-type': 'application/json', 'x-callback-signature': callback.signature },
    payload: JSON.stringify(callback.body),
  });
}

describe("Changelly's Fiat API", () => {
  it('lists the providers’ signed offers for US dollars to USDC, the most USDC first', async () => {
    const user = await createFundingInvestor(t);
    expect(await getOk(t, user, '/v1/changelly/fiat/offers?amount_from=200')).toMatchObject({
      is_sandbox: false,
      items: [
        { provider_code: 'moonpay', amount_expected_to: '195', fee: '5', payment_methods: ['card'] },
        { provider_code: 'banxa', amount_expected_to: '194' },
      ],
    });
    const asked = fake.requests.at(-1)?.path ?? '';
    expect(asked).toContain('currencyFrom=USD');
    expect(asked).toContain('currencyTo=USDC');
    expect(asked).toContain('country=FR');
  });

  it("opens the order at the best offer's provider, to the payout address, and hands back its checkout", async () => {
    const user = await createFundingInvestor(t);
    const { swap, redirect_url } = await order(user, { amount_from: '100' });
    const opened = fake.orders.get(swap.provider_transaction_id ?? '');
    expect(opened).toMatchObject({
      externalOrderId: swap.payment.id,
      externalUserId: user.id,
      providerCode: 'moonpay',
      currencyFrom: 'USD',
      currencyTo: 'USDC',
      amountFrom: '100',
      walletAddress: payoutAddress,
    });
    expect(redirect_url).toBe(opened?.redirectUrl);
    expect(swap.payment).toMatchObject({ status: 'PENDING', is_sandbox: false, method: 'CHANGELLY_BUY' });
  });

  it('opens the order with the provider asked for, in the country given', async () => {
    const user = await createFundingInvestor(t);
    const { swap } = await order(user, { amount_from: '100', provider_code: 'banxa', country: 'de' });
    expect(fake.orders.get(swap.provider_transaction_id ?? '')).toMatchObject({ providerCode: 'banxa', country: 'DE' });
  });

  it("credits what Changelly's signed callback says was delivered, less the fee, once however often it arrives", async () => {
    const user = await createFundingInvestor(t);
    const { swap } = await order(user, { amount_from: '100' });
    const orderId = swap.provider_transaction_id ?? '';
    expect((await postCallback(fake.settle(orderId, 'pending'))).json().message).toBe('Applied');
    const completed = fake.settle(orderId, 'complete');
    expect((await postCallback(completed)).json().message).toBe('Applied');
    expect(await balanceOf(t, user)).toEqual({ available: '96.03', held: '0' });
    expect((await postCallback(completed)).json().message).toBe('Ignored');
    expect(await balanceOf(t, user)).toEqual({ available: '96.03', held: '0' });
    const read = (await getAs(t, user, `/v1/changelly/fiat/orders/${swap.payment.id}`)).json().payload;
    expect(read).toMatchObject({ provider_status: 'complete', payment: { status: 'COMPLETED' } });
  });

  it('takes the status from Changelly, not from the callback body, and refuses a forged signature', async () => {
    const user = await createFundingInvestor(t);
    const { swap } = await order(user, { amount_from: '100' });
    const orderId = swap.provider_transaction_id ?? '';
    const pending = fake.settle(orderId, 'pending');
    const lying = await postCallback({
      ...pending,
      body: { ...pending.body, status: 'complete', payoutAmount: '100' },
    });
    expect(lying.statusCode).toBe(200);
    const forged = await postCallback({
      body: { ...pending.body, status: 'complete' },
      signature: fake.forge(orderId),
    });
    expect(forged.statusCode).toBe(401);
    expect(await balanceOf(t, user)).toEqual({ available: '0', held: '0' });
    const read = (await getAs(t, user, `/v1/changelly/fiat/orders/${swap.payment.id}`)).json().payload;
    expect(read.payment.status).toBe('PENDING');
  });

  it("ignores a signed callback about an order that is not one of this platform's deposits", async () => {
    const user = await createFundingInvestor(t);
    const { swap } = await order(user, { amount_from: '100' });
    const ours = fake.orders.get(swap.provider_transaction_id ?? '');
    if (!ours) throw new Error('the order was not opened');
    const foreignId = randomUUID();
    fake.orders.set(foreignId, { ...ours, orderId: foreignId, externalOrderId: randomUUID() });
    expect((await postCallback(fake.settle(foreignId, 'complete'))).json().message).toBe('Ignored');
    expect(await balanceOf(t, user)).toEqual({ available: '0', held: '0' });
  });

  it('reads a pending order back from Changelly when its owner looks, and fails it when Changelly did', async () => {
    const user = await createFundingInvestor(t);
    const { swap } = await order(user, { amount_from: '100' });
    fake.settle(swap.provider_transaction_id ?? '', 'expired');
    const read = (await getAs(t, user, `/v1/changelly/fiat/orders/${swap.payment.id}`)).json().payload;
    expect(read).toMatchObject({ provider_status: 'expired', payment: { status: 'FAILED' } });
    expect(await balanceOf(t, user)).toEqual({ available: '0', held: '0' });
  });

  it('answers 503 and records nothing when Changelly refuses our credentials', async () => {
    await withTestApp({ env: changellyFiatEnv('not-the-partner-api-key') }, async (other) => {
      const user = await createFundingInvestor(other);
      const response = await postWithKey(other, user, '/v1/changelly/fiat/orders', { amount_from: '100' });
      expect(response.statusCode).toBe(503);
      expect(await paymentsOf(other, user)).toEqual([]);
    });
  });
});
