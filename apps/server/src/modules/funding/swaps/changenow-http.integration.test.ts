import type { Swap } from '@invest/contracts';
import { describe, expect, it } from 'vitest';
import { useFake, useTestApp, withTestApp } from '../../../../test/test-app';
import { getAs, postOk, postWithKey } from '../funding.test-app';
import { balanceOf, createFundingInvestor, type FundingInvestor, paymentsOf } from '../funding.test-factories';
import { startFakeChangeNow } from './swaps.test-fakes';

/** The ChangeNOW adapter (CHANGENOW_API_KEY set) against a local fake of ChangeNOW's API v2. */

const apiKey = 'changenow-partner-api-key';
const payoutAddress = '0x1111111111111111111111111111111111111111';
const fake = useFake(() => startFakeChangeNow(apiKey));
const t = useTestApp({
  env: () => ({ CHANGENOW_API_KEY: apiKey, CHANGENOW_API_URL: fake.url, SWAP_PAYOUT_ADDRESS: payoutAddress }),
});

const lastRequest = (path: string) => [...fake.requests].reverse().find((request) => request.path === path);

async function transact(user: FundingInvestor, url: string, body: Record<string, unknown>): Promise<Swap> {
  return postOk<Swap>(t, user, url, body);
}

describe('ChangeNOW quotes', () => {
  it('reads currencies and pairs with the exchange API key, fiat currencies with the fiat one', async () => {
    const user = await createFundingInvestor(t);
    const crypto = (await getAs(t, user, '/v1/changenow/crypto/currencies')).json().payload;
    expect(crypto).toMatchObject({ is_sandbox: false });
    expect(crypto.items[0]).toEqual({
      ticker: 'btc',
      name: 'Bitcoin',
      network: 'btc',
      image: 'https://cn.example/btc.svg',
      supports_fixed_rate: true,
    });
    expect(lastRequest('/v2/exchange/currencies')?.query).toMatchObject({ active: 'true', flow: 'standard' });
    const pairs = (await getAs(t, user, '/v1/changenow/crypto/pairs?from_currency=btc')).json().payload;
    expect(pairs.items).toEqual(['btc_usdc', 'btc_eth']);
    const fiat = (await getAs(t, user, '/v1/changenow/fiat/currencies')).json().payload;
    expect(fiat.items[0]).toMatchObject({ ticker: 'USD', image: 'https://cn.example/usd.svg' });
    expect(lastRequest('/v2/fiat-currencies/fiat')?.headers['x-api-key']).toBe(apiKey);
    expect(lastRequest('/v2/exchange/currencies')?.headers['x-changenow-api-key']).toBe(apiKey);
  });

  it('estimates a swap into USDC on Ethereum, a fiat purchase, and a fiat range', async () => {
    const user = await createFundingInvestor(t);
    const crypto = await getAs(t, user, '/v1/changenow/crypto/estimate-amount?from_currency=btc&from_amount=0.01');
    expect(crypto.json().payload).toMatchObject({ from_network: 'btc', to_currency: 'usdc', to_amount: '500' });
    expect(lastRequest('/v2/exchange/estimated-amount')?.query).toEqual({
      fromCurrency: 'btc',
      toCurrency: 'usdc',
      toNetwork: 'eth',
      fromAmount: '0.01',
      flow: 'standard',
      type: 'direct',
    });
    const fiat = await getAs(t, user, '/v1/changenow/fiat/estimate?from_currency=USD&from_amount=100');
    expect(fiat.json().payload).toMatchObject({ from_currency: 'USD', to_amount: '98.50' });
    expect(lastRequest('/v2/fiat-estimate')?.query).toMatchObject({ to_currency: 'USDC', to_network: 'ETH' });
    const range = await getAs(t, user, '/v1/changenow/fiat/minmax/usd');
    expect(range.json().payload).toEqual({ from: 'USD', to: 'USDC', min: '30', max: '10000', is_sandbox: false });
    expect(lastRequest('/v2/fiat-market-info/min-max-range/USD_USDC')).toBeDefined();
  });

  it("answers the provider's refusal with a 400", async () => {
    const user = await createFundingInvestor(t);
    const response = await getAs(t, user, '/v1/changenow/crypto/estimate-amount?from_currency=doge&from_amount=1');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('Pair is inactive');
  });
});

describe('a ChangeNOW crypto swap', () => {
  it('delivers to the payout address, and is credited once when its status reads finished', async () => {
    const user = await createFundingInvestor(t);
    const swap = await transact(user, '/v1/changenow/crypto/transact', {
      from_currency: 'btc',
      from_amount: '0.01',
      refund_address: 'bc1qrefundaddress000000000000',
    });
    expect(JSON.parse(lastRequest('/v2/exchange')?.body ?? '{}')).toMatchObject({
      fromCurrency: 'btc',
      toCurrency: 'usdc',
      toNetwork: 'eth',
      fromAmount: '0.01',
      address: payoutAddress,
      refundAddress: 'bc1qrefundaddress000000000000',
      flow: 'standard',
    });
    const id = swap.provider_transaction_id ?? '';
    expect(swap).toMatchObject({
      pay_in_address: fake.swaps.get(id)?.payinAddress,
      payment: { provider: 'changenow', asset: 'USDC', amount: '500', fee: '5', status: 'PENDING', is_sandbox: false },
    });

    const waiting = (await getAs(t, user, `/v1/changenow/crypto/transaction/${swap.payment.id}`)).json().payload;
    expect(waiting).toMatchObject({ provider_status: 'waiting', payment: { status: 'PENDING' } });
    expect(lastRequest('/v2/exchange/by-id')?.query).toEqual({ id });

    fake.setSwapStatus(id, 'finished', 499.5);
    const finished = (await getAs(t, user, `/v1/changenow/crypto/transaction/${id}`)).json().payload;
    expect(finished).toMatchObject({ provider_status: 'finished', payment: { status: 'COMPLETED', amount: '499.5' } });
    expect(await balanceOf(t, user, 'USDC')).toEqual({ available: '494.505', held: '0' });
    await getAs(t, user, `/v1/changenow/crypto/transaction/${id}`);
    expect(await balanceOf(t, user, 'USDC')).toEqual({ available: '494.505', held: '0' });
  });

  it('refunded fails and credits nothing', async () => {
    const user = await createFundingInvestor(t);
    const swap = await transact(user, '/v1/changenow/crypto/transact', { from_currency: 'eth', from_amount: '1' });
    fake.setSwapStatus(swap.provider_transaction_id ?? '', 'refunded');
    const settled = (await getAs(t, user, `/v1/changenow/crypto/transaction/${swap.payment.id}`)).json().payload;
    expect(settled.payment).toMatchObject({ status: 'FAILED', failure_reason: expect.stringContaining('refunded') });
    expect(await balanceOf(t, user, 'USDC')).toEqual({ available: '0', held: '0' });
  });
});

describe('a ChangeNOW fiat purchase', () => {
  it('opens the checkout for our payment, and is credited in dollars when finished', async () => {
    const user = await createFundingInvestor(t);
    const swap = await transact(user, '/v1/changenow/fiat/transact', { from_currency: 'usd', from_amount: '100' });
    expect(JSON.parse(lastRequest('/v2/fiat-transaction')?.body ?? '{}')).toEqual({
      from_amount: 100,
      from_currency: 'USD',
      to_currency: 'USDC',
      from_network: null,
      to_network: 'ETH',
      payout_address: payoutAddress,
      deposit_type: 'VISA_MC1',
      payout_type: 'CRYPTO_THROUGH_CN',
      external_partner_link_id: swap.payment.id,
    });
    expect(swap).toMatchObject({
      redirect_url: 'https://payments.example/checkout?tid=1',
      payment: { provider: 'changenow-fiat', asset: 'USD', amount: '98.5', fee: '0.99' },
    });
    fake.setFiatStatus(swap.provider_transaction_id ?? '', 'finished', '98.40');
    const settled = (await getAs(t, user, `/v1/changenow/fiat/transaction/${swap.payment.id}`)).json().payload;
    expect(settled.payment).toMatchObject({ status: 'COMPLETED', amount: '98.4' });
    expect(lastRequest('/v2/fiat-transaction')?.query).toEqual({ id: swap.provider_transaction_id });
    expect(await balanceOf(t, user)).toEqual({ available: '97.41', held: '0' });
  });
});

describe('when ChangeNOW refuses our key', () => {
  it('answers 503 and records nothing', async () => {
    const env = {
      CHANGENOW_API_KEY: 'a-wrong-api-key',
      CHANGENOW_API_URL: fake.url,
      SWAP_PAYOUT_ADDRESS: payoutAddress,
    };
    await withTestApp({ env, sharedDatabase: t.context.database }, async (broken) => {
      const user = await createFundingInvestor(broken);
      const body = { from_currency: 'btc', from_amount: '0.01' };
      const response = await postWithKey(broken, user, '/v1/changenow/crypto/transact', body);
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({ success: false, code: 'SERVICE_UNAVAILABLE' });
      expect(await paymentsOf(broken, user)).toEqual([]);
    });
  });
});
