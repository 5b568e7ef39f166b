import { describe, expect, it } from 'vitest';
import { createTestApp, useTestApp } from '../../../../test/test-app';
import { signIn } from '../../auth/testing';
import { reconcile } from '../../ledger';
import {
  balancesOf,
  cancel,
  createTestMarket,
  createTrader,
  listOrders,
  placeOrder,
  submitOrder,
} from '../trading.test-factories';

const t = useTestApp();

const limit = (symbol: string, side: 1 | 2, price: string, quantity: string) => ({
  ShareName: symbol,
  Side: side,
  OrderType: 2,
  Price: price,
  Quantity: quantity,
});

describe('stop and stop-limit orders', () => {
  it('waits for the last trade to reach a sell stop-limit, then sells down to its limit', async () => {
    const market = await createTestMarket(t, { feePct: '0' });
    const bidder = await createTrader(t, { USD: '1000' });
    await placeOrder(t, bidder, limit(market.symbol, 1, '9.00', '1'));
    await placeOrder(t, bidder, limit(market.symbol, 1, '8.95', '5'));
    const stopper = await createTrader(t, { [market.baseAsset]: '3' });
    const stop = await placeOrder(t, stopper, {
      ShareName: market.symbol,
      Side: 2,
      OrderType: 4,
      StopPrice: '9.00',
      Price: '8.90',
      Quantity: '3',
    });
    expect(stop).toMatchObject({ OrderType: 4, StopPrice: '9', Price: '8.9', LastOrderStatus: '0' });
    expect((await balancesOf(t, stopper))[market.baseAsset]).toEqual({ available: '0', held: '3' });

    // A trade at 9.00 reaches the stop: it sells its 3 into the next bid, at 8.95.
    await placeOrder(t, await createTrader(t, { [market.baseAsset]: '1' }), limit(market.symbol, 2, '9.00', '1'));
    const [triggered] = (await listOrders(t, stopper)).items;
    expect(triggered).toMatchObject({
      OrderId: stop.OrderId,
      LastOrderStatus: '2',
      TotalFilledOrderQty: '3',
      AvgFilledOrderPrice: '8.95',
    });
    expect(await balancesOf(t, stopper)).toEqual({
      USD: { available: '26.85', held: '0' },
      [market.baseAsset]: { available: '0', held: '0' },
    });
    expect((await reconcile(t.context.database.db)).mismatches).toEqual([]);
  });

  it('holds a buy stop at the price band above its stop price, the worst it can pay, and cancels with the hold back', async () => {
    const market = await createTestMarket(t);
    const buyer = await createTrader(t, { USD: '100' });
    const stop = await placeOrder(t, buyer, {
      ShareName: market.symbol,
      Side: 1,
      OrderType: 3,
      StopPrice: '10.00',
      Quantity: '4',
    });
    // 5 % above 10.00 is 10.50; 4 x 10.50 = 42.00, and 0.25 % of it is 0.105, held as 0.11.
    expect(stop).toMatchObject({ OrderType: 3, StopPrice: '10', Price: '10.5', LastOrderStatus: '0' });
    expect((await balancesOf(t, buyer)).USD).toEqual({ available: '57.89', held: '42.11' });
    const cancelled = await cancel(t, buyer, stop.OrderId);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect((await balancesOf(t, buyer)).USD).toEqual({ available: '100', held: '0' });
  });

  it('triggers a buy stop when a trade reaches its stop price and buys the offers within its band', async () => {
    const market = await createTestMarket(t, { feePct: '0' });
    const seller = await createTrader(t, { [market.baseAsset]: '10' });
    await placeOrder(t, seller, limit(market.symbol, 2, '10.00', '1'));
    await placeOrder(t, seller, limit(market.symbol, 2, '10.40', '2'));
    await placeOrder(t, seller, limit(market.symbol, 2, '10.60', '2'));
    const stopper = await createTrader(t, { USD: '100' });
    const stop = await placeOrder(t, stopper, {
      ShareName: market.symbol,
      Side: 1,
      OrderType: 3,
      StopPrice: '10.00',
      Quantity: '3',
    });
    await placeOrder(t, await createTrader(t, { USD: '20' }), limit(market.symbol, 1, '10.00', '1'));

    // Triggered at 10.00, it buys 2 at 10.40; 10.60 is past its 10.50 limit, so 1 stays open.
    const [order] = (await listOrders(t, stopper)).items;
    expect(order).toMatchObject({ OrderId: stop.OrderId, LastOrderStatus: '1', TotalFilledOrderQty: '2' });
    expect((await balancesOf(t, stopper))[market.baseAsset]).toEqual({ available: '2', held: '0' });
    expect((await reconcile(t.context.database.db)).mismatches).toEqual([]);
  });

  it('keeps a stop waiting across a restart and triggers it afterwards', async () => {
    const first = await createTestApp();
    const market = await createTestMarket(first, { feePct: '0' });
    const bidder = await createTrader(first, { USD: '100' });
    await placeOrder(first, bidder, limit(market.symbol, 1, '5.00', '1'));
    await placeOrder(first, bidder, limit(market.symbol, 1, '4.90', '2'));
    const stopper = await createTrader(first, { [market.baseAsset]: '2' });
    const stop = await placeOrder(first, stopper, {
      ShareName: market.symbol,
      Side: 2,
      OrderType: 3,
      StopPrice: '5.00',
      Quantity: '2',
    });
    await first.trading.close();
    const second = await createTestApp({ sharedDatabase: first.context.database });
    try {
      await placeOrder(
        second,
        await createTrader(second, { [market.baseAsset]: '1' }),
        limit(market.symbol, 2, '5.00', '1'),
      );
      const stopperAgain = { token: await signIn(second, { email: stopper.email, password: stopper.password }) };
      const [order] = (await listOrders(second, stopperAgain)).items;
      expect(order).toMatchObject({ OrderId: stop.OrderId, LastOrderStatus: '2', AvgFilledOrderPrice: '4.9' });
    } finally {
      await second.close();
      await first.close();
    }
  });

  it.each([
    [{ OrderType: 3, Quantity: '1' }, 'StopPrice', 'A stop order needs a StopPrice'],
    [{ OrderType: 3, Quantity: '1', StopPrice: '1.00', Price: '1.00' }, 'Price', 'A stop order takes no Price'],
    [{ OrderType: 4, Quantity: '1', StopPrice: '1.00' }, 'Price', 'A stop-limit order needs a Price'],
    [
      { OrderType: 2, Quantity: '1', Price: '1.00', StopPrice: '1.00' },
      'StopPrice',
      'A limit order takes no StopPrice',
    ],
    [
      { OrderType: 4, Quantity: '1', Price: '1.00', StopPrice: '0' },
      'StopPrice',
      'StopPrice must be greater than zero',
    ],
    [{ OrderType: 5, Quantity: '1' }, 'OrderType', 'OrderType is 1 (market), 2 (limit), 3 (stop) or 4 (stop-limit)'],
  ])('refuses %j with a 400 naming %s, holding nothing', async (fields, field, message) => {
    const market = await createTestMarket(t);
    const trader = await createTrader(t, { USD: '10' });
    const response = await submitOrder(t, trader, { ShareName: market.symbol, Side: 1, ...fields });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION', errors: { [field]: [message] } });
    expect((await balancesOf(t, trader)).USD).toEqual({ available: '10', held: '0' });
  });
});
