import { once } from 'node:events';
import { type IncomingMessage, request } from 'node:http';
import type { Order } from '@invest/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, defaultTestHost, useTestApp } from '../../../../test/test-app';
import { createMarketWithTraders, createTestMarket, createTrader, placeOrder } from '../trading.test-factories';
import { listenOnEphemeralPort } from './realtime-test-client';

// The streams still open end when the server closes, after the tests.
const t = useTestApp();
let address: string;

beforeAll(async () => {
  address = await listenOnEphemeralPort(t.trading);
});

/** Opens GET /api/orders/{id} as an event stream and collects the orders of its `order` events. */
async function openStream(orderId: string, token: string) {
  const [host, port] = address.split(':');
  const outgoing = request({
    host,
    port,
    path: `/api/orders/${orderId}`,
    headers: { origin: `http://${defaultTestHost}`, authorization: `Bearer ${token}`, accept: 'text/event-stream' },
  });
  outgoing.end();
  const [response] = (await once(outgoing, 'response')) as [IncomingMessage];
  const orders: Order[] = [];
  const waiters: { matches: (order: Order) => boolean; resolve: (order: Order) => void }[] = [];
  let text = '';
  response.setEncoding('utf8');
  response.on('data', (chunk: string) => {
    text += chunk;
    for (let end = text.indexOf('\n\n'); end >= 0; end = text.indexOf('\n\n')) {
      const frame = text.slice(0, end);
      text = text.slice(end + 2);
      const data = /^event: order\ndata: (.*)$/s.exec(frame)?.[1];
      if (!data) continue;
      const order = JSON.parse(data) as Order;
      orders.push(order);
      for (const waiter of waiters.filter((each) => each.matches(order))) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve(order);
      }
    }
  });
  const waitFor = (matches: (order: Order) => boolean) =>
    orders.find(matches) ?? new Promise<Order>((resolve) => waiters.push({ matches, resolve }));
  return { response, orders, waitFor };
}

describe('the event stream of an order', () => {
  it("sends the order's current state, then each change, to its owner", async () => {
    const { market, seller, buyer } = await createMarketWithTraders(t, { shares: '10', usd: '1000' });
    const resting = await placeOrder(t, seller, {
      ShareName: market.symbol,
      Side: 2,
      OrderType: 2,
      Price: '20',
      Quantity: '6',
    });
    await t.drainOutbox();

    const stream = await openStream(resting.OrderId, seller.token);
    expect(stream.response.statusCode).toBe(200);
    expect(stream.response.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(await stream.waitFor(() => true)).toEqual(resting);

    await placeOrder(t, buyer, { ShareName: market.symbol, Side: 1, OrderType: 2, Price: '20', Quantity: '2' });
    await t.drainOutbox();
    expect(await stream.waitFor((order) => order.LastOrderStatus === '1')).toMatchObject({
      OrderId: resting.OrderId,
      TotalFilledOrderQty: '2',
      Reports: [{ Price: '20', Quantity: '2', Status: '1' }],
    });

    await placeOrder(t, buyer, { ShareName: market.symbol, Side: 1, OrderType: 2, Price: '20', Quantity: '4' });
    await t.drainOutbox();
    expect(await stream.waitFor((order) => order.LastOrderStatus === '2')).toMatchObject({
      TotalFilledOrderQty: '6',
      FilledOrderQtyPct: '100',
    });
    expect(stream.orders.map((order) => order.LastOrderStatus)).toEqual(['0', '1', '2']);
  });

  it("is 404 for another user's order and for an unknown one, and 400 for a malformed id", async () => {
    const market = await createTestMarket(t);
    const owner = await createTrader(t, { [market.baseAsset]: '1' });
    const other = await createTrader(t);
    const order = await placeOrder(t, owner, {
      ShareName: market.symbol,
      Side: 2,
      OrderType: 2,
      Price: '1',
      Quantity: '1',
    });

    const foreign = await call(t.trading, { method: 'GET', url: `/api/orders/${order.OrderId}`, token: other.token });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
    const unknown = await call(t.trading, {
      method: 'GET',
      url: '/api/orders/00000000-0000-4000-8000-000000000000',
      token: owner.token,
    });
    expect(unknown.statusCode).toBe(404);
    const malformed = await call(t.trading, { method: 'GET', url: '/api/orders/nope', token: owner.token });
    expect(malformed.statusCode).toBe(400);
    const anonymous = await call(t.trading, { method: 'GET', url: `/api/orders/${order.OrderId}` });
    expect(anonymous.statusCode).toBe(401);
  });
});
