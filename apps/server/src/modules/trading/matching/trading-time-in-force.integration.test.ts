import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/test-app';
import { signIn } from '../../auth/testing';
import { reconcile } from '../../ledger';
import { tradingScenario } from '../trading.test-factories';

const t = useTestApp();
const trading = tradingScenario(t);

/** A market without fees where a seller rests 3 at 10.00 and 3 at 11.00. */
async function bookWithAsks() {
  const market = await trading.market({ feePct: '0' });
  const seller = await trading.trader({ [market.baseAsset]: '6' });
  for (const price of ['10.00', '11.00']) {
    await trading.place(seller, { ShareName: market.symbol, Side: 2, OrderType: 2, Price: price, Quantity: '3' });
  }
  const buyer = await trading.trader({ USD: '100' });
  const buy = (overrides: Record<string, unknown>) => ({
    ShareName: market.symbol,
    Side: 1,
    OrderType: 2,
    ...overrides,
  });
  return { market, seller, buyer, buy };
}

describe('time in force and market orders', () => {
  it('fills what an IOC order can at once and cancels the rest, releasing its hold', async () => {
    const { buyer, buy } = await bookWithAsks();
    const order = await trading.place(buyer, buy({ Price: '10.00', Quantity: '5', TimeInForce: 3 }));
    expect(order).toMatchObject({ LastOrderStatus: '4', TotalFilledOrderQty: '3', TotalFilledOrderCost: '30' });
    expect((await trading.balances(buyer)).USD).toEqual({ available: '70', held: '0' });
  });

  it('refuses a FOK order that cannot fill in full, writing nothing, and fills one that can', async () => {
    const { buyer, buy } = await bookWithAsks();
    const refused = await trading.submit(buyer, buy({ Price: '10.00', Quantity: '4', TimeInForce: 4 }));
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ code: 'TRD-4' });
    expect((await trading.orders(buyer)).total).toBe(0);
    expect((await trading.balances(buyer)).USD).toEqual({ available: '100', held: '0' });
    const filled = await trading.place(buyer, buy({ Price: '11.00', Quantity: '4', TimeInForce: 4 }));
    expect(filled).toMatchObject({ LastOrderStatus: '2', TotalFilledOrderQty: '4', TotalFilledOrderCost: '41' });
    expect((await trading.balances(buyer)).USD).toEqual({ available: '59', held: '0' });
  });

  it('rests a Day order like a GTC one until it trades', async () => {
    const { market, buyer, buy } = await bookWithAsks();
    const order = await trading.place(buyer, buy({ Price: '9.00', Quantity: '2', TimeInForce: 0 }));
    expect(order).toMatchObject({ LastOrderStatus: '0', TimeInForce: 0 });
    expect((await trading.balances(buyer)).USD).toEqual({ available: '82', held: '18' });
    const seller = await trading.trader({ [market.baseAsset]: '2' });
    await trading.place(seller, { ShareName: market.symbol, Side: 2, OrderType: 2, Price: '9.00', Quantity: '2' });
    expect((await trading.orders(buyer)).items[0]).toMatchObject({ LastOrderStatus: '2' });
  });

  it('expires a Day order when its session has ended, releasing its hold, and keeps a GTC one', async () => {
    const { buyer, buy } = await bookWithAsks();
    const opening = t.clock.now();
    const day = await trading.place(buyer, buy({ Price: '9.00', Quantity: '2', TimeInForce: 0 }));
    const goodTillCancel = await trading.place(buyer, buy({ Price: '8.00', Quantity: '1', TimeInForce: 1 }));
    try {
      t.clock.set(new Date('2026-03-03T12:00:00Z'));
      buyer.token = await signIn(t, { email: buyer.email, password: buyer.password });
      await trading.place(buyer, buy({ Price: '7.00', Quantity: '1', TimeInForce: 1 }));
      const orders = (await trading.orders(buyer)).items;
      expect(orders.find((order) => order.OrderId === day.OrderId)).toMatchObject({ LastOrderStatus: '3' });
      expect(orders.find((order) => order.OrderId === goodTillCancel.OrderId)).toMatchObject({ LastOrderStatus: '0' });
      expect((await trading.balances(buyer)).USD).toEqual({ available: '85', held: '15' });
    } finally {
      t.clock.set(opening);
    }
  });

  it('trades a market buy within the price band, holding the band edge and releasing what it did not spend', async () => {
    const { market, buyer } = await bookWithAsks();
    const order = await trading.place(buyer, { ShareName: market.symbol, Side: 1, OrderType: 1, Quantity: '4' });
    // The band is 5 % above the best ask of 10.00: asks at 11.00 are beyond it.
    expect(order).toMatchObject({
      LastOrderStatus: '4',
      TotalFilledOrderQty: '3',
      TotalFilledOrderCost: '30',
      Price: null,
    });
    expect((await trading.balances(buyer)).USD).toEqual({ available: '70', held: '0' });
    expect((await reconcile(t.context.database.db)).mismatches).toEqual([]);
  });

  it('refuses a market order when the book has nothing to trade against', async () => {
    const market = await trading.market();
    const buyer = await trading.trader({ USD: '100' });
    const response = await trading.submit(buyer, { ShareName: market.symbol, Side: 1, OrderType: 1, Quantity: '1' });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ code: 'TRD-4', message: 'There is no order to trade against' });
    expect((await trading.orders(buyer)).total).toBe(0);
  });

  it('sells at market into resting bids and pays the seller less the fee', async () => {
    const market = await trading.market({ feePct: '1' });
    const bidder = await trading.trader({ USD: '100' });
    await trading.place(bidder, { ShareName: market.symbol, Side: 1, OrderType: 2, Price: '20.00', Quantity: '2' });
    const seller = await trading.trader({ [market.baseAsset]: '2' });
    const order = await trading.place(seller, { ShareName: market.symbol, Side: 2, OrderType: 1, Quantity: '2' });
    expect(order).toMatchObject({ LastOrderStatus: '2', TotalFilledOrderCost: '40', Fee: '0.4' });
    expect((await trading.balances(seller)).USD).toEqual({ available: '39.6', held: '0' });
    expect((await trading.balances(bidder)).USD).toEqual({ available: '59.6', held: '0' });
  });
});
