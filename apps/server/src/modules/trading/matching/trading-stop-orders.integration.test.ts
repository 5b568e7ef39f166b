import { describe, expect, it } from 'vitest';
import { createTestApp, useTestApp } from '../../../../test/test-app';
import { reconcile } from '../../ledger';
import { restartTrading, tradingScenario } from '../trading.test-factories';

const t = useTestApp();
const trading = tradingScenario(t);

const limit = (symbol: string, side: 1 | 2, price: string, quantity: string) => ({
  ShareName: symbol,
  Side: side,
  OrderType: 2,
  Price: price,
  Quantity: quantity,
});

describe('stop and stop-limit orders', () => {
  it('waits for the last trade to reach a sell stop-limit, then sells down to its limit', async () => {
    const market = await trading.market({ feePct: '0' });
    const bidder = await trading.trader({ USD: '1000' });
    await trading.place(bidder, limit(market.symbol, 1, '9.00', '1'));
    await trading.place(bidder, limit(market.symbol, 1, '8.95', '5'));
    const stopper = await trading.trader({ [market.baseAsset]: '3' });
    const stop = await trading.place(stopper, {
      ShareName: market.symbol,
      Side: 2,
      OrderType: 4,
      StopPrice: '9.00',
      Price: '8.90',
      Quantity: '3',
    });
    expect(stop).toMatchObject({ OrderType: 4, StopPrice: '9', Price: '8.9', LastOrderStatus: '0' });
    expect((await trading.balances(stopper))[market.baseAsset]).toEqual({ available: '0', held: '3' });

    // A trade at 9.00 reaches the stop: it sells its 3 into the next bid, at 8.95.
    await trading.place(await trading.trader({ [market.baseAsset]: '1' }), limit(market.symbol, 2, '9.00', '1'));
    const [triggered] = (await trading.orders(stopper)).items;
    expect(triggered).toMatchObject({
      OrderId: stop.OrderId,
      LastOrderStatus: '2',
      TotalFilledOrderQty: '3',
      AvgFilledOrderPrice: '8.95',
    });
    expect(await trading.balances(stopper)).toEqual({
      USD: { available: '26.85', held: '0' },
      [market.baseAsset]: { available: '0', held: '0' },
    });
    expect((await reconcile(t.context.database.db)).mismatches).toEqual([]);
  });

  it('holds a buy stop at the price band above its stop price, the worst it can pay, and cancels with the hold back', async () => {
    const market = await trading.market();
    const buyer = await trading.trader({ USD: '100' });
    const stop = await trading.place(buyer, {
      ShareName: market.symbol,
      Side: 1,
      OrderType: 3,
      StopPrice: '10.00',
      Quantity: '4',
    });
    // 5 % above 10.00 is 10.50; 4 x 10.50 = 42.00, and 0.25 % of it is 0.105, held as 0.11.
    expect(stop).toMatchObject({ OrderType: 3, StopPrice: '10', Price: '10.5', LastOrderStatus: '0' });
    expect((await trading.balances(buyer)).USD).toEqual({ available: '57.89', held: '42.11' });
    const cancelled = await trading.cancel(buyer, stop.OrderId);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect((await trading.balances(buyer)).USD).toEqual({ available: '100', held: '0' });
  });

  it('triggers a buy stop when a trade reaches its stop price and buys the offers within its band', async () => {
    const market = await trading.market({ feePct: '0' });
    const seller = await trading.trader({ [market.baseAsset]: '10' });
    await trading.place(seller, limit(market.symbol, 2, '10.00', '1'));
    await trading.place(seller, limit(market.symbol, 2, '10.40', '2'));
    await trading.place(seller, limit(market.symbol, 2, '10.60', '2'));
    const stopper = await trading.trader({ USD: '100' });
    const stop = await trading.place(stopper, {
      ShareName: market.symbol,
      Side: 1,
      OrderType: 3,
      StopPrice: '10.00',
      Quantity: '3',
    });
    await trading.place(await trading.trader({ USD: '20' }), limit(market.symbol, 1, '10.00', '1'));

    // Triggered at 10.00, it buys 2 at 10.40; 10.60 is past its 10.50 limit, so 1 stays open.
    const [order] = (await trading.orders(stopper)).items;
    expect(order).toMatchObject({ OrderId: stop.OrderId, LastOrderStatus: '1', TotalFilledOrderQty: '2' });
    expect((await trading.balances(stopper))[market.baseAsset]).toEqual({ available: '2', held: '0' });
    expect((await reconcile(t.context.database.db)).mismatches).toEqual([]);
  });

  it('keeps a stop waiting across a restart and triggers it afterwards', async () => {
    const first = await createTestApp();
    const before = tradingScenario(first);
    const market = await before.market({ feePct: '0' });
    const bidder = await before.trader({ USD: '100' });
    await before.place(bidder, limit(market.symbol, 1, '5.00', '1'));
    await before.place(bidder, limit(market.symbol, 1, '4.90', '2'));
    const stopper = await before.trader({ [market.baseAsset]: '2' });
    const stop = await before.place(stopper, {
      ShareName: market.symbol,
      Side: 2,
      OrderType: 3,
      StopPrice: '5.00',
      Quantity: '2',
    });
    const second = await restartTrading(first);
    try {
      const after = tradingScenario(second);
      await after.place(await after.trader({ [market.baseAsset]: '1' }), limit(market.symbol, 2, '5.00', '1'));
      const [order] = (await after.orders(await after.signInAgain(stopper))).items;
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
    const market = await trading.market();
    const trader = await trading.trader({ USD: '10' });
    const response = await trading.submit(trader, { ShareName: market.symbol, Side: 1, ...fields });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION', errors: { [field]: [message] } });
    expect((await trading.balances(trader)).USD).toEqual({ available: '10', held: '0' });
  });
});
