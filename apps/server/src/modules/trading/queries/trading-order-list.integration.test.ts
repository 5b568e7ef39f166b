import { describe, expect, it } from 'vitest';
import { call, useTestApp } from '../../../../test/test-app';
import { createSignedInUser, signIn } from '../../auth/testing';
import { cancel, createTestMarket, createTrader, listOrders, placeOrder } from '../trading.test-factories';

const t = useTestApp();

/**
 * A trader with four orders over two days and two markets: buys at 1, 2 and 3 on one, then, at
 * 01:00 the next day (still the first day's session), a sell on the other.
 */
async function traderWithOrders() {
  t.clock.set(new Date('2026-03-02T12:00:00Z'));
  const first = await createTestMarket(t);
  const second = await createTestMarket(t);
  const trader = await createTrader(t, { USD: '100', [second.baseAsset]: '1' });
  const ids: string[] = [];
  for (const price of ['1.00', '2.00', '3.00']) {
    ids.push(
      (await placeOrder(t, trader, { ShareName: first.symbol, Side: 1, OrderType: 2, Price: price, Quantity: '1' }))
        .OrderId,
    );
    t.clock.advance(60_000);
  }
  t.clock.set(new Date('2026-03-03T01:00:00Z'));
  trader.token = await signIn(t, { email: trader.email, password: trader.password });
  ids.push(
    (await placeOrder(t, trader, { ShareName: second.symbol, Side: 2, OrderType: 2, Price: '9.00', Quantity: '1' }))
      .OrderId,
  );
  return { trader, first, second, ids };
}

const idsOf = (page: { items: { OrderId: string }[] }) => page.items.map((item) => item.OrderId);

describe('GET /api/orders and /api/orders-total', () => {
  it('pages the caller’s orders newest first, and sorts and filters them as asked', async () => {
    const { trader, first, second, ids } = await traderWithOrders();
    await cancel(t, trader, ids[0] as string);
    const all = await listOrders(t, trader);
    expect(all).toMatchObject({ page: 1, limit: 20, total: 4 });
    expect(idsOf(all)).toEqual([...ids].reverse());
    expect(idsOf(await listOrders(t, trader, '?limit=1&page=2&orderBy=asc'))).toEqual([ids[1]]);
    expect(idsOf(await listOrders(t, trader, '?side=2'))).toEqual([ids[3]]);
    expect(idsOf(await listOrders(t, trader, `?shareName=${first.symbol}&status=0&orderBy=asc`))).toEqual([
      ids[1],
      ids[2],
    ]);
    expect(idsOf(await listOrders(t, trader, '?status=4'))).toEqual([ids[0]]);
    expect(idsOf(await listOrders(t, trader, '?startDate=2026-03-03'))).toEqual([ids[3]]);
    expect(idsOf(await listOrders(t, trader, '?endDate=2026-03-02&orderType=2&orderBy=asc'))).toEqual(ids.slice(0, 3));
    expect(idsOf(await listOrders(t, trader, '?sortField=ShareName&orderBy=asc')).at(-1)).toBe(
      second.symbol > first.symbol ? ids[3] : ids[0],
    );
    const total = await call(t.trading, {
      method: 'GET',
      url: `/api/orders-total?shareName=${first.symbol}`,
      token: trader.token,
    });
    expect(total.json().payload).toEqual({ total: 3, open: 2 });
  });

  it('shows no other user’s or other domain’s orders, and another domain’s token is refused', async () => {
    const { trader } = await traderWithOrders();
    const neighbour = await createTrader(t);
    expect((await listOrders(t, neighbour)).total).toBe(0);
    await t.createTenant('orders-elsewhere.test');
    const elsewhere = await createSignedInUser(t, { host: 'orders-elsewhere.test', investorId: '700000000001' });
    const foreign = await call(t.trading, { method: 'GET', url: '/api/orders', token: elsewhere.token });
    expect(foreign.statusCode).toBe(401);
    const mine = await call(t.trading, {
      method: 'GET',
      url: '/api/orders',
      token: trader.token,
      host: 'orders-elsewhere.test',
    });
    expect(mine.statusCode).toBe(401);
  });

  it('refuses filters it does not know with a 400', async () => {
    const trader = await createTrader(t);
    for (const query of [
      '?status=Z',
      '?side=3',
      '?sortField=Price',
      '?startDate=yesterday',
      '?limit=1000',
      '?colour=red',
    ]) {
      const response = await call(t.trading, { method: 'GET', url: `/api/orders${query}`, token: trader.token });
      expect(response.statusCode, query).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION' });
    }
  });
});
