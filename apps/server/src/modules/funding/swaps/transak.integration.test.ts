import type { TransakOrder } from '@invest/contracts';
import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/test-app';
import { getOk, postOk, postRaw } from '../funding.test-app';
import { balanceOf, createFundingInvestor, dashboard, type FundingInvestor } from '../funding.test-factories';
import { sandboxSwapDepositTests } from './swap-deposits.test-suite';

/** Transak through its sandbox: an order recorded PENDING, then settled by the sandbox's signed webhooks. */

const t = useTestApp({ tenants: { 'partner.test': 'Partner' } });

const order = (user: FundingInvestor, body: Record<string, unknown>, key?: string) =>
  postOk<TransakOrder>(t, user, '/v1/transak/order', body, key);
const readUrl = (id: string) => `/v1/transak/transaction/${id}`;
const postWebhook = (body: unknown) => postRaw(t, '/v1/transak/webhook', JSON.stringify(body));

describe('a Transak purchase through the sandbox', () => {
  it('is PENDING without a widget, then its webhooks complete it and credit dollars once', async () => {
    const user = await createFundingInvestor(t);
    const { swap, widget_url } = await order(user, { fiat_amount: '120' });
    expect(widget_url).toBeNull();
    expect(swap).toMatchObject({
      provider_transaction_id: null,
      from_currency: 'USD',
      from_amount: '120',
      payment: { method: 'TRANSAK', provider: 'transak', asset: 'USD', amount: '120', fee: '1.8', status: 'PENDING' },
    });
    expect((await dashboard(t, user)).pending_deposits.map((pending) => pending.id)).toEqual([swap.payment.id]);

    await t.drainOutbox();
    await t.drainOutbox();
    const settled = await getOk(t, user, readUrl(swap.payment.id));
    expect(settled).toMatchObject({
      provider_transaction_id: expect.stringMatching(/^sandbox-transak-/),
      provider_status: 'COMPLETED',
      payment: { status: 'COMPLETED' },
    });
    expect((await getOk(t, user, readUrl(settled.provider_transaction_id))).payment.id).toBe(swap.payment.id);
    expect(await balanceOf(t, user)).toEqual({ available: '118.2', held: '0' });
  });

  sandboxSwapDepositTests({
    t,
    method: 'TRANSAK',
    asset: 'USD',
    openUrl: '/v1/transak/order',
    open: async (user, body, key) => (await order(user, body, key)).swap,
    readUrl,
    retried: { body: { fiat_amount: '60' }, credited: '59.1', changed: { fiat_amount: '61' } },
    invalid: [
      ['an empty body', undefined],
      ['no amount', {}],
      ['a zero amount', { fiat_amount: '0' }],
      ['fractions of a cent', { fiat_amount: '50.001' }],
      ['another currency', { fiat_amount: '50', fiat_currency: 'EUR' }],
      ['an unknown field', { fiat_amount: '50', wallet: '0x0' }],
    ],
    failing: {
      open: async (user) => (await order(user, { fiat_amount: 100.13, fiat_currency: 'USD' })).swap,
      reason: 'card declined',
      settled: { provider_status: 'FAILED' },
    },
    rule: { tooLow: { fiat_amount: '29.99' }, tooHigh: { fiat_amount: '20000.01' }, allowed: { fiat_amount: '100' } },
    othersSee: { urls: (swap) => [readUrl(swap.payment.id)], unknownUrl: readUrl('unknown-order') },
  });
});

describe("Transak's webhook", () => {
  it('signed with another key is refused and changes nothing', async () => {
    const user = await createFundingInvestor(t);
    const { swap } = await order(user, { fiat_amount: '80' });
    const claims = {
      eventID: 'ORDER_COMPLETED',
      webhookData: { id: 'forged-order', status: 'COMPLETED', partnerOrderId: swap.payment.id, cryptoAmount: 80 },
    };
    const data = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .sign(new TextEncoder().encode('not-the-access-token-of-this-partner'));
    const forged = await postWebhook({ data });
    expect(forged.statusCode).toBe(401);
    expect(forged.json()).toMatchObject({ success: false, code: 'UNAUTHENTICATED' });
    const unsigned = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.`;
    expect((await postWebhook({ data: unsigned })).statusCode).toBe(401);
    expect((await getOk(t, user, readUrl(swap.payment.id))).payment.status).toBe('PENDING');
    expect(await balanceOf(t, user)).toEqual({ available: '0', held: '0' });
  });

  it('without its data is refused with 400', async () => {
    expect((await postWebhook({})).statusCode).toBe(400);
    expect((await postWebhook({ data: 12 })).statusCode).toBe(400);
  });
});
