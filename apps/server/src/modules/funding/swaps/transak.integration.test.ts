import type { TransakOrder } from '@invest/contracts';
import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { call } from '../../../../test/test-app';
import { getAs, newKey, postWithKey, useTestApp } from '../funding.test-app';
import {
  balanceOf,
  createFundingInvestor,
  dashboard,
  type FundingInvestor,
  paymentsOf,
} from '../funding.test-factories';

/** Transak through its sandbox: an order recorded PENDING, then settled by the sandbox's signed webhooks. */

const t = useTestApp({ tenants: { 'partner.test': 'Partner' } });

async function order(user: FundingInvestor, body: Record<string, unknown>, key = newKey()): Promise<TransakOrder> {
  const response = await postWithKey(t, user, '/v1/transak/order', body, key);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().payload as TransakOrder;
}

function postWebhook(body: unknown) {
  return call(t.api, {
    method: 'POST',
    url: '/v1/transak/webhook',
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify(body),
  });
}

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
    const settled = (await getAs(t, user, `/v1/transak/transaction/${swap.payment.id}`)).json().payload;
    expect(settled).toMatchObject({
      provider_transaction_id: expect.stringMatching(/^sandbox-transak-/),
      provider_status: 'COMPLETED',
      payment: { status: 'COMPLETED' },
    });
    const byOrderId = await getAs(t, user, `/v1/transak/transaction/${settled.provider_transaction_id}`);
    expect(byOrderId.json().payload.payment.id).toBe(swap.payment.id);
    expect(await balanceOf(t, user)).toEqual({ available: '118.2', held: '0' });
  });

  it('of 100.13 fails and credits nothing', async () => {
    const user = await createFundingInvestor(t);
    const { swap } = await order(user, { fiat_amount: 100.13, fiat_currency: 'USD' });
    await t.drainOutbox();
    const settled = (await getAs(t, user, `/v1/transak/transaction/${swap.payment.id}`)).json().payload;
    expect(settled).toMatchObject({
      provider_status: 'FAILED',
      payment: { status: 'FAILED', failure_reason: expect.stringContaining('card declined') },
    });
    expect(await balanceOf(t, user)).toEqual({ available: '0', held: '0' });
  });

  it('retried with the same Idempotency-Key answers the same order and credits once', async () => {
    const user = await createFundingInvestor(t);
    const key = newKey();
    const first = await order(user, { fiat_amount: '60' }, key);
    const second = await order(user, { fiat_amount: '60' }, key);
    expect(second.swap.payment.id).toBe(first.swap.payment.id);
    await t.drainOutbox();
    expect(await balanceOf(t, user)).toEqual({ available: '59.1', held: '0' });
    expect(await paymentsOf(t, user)).toHaveLength(1);
  });

  it.each([
    ['an empty body', undefined],
    ['no amount', {}],
    ['a zero amount', { fiat_amount: '0' }],
    ['fractions of a cent', { fiat_amount: '50.001' }],
    ['another currency', { fiat_amount: '50', fiat_currency: 'EUR' }],
    ['an unknown field', { fiat_amount: '50', wallet: '0x0' }],
  ])('is refused with %s, and nothing is recorded', async (_label, body) => {
    const user = await createFundingInvestor(t);
    const response = await postWithKey(t, user, '/v1/transak/order', body);
    expect(response.statusCode).toBe(400);
    expect(await paymentsOf(t, user)).toEqual([]);
  });

  it("is refused outside the domain's TRANSAK rule", async () => {
    const user = await createFundingInvestor(t);
    expect((await postWithKey(t, user, '/v1/transak/order', { fiat_amount: '29.99' })).statusCode).toBe(422);
    expect((await postWithKey(t, user, '/v1/transak/order', { fiat_amount: '20000.01' })).statusCode).toBe(422);
    expect(await paymentsOf(t, user)).toEqual([]);
  });

  it("is another user's or another domain's 404", async () => {
    const owner = await createFundingInvestor(t);
    const { swap } = await order(owner, { fiat_amount: '50' });
    const other = await createFundingInvestor(t);
    const partner = await createFundingInvestor(t, { host: 'partner.test' });
    expect((await getAs(t, other, `/v1/transak/transaction/${swap.payment.id}`)).statusCode).toBe(404);
    expect((await getAs(t, partner, `/v1/transak/transaction/${swap.payment.id}`)).statusCode).toBe(404);
    expect((await getAs(t, owner, '/v1/transak/transaction/unknown-order')).statusCode).toBe(404);
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
    const current = (await getAs(t, user, `/v1/transak/transaction/${swap.payment.id}`)).json().payload;
    expect(current.payment.status).toBe('PENDING');
    expect(await balanceOf(t, user)).toEqual({ available: '0', held: '0' });
  });

  it('without its data is refused with 400', async () => {
    expect((await postWebhook({})).statusCode).toBe(400);
    expect((await postWebhook({ data: 12 })).statusCode).toBe(400);
  });
});
