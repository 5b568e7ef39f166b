import { beforeEach, describe, expect, it } from 'vitest';
import { call, useTestApp } from '../../../../test/test-app';
import {
  createMarketWithTraders,
  createTestMarket,
  createTrader,
  placeOrder,
  type Trader,
} from '../trading.test-factories';

const otherHost = 'reports-other.test';
const t = useTestApp({ tenants: { [otherHost]: 'Other Reports Domain' } });

// Investors sign in on the last day the tests trade on, so their tokens hold while the clock goes back.
beforeEach(() => {
  t.clock.set(new Date('2026-03-04T12:00:00Z'));
});

const report = (trader: { token: string; host: string }, path: string) =>
  call(t.trading, { method: 'GET', url: `/api/reports/${path}`, token: trader.token, host: trader.host });

/** Three limit buys of one share of a fresh market, placed at noon on 2 March, 3 March and 4 March 2026. */
async function threeDaysOfOrders(trader: Trader, price = '10') {
  const market = await createTestMarket(t);
  const placed = [];
  for (const day of ['02', '03', '04']) {
    t.clock.set(new Date(`2026-03-${day}T12:00:00Z`));
    placed.push(
      await placeOrder(t, trader, { ShareName: market.symbol, Side: 1, OrderType: 2, Price: price, Quantity: '1' }),
    );
  }
  return { market, placed };
}

describe('GET /api/reports/orders', () => {
  it('pages the orders placed between the days the caller passes, newest first, as big as asked', async () => {
    const trader = await createTrader(t, { USD: '100' });
    const { placed } = await threeDaysOfOrders(trader);
    const first = await report(trader, 'orders?startDate=2026-03-03&endDate=2026-03-04&limit=1');
    expect(first.statusCode).toBe(200);
    expect(first.json().payload).toMatchObject({ page: 1, limit: 1, total: 2 });
    expect(first.json().payload.items).toEqual([
      expect.objectContaining({ OrderId: placed[2]?.OrderId, Side: 1, OrderType: 2, LastOrderStatus: '0' }),
    ]);
    expect(first.json().payload.items[0]).not.toHaveProperty('Reports');
    const second = await report(trader, 'orders?startDate=2026-03-03&endDate=2026-03-04&limit=1&page=2');
    expect(second.json().payload.items.map((row: { OrderId: string }) => row.OrderId)).toEqual([placed[1]?.OrderId]);
    // Without dates the history also holds the deposit that funded the orders.
    const all = await report(trader, 'orders');
    expect(all.json().payload.total).toBe(4);
  });

  it('downloads every order and deposit of the period as CSV, with the codes spelled out', async () => {
    const trader = await createTrader(t, { USD: '100' });
    const { market, placed } = await threeDaysOfOrders(trader, '12.5');
    const response = await report(trader, 'orders?startDate=2026-03-03&format=csv&limit=1');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="orders-2026-03-03-today.csv"');
    const lines = response.body.trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'Time,Order,Market,Side,Type,Time in force,Price,Stop price,Quantity,Filled,Average price,Filled cost,Fee,Status',
    );
    // The deposit that funded them, stamped with the database's time: after the test clock's days.
    expect(lines[1]).toMatch(/^[^,]+,[0-9a-f-]{36},USD,,Deposit,,,,100,100,0,100,0,Filled$/);
    expect(lines.slice(2)).toEqual([
      `2026-03-04T12:00:00.000Z,${placed[2]?.OrderId},${market.symbol},Buy,Limit,GTC,12.5,,1,0,0,0,0,New`,
      `2026-03-03T12:00:00.000Z,${placed[1]?.OrderId},${market.symbol},Buy,Limit,GTC,12.5,,1,0,0,0,0,New`,
    ]);
  });

  it("never shows another investor's orders or another domain's", async () => {
    const trader = await createTrader(t, { USD: '100' });
    await threeDaysOfOrders(trader);
    const other = await createTrader(t);
    expect((await report(other, 'orders')).json().payload).toMatchObject({ items: [], total: 0 });
    expect((await report(other, 'orders?format=csv')).body.trimEnd().split('\r\n')).toHaveLength(1);
    const elsewhere = await createTrader(t, {}, otherHost);
    expect((await report(elsewhere, 'orders')).json().payload.total).toBe(0);
    expect((await report({ ...trader, host: otherHost }, 'orders')).statusCode).toBe(401);
  });

  it('refuses bad cut-offs, page sizes and formats with a 400', async () => {
    const trader = await createTrader(t);
    for (const query of [
      'startDate=2026-03-05&endDate=2026-03-04',
      'startDate=03/03/2026',
      'limit=0',
      'limit=101',
      'page=0',
      'format=pdf',
      'side=1',
    ]) {
      const response = await report(trader, `orders?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().code).toBe('VALIDATION');
    }
    expect((await call(t.trading, { method: 'GET', url: '/api/reports/orders' })).statusCode).toBe(401);
  });
});

describe('GET /api/reports/history', () => {
  it('lists each fill of the caller with the fee their order paid and whether it rested or took', async () => {
    const { market, seller, buyer } = await createMarketWithTraders(t, { shares: '10', usd: '1000' });
    t.clock.set(new Date('2026-03-03T12:00:00Z'));
    const offer = await placeOrder(t, seller, {
      ShareName: market.symbol,
      Side: 2,
      OrderType: 2,
      Price: '40',
      Quantity: '10',
    });
    t.clock.set(new Date('2026-03-04T12:00:00Z'));
    const bid = await placeOrder(t, buyer, {
      ShareName: market.symbol,
      Side: 1,
      OrderType: 2,
      Price: '40',
      Quantity: '3',
    });

    const bought = (await report(buyer, 'history?startDate=2026-03-04&endDate=2026-03-04')).json().payload;
    expect(bought).toMatchObject({ page: 1, limit: 20, total: 1 });
    expect(bought.items[0]).toEqual({
      ExecutionId: expect.any(String),
      OrderId: bid.OrderId,
      TransactionTime: '2026-03-04T12:00:00.000Z',
      ShareName: market.symbol,
      BaseAsset: market.baseAsset,
      QuoteAsset: 'USD',
      Side: 1,
      Price: '40',
      Quantity: '3',
      Cost: '120',
      Fee: '0.3',
      Liquidity: 'taker',
      IntegrationService: 'digtl_ledger',
    });
    const sold = (await report(seller, 'history')).json().payload.items;
    expect(sold).toEqual([
      expect.objectContaining({ OrderId: offer.OrderId, Side: 2, Fee: '0.3', Liquidity: 'maker' }),
    ]);
    expect((await report(buyer, 'history?endDate=2026-03-03')).json().payload.total).toBe(0);

    const csv = await report(seller, 'history?format=csv');
    expect(csv.headers['content-disposition']).toBe('attachment; filename="fills-start-today.csv"');
    expect(csv.body.trimEnd().split('\r\n')).toEqual([
      'Time,Execution,Order,Market,Side,Price,Quantity,Cost,Fee,Currency,Liquidity',
      `2026-03-04T12:00:00.000Z,${bought.items[0].ExecutionId},${offer.OrderId},${market.symbol},Sell,40,3,120,0.3,USD,maker`,
    ]);
    const stranger = await createTrader(t);
    expect((await report(stranger, 'history')).json().payload.total).toBe(0);
    const elsewhere = await createTrader(t, {}, otherHost);
    expect((await report(elsewhere, 'history')).json().payload.total).toBe(0);
    expect((await report(buyer, 'history?endDate=2026-02-30')).statusCode).toBe(400);
  });
});
