import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../../../test/child-server';
import { call, createTestApp, type TestApp } from '../../../../test/test-app';
import { createSignedInUser } from '../../auth/testing';
import {
  balancesOf,
  createTestMarket,
  createTrader,
  listOrders,
  placeOrder,
  type Trader,
} from '../trading.test-factories';

/** The main API places a trade on the trading host over HTTP, so the trading role listens here. */
let t: TestApp;
const otherHost = 'trade-other.test';

beforeAll(async () => {
  const port = await freePort();
  t = await createTestApp({ env: { TRADING_INTERNAL_URL: `http://127.0.0.1:${port}` } });
  await t.trading.listen({ port, host: '127.0.0.1' });
  await t.createTenant(otherHost, 'Other Trade Domain');
});

afterAll(async () => {
  await t.close();
});

function trade(
  app: TestApp,
  trader: { token: string; host?: string },
  payload: unknown,
  key: string | null = randomUUID(),
) {
  return call(app.api, {
    method: 'POST',
    url: '/v1/assets/trade',
    token: trader.token,
    host: trader.host,
    headers: key === null ? {} : { 'idempotency-key': key },
    payload: payload as Record<string, unknown>,
  });
}

const limitBuy = (token: string) => ({
  type: 'limit',
  action: 'buy',
  token,
  wallet: 'usd',
  amount: '2',
  price: '10',
  balance: '100',
});

describe('POST /v1/assets/trade', () => {
  it('places a limit trade as an order on the trading host, whose worst case the ledger holds', async () => {
    const market = await createTestMarket(t);
    const trader = await createTrader(t, { USD: '100' });
    const response = await trade(t, trader, limitBuy(market.baseAsset.toLowerCase()));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      message: 'Order placed',
      payload: {
        ShareName: market.symbol,
        Side: 1,
        OrderType: 2,
        TimeInForce: 1,
        Price: '10',
        RefOrderQty: '2',
        LastOrderStatus: '0',
      },
    });
    expect((await balancesOf(t, trader)).USD).toEqual({ available: '79.95', held: '20.05' });
    const orderId = response.json().payload.OrderId;
    expect((await listOrders(t, trader)).items.map((order) => order.OrderId)).toEqual([orderId]);
    const seen = await call(t.api, { method: 'GET', url: '/v1/trading/orders?side=1', token: trader.token });
    expect(seen.json().payload).toMatchObject({ total: 1, items: [{ OrderId: orderId, LastOrderStatus: '0' }] });
  });

  it('fills a market trade at once from the book, what it cannot fill being cancelled', async () => {
    const market = await createTestMarket(t);
    const seller = await createTrader(t, { [market.baseAsset]: '3' });
    await placeOrder(t, seller, { ShareName: market.symbol, Side: 2, OrderType: 2, Price: '12.50', Quantity: '3' });
    const buyer = await createTrader(t, { USD: '100' });
    const response = await trade(t, buyer, {
      type: 'market',
      action: 'buy',
      token: market.baseAsset,
      wallet: 'USD',
      amount: 5,
    });
    expect(response.json().payload).toMatchObject({
      OrderType: 1,
      TimeInForce: 3,
      TotalFilledOrderQty: '3',
      AvgFilledOrderPrice: '12.5',
      LastOrderStatus: '4',
    });
    expect(await balancesOf(t, buyer)).toMatchObject({
      USD: { available: '62.4', held: '0' },
      [market.baseAsset]: { available: '3', held: '0' },
    });
  });

  it('places one order for one Idempotency-Key, and refuses the key with another trade', async () => {
    const market = await createTestMarket(t);
    const trader = await createTrader(t, { USD: '100' });
    const key = randomUUID();
    const first = await trade(t, trader, limitBuy(market.baseAsset), key);
    const again = await trade(t, trader, limitBuy(market.baseAsset), key);
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json().payload.OrderId).toBe(first.json().payload.OrderId);
    const changed = await trade(t, trader, { ...limitBuy(market.baseAsset), amount: '3' }, key);
    expect(changed.statusCode).toBe(409);
    expect(changed.json()).toMatchObject({ code: 'IDEMPOTENCY_MISMATCH' });
    expect((await listOrders(t, trader)).total).toBe(1);
    expect((await balancesOf(t, trader)).USD).toEqual({ available: '79.95', held: '20.05' });
  });

  it("tells the host's refusals by the trade's own fields, placing nothing", async () => {
    const market = await createTestMarket(t);
    const trader = await createTrader(t, { USD: '10' });
    const fraction = await trade(t, trader, { ...limitBuy(market.baseAsset), amount: '0.5' });
    expect(fraction.statusCode).toBe(400);
    expect(fraction.json()).toMatchObject({
      code: 'VALIDATION',
      errors: { amount: ['Quantity: More decimal places than the asset allows (0)'] },
    });
    const poor = await trade(t, trader, limitBuy(market.baseAsset));
    expect(poor.statusCode).toBe(422);
    expect(poor.json()).toMatchObject({ code: 'TRD-6', message: 'Insufficient funds' });
    const pending = await createSignedInUser(t);
    const notApproved = await trade(t, { token: pending.token }, limitBuy(market.baseAsset));
    expect(notApproved.statusCode).toBe(403);
    expect(notApproved.json()).toMatchObject({ code: 'TRD-12' });
    expect((await listOrders(t, trader)).total).toBe(0);
    expect((await balancesOf(t, trader)).USD).toEqual({ available: '10', held: '0' });
  });

  it('refuses bad input with a 400 before anything reaches the trading host', async () => {
    const market = await createTestMarket(t);
    const trader = await createTrader(t, { USD: '100' });
    const cases: [unknown, string][] = [
      [{}, 'type'],
      [{ ...limitBuy(market.baseAsset), price: undefined }, 'price'],
      [{ ...limitBuy(market.baseAsset), type: 'market' }, 'price'],
      [{ ...limitBuy(market.baseAsset), action: 'hold' }, 'action'],
      [{ ...limitBuy(market.baseAsset), amount: '-1' }, 'amount'],
      [{ ...limitBuy(market.baseAsset), amount: 1e15 }, 'amount'],
      [{ ...limitBuy(market.baseAsset), wallet: '0x52908400098527886E0F7030069857D2E4169EE7' }, 'wallet'],
      [{ ...limitBuy(market.baseAsset), wallet: 'EUR' }, 'token'],
      [{ ...limitBuy('NOPE') }, 'token'],
      [{ ...limitBuy(market.baseAsset), Side: 1 }, ''],
    ];
    for (const [body, field] of cases) {
      const response = await trade(t, trader, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      if (field) expect(Object.keys(response.json().errors ?? {}), JSON.stringify(body)).toContain(field);
    }
    expect((await trade(t, trader, limitBuy(market.baseAsset), null)).statusCode).toBe(400);
    expect((await listOrders(t, trader)).total).toBe(0);
  });

  it("refuses another domain's market, a token on another domain's host, and no token", async () => {
    const market = await createTestMarket(t);
    const elsewhere = await createTrader(t, { USD: '100' }, otherHost);
    const foreign = await trade(t, elsewhere, limitBuy(market.baseAsset));
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().errors.token).toEqual([`There is no market of ${market.baseAsset} in USD on this platform`]);
    const trader: Trader = await createTrader(t, { USD: '100' });
    expect((await trade(t, { ...trader, host: otherHost }, limitBuy(market.baseAsset))).statusCode).toBe(401);
    expect((await trade(t, { token: '' }, limitBuy(market.baseAsset))).statusCode).toBe(401);
    expect((await balancesOf(t, trader)).USD).toEqual({ available: '100', held: '0' });
  });

  it('answers 503 and places nothing while the trading host cannot be reached', async () => {
    const offline = await createTestApp({ env: { TRADING_INTERNAL_URL: `http://127.0.0.1:${await freePort()}` } });
    try {
      const market = await createTestMarket(offline);
      const trader = await createTrader(offline, { USD: '100' });
      const response = await trade(offline, trader, limitBuy(market.baseAsset));
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({
        code: 'SERVICE_UNAVAILABLE',
        message: 'The trading service cannot be reached: try again in a moment with the same Idempotency-Key',
      });
      expect((await listOrders(offline, trader)).total).toBe(0);
    } finally {
      await offline.close();
    }
  });
});
