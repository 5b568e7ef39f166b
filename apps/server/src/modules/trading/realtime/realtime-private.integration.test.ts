import { randomUUID } from 'node:crypto';
import type { Order, ServerMessage } from '@invest/contracts';
import { describe, expect, it } from 'vitest';
import { call, useTestApp } from '../../../../test/test-app';
import { createSignedInUser } from '../../auth/testing';
import { createFundingInvestor, giveBankAccount } from '../../funding/testing';
import { createMarketWithTraders, placeOrder } from '../trading.test-factories';
import { isReply, onChannel, type TestSocket, useSockets } from './realtime-test-client';

const t = useTestApp({ env: { BANK_TRANSFERS: 'live' } }, () => giveBankAccount(t));
const sockets = useSockets(t);

/** A client signed in with `token`, subscribed to the given private channels. */
async function connectAs(token: string, channels: string[], host?: string) {
  const client = await sockets.connect(host ? { host } : {});
  expect(await client.request({ op: 'auth', token }, (message) => 'op' in message)).toEqual({ op: 'authenticated' });
  for (const channel of channels) {
    await client.request({ op: 'subscribe', channel }, isReply('subscribed', channel));
  }
  return client;
}

const ofOrder = (orderId: string, status: string) => (message: ServerMessage) =>
  onChannel('orders')(message) &&
  'data' in message &&
  (message.data as { OrderId: string }).OrderId === orderId &&
  (message.data as { LastOrderStatus: string }).LastOrderStatus === status;

describe('the private channels of the websocket', () => {
  it("deliver a user's own orders and balances, and nothing of another user's", async () => {
    const { market, seller, buyer } = await createMarketWithTraders(t, { shares: '20', usd: '500' });
    const sellerClient = await connectAs(seller.token, ['orders', 'balances']);
    const buyerClient = await connectAs(buyer.token, ['orders', 'balances']);
    expect(await buyerClient.waitFor(onChannel('balances'))).toEqual({
      channel: 'balances',
      data: [{ asset: 'USD', available: '500', held: '0' }],
    });

    const resting = await placeOrder(t, seller, {
      ShareName: market.symbol,
      Side: 2,
      OrderType: 2,
      Price: '10',
      Quantity: '5',
    });
    await t.drainOutbox();
    expect(await sellerClient.waitFor(ofOrder(resting.OrderId, '0'))).toMatchObject({
      data: { OrderId: resting.OrderId, ShareName: market.symbol, RefOrderQty: '5', TotalFilledOrderQty: '0' },
    });
    expect(
      await sellerClient.waitFor(
        (message) => onChannel('balances')(message) && JSON.stringify(message).includes('"held":"5"'),
      ),
    ).toEqual({ channel: 'balances', data: [{ asset: market.baseAsset, available: '15', held: '5' }] });
    await buyerClient.roundTrip();
    expect(buyerClient.received.filter(onChannel('orders'))).toEqual([]);

    const bought = await placeOrder(t, buyer, {
      ShareName: market.symbol,
      Side: 1,
      OrderType: 2,
      Price: '10',
      Quantity: '2',
    });
    await t.drainOutbox();
    expect(await buyerClient.waitFor(ofOrder(bought.OrderId, '2'))).toMatchObject({
      data: { TotalFilledOrderQty: '2', AvgFilledOrderPrice: '10' },
    });
    expect(await sellerClient.waitFor(ofOrder(resting.OrderId, '1'))).toMatchObject({
      data: { TotalFilledOrderQty: '2' },
    });
    await sellerClient.roundTrip();
    await buyerClient.roundTrip();
    const orderIdsOf = (client: TestSocket) =>
      new Set(client.received.filter(onChannel('orders')).map((message) => (message as { data: Order }).data.OrderId));
    expect(orderIdsOf(sellerClient)).toEqual(new Set([resting.OrderId]));
    expect(orderIdsOf(buyerClient)).toEqual(new Set([bought.OrderId]));
  });

  it('refuses a private channel before auth, and a token that is not good for this domain', async () => {
    const client = await sockets.connect();
    expect(await client.request({ op: 'subscribe', channel: 'orders' }, isReply('error', 'orders'))).toEqual({
      op: 'error',
      code: 'UNAUTHENTICATED',
      message: 'Send {"op":"auth","token":...} with your access token first',
      channel: 'orders',
    });
    expect(await client.request({ op: 'auth', token: 'not-a-token' }, isReply('error'))).toMatchObject({
      code: 'UNAUTHENTICATED',
    });

    await t.createTenant('elsewhere.test');
    const stranger = await createSignedInUser(t, { host: 'elsewhere.test' });
    expect(await client.request({ op: 'auth', token: stranger.token }, isReply('error'))).toMatchObject({
      code: 'UNAUTHENTICATED',
    });
    expect(await client.request({ op: 'subscribe', channel: 'balances' }, isReply('error', 'balances'))).toMatchObject({
      code: 'UNAUTHENTICATED',
    });
  });

  it('tells a user of their payments on the notifications channel, with their balances', async () => {
    const investor = await createFundingInvestor(t);
    const client = await connectAs(investor.token, ['notifications']);
    const response = await call(t.api, {
      method: 'POST',
      url: '/v1/funding/bank-transfer',
      token: investor.token,
      headers: { 'idempotency-key': randomUUID() },
      payload: { amount: '300' },
    });
    expect(response.statusCode, response.body).toBe(200);
    await t.drainOutbox();

    expect(await client.waitFor(onChannel('notifications'))).toMatchObject({
      channel: 'notifications',
      data: {
        type: 'payment',
        payment: { id: response.json().payload.id, method: 'BANK TRANSFER', amount: '300', status: 'PENDING' },
      },
    });
  });
});
