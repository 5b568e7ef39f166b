import type { TransakOrder } from '@invest/contracts';
import { describe, expect, it } from 'vitest';
import { call, useFake, useTestApp } from '../../../../test/test-app';
import { getAs, postOk } from '../funding.test-app';
import { balanceOf, createFundingInvestor, type FundingInvestor } from '../funding.test-factories';
import { startFakeTransak } from './swaps.test-fakes';

/** The Transak adapter (TRANSAK_API_KEY and TRANSAK_API_SECRET set) against a local fake of its partner API. */

const apiKey = 'transak-partner-api-key';
const apiSecret = 'transak-partner-api-secret';
const payoutAddress = '0x3333333333333333333333333333333333333333';
const fake = useFake(() => startFakeTransak(apiKey, apiSecret));
const t = useTestApp({
  env: () => ({
    TRANSAK_API_KEY: apiKey,
    TRANSAK_API_SECRET: apiSecret,
    TRANSAK_API_URL: fake.url,
    TRANSAK_WIDGET_URL: 'https://global-stg.transak.com',
    SWAP_PAYOUT_ADDRESS: payoutAddress,
  }),
});

function postWebhook(body: unknown) {
  return call(t.api, {
    method: 'POST',
    url: '/v1/transak/webhook',
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify(body),
  });
}

async function order(user: FundingInvestor, amount: string): Promise<TransakOrder> {
  return postOk<TransakOrder>(t, user, '/v1/transak/order', { fiat_amount: amount });
}

/** The user finished Transak's widget for our order. */
async function placed(user: FundingInvestor, amount: string) {
  const { swap, widget_url } = await order(user, amount);
  return { swap, widget_url, transak: fake.placeOrder(swap.payment.id, user.id, Number(amount)) };
}

const statusOf = async (user: FundingInvestor, id: string) =>
  (await getAs(t, user, `/v1/transak/transaction/${id}`)).json().payload;

describe('a Transak purchase', () => {
  it("opens Transak's widget for our payment, delivering USDC to the payout address", async () => {
    const user = await createFundingInvestor(t);
    const { swap, widget_url } = await order(user, '100');
    expect(swap.payment).toMatchObject({ provider: 'transak', amount: '100', fee: '1.5', is_sandbox: false });
    const url = new URL(widget_url ?? '');
    expect(url.origin).toBe('https://global-stg.transak.com');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      apiKey,
      productsAvailed: 'BUY',
      fiatCurrency: 'USD',
      fiatAmount: '100',
      cryptoCurrencyCode: 'USDC',
      network: 'ethereum',
      walletAddress: payoutAddress,
      disableWalletAddressForm: 'true',
      partnerOrderId: swap.payment.id,
      partnerCustomerId: user.id,
    });
    expect(swap.redirect_url).toBe(widget_url);
  });

  it("is credited once by Transak's signed webhook, at what it delivered; a replay changes nothing", async () => {
    const user = await createFundingInvestor(t);
    const { swap, transak } = await placed(user, '100');
    const created = await postWebhook(await fake.webhook(transak.id, 'ORDER_CREATED'));
    expect(created.statusCode, created.body).toBe(200);
    expect(fake.requests.find((request) => request.path === '/partners/api/v2/refresh-token')).toMatchObject({
      headers: expect.objectContaining({ 'api-secret': apiSecret }),
      body: JSON.stringify({ apiKey }),
    });
    expect(await statusOf(user, swap.payment.id)).toMatchObject({
      provider_transaction_id: transak.id,
      provider_status: 'AWAITING_PAYMENT_FROM_USER',
      payment: { status: 'PENDING' },
    });

    fake.setStatus(transak.id, 'COMPLETED');
    const completed = await fake.webhook(transak.id, 'ORDER_COMPLETED');
    expect((await postWebhook(completed)).json().message).toBe('Applied');
    expect((await postWebhook(completed)).json().message).toBe('Ignored');
    expect(await statusOf(user, transak.id)).toMatchObject({ payment: { status: 'COMPLETED', amount: '97' } });
    expect(await balanceOf(t, user)).toEqual({ available: '95.54', held: '0' });
  });

  it('failed, credits nothing', async () => {
    const user = await createFundingInvestor(t);
    const { swap, transak } = await placed(user, '50');
    fake.setStatus(transak.id, 'FAILED', { statusReason: 'card declined' });
    await postWebhook(await fake.webhook(transak.id, 'ORDER_FAILED'));
    expect((await statusOf(user, swap.payment.id)).payment).toMatchObject({
      status: 'FAILED',
      failure_reason: expect.stringContaining('card declined'),
    });
    expect(await balanceOf(t, user)).toEqual({ available: '0', held: '0' });
  });

  it('whose webhook is forged, or names another user, changes nothing', async () => {
    const user = await createFundingInvestor(t);
    const { swap, transak } = await placed(user, '80');
    fake.setStatus(transak.id, 'COMPLETED');
    const forged = await postWebhook(await fake.webhook(transak.id, 'ORDER_COMPLETED', 'some-other-secret-key-value'));
    expect(forged.statusCode).toBe(401);
    fake.setStatus(transak.id, 'COMPLETED', { partnerCustomerId: '00000000-0000-4000-8000-000000000000' });
    expect((await postWebhook(await fake.webhook(transak.id, 'ORDER_COMPLETED'))).json().message).toBe('Ignored');
    const current = await getAs(t, user, `/v1/transak/transaction/${swap.payment.id}`);
    expect(current.json().payload.payment.status).toBe('PENDING');
    expect(await balanceOf(t, user)).toEqual({ available: '0', held: '0' });
  });

  it('is read back from Transak by its order id while no webhook came, and credited once', async () => {
    const user = await createFundingInvestor(t);
    const { swap, transak } = await placed(user, '200');
    const other = await createFundingInvestor(t);
    expect((await getAs(t, other, `/v1/transak/transaction/${transak.id}`)).statusCode).toBe(404);
    expect(await statusOf(user, transak.id)).toMatchObject({
      payment: { id: swap.payment.id, status: 'PENDING' },
      provider_transaction_id: transak.id,
    });
    const read = fake.requests.filter((request) => request.path === `/partners/api/v2/order/${transak.id}`);
    expect(read.at(-1)?.headers['access-token']).toEqual(expect.any(String));
    fake.setStatus(transak.id, 'COMPLETED');
    expect((await statusOf(user, swap.payment.id)).payment).toMatchObject({ status: 'COMPLETED', amount: '194' });
    await statusOf(user, swap.payment.id);
    expect(await balanceOf(t, user)).toEqual({ available: '191.09', held: '0' });
    expect((await getAs(t, other, `/v1/transak/transaction/${transak.id}`)).statusCode).toBe(404);
  });
});
