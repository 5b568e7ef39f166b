import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { signIn } from '../auth/auth.test-factories';
import { reconcile } from '../ledger';
import {
  balancesOf,
  createTestMarket,
  createTrader,
  listOrders,
  placeOrder,
  submitOrder,
} from './trading.test-factories';

const apps: TestApp[] = [];

afterAll(async () => {
  for (const app of apps.reverse()) await app.close();
});

describe('the one writer of a market', () => {
  it('refuses orders of a market in a second trading process while the first serves it, writing nothing', async () => {
    const first = await createTestApp();
    apps.push(first);
    const market = await createTestMarket(first);
    const order = { ShareName: market.symbol, Side: 1, OrderType: 2, Price: '1.00', Quantity: '1' };
    await placeOrder(first, await createTrader(first, { USD: '10' }), order);
    const second = await createTestApp({ sharedDatabase: first.context.database });
    apps.push(second);
    const buyer = await createTrader(second, { USD: '10' });
    const refused = await submitOrder(second, buyer, order);
    expect(refused.statusCode).toBe(503);
    expect(refused.json()).toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
    expect((await listOrders(second, buyer)).total).toBe(0);
    expect((await balancesOf(second, buyer)).USD).toEqual({ available: '10', held: '0' });
  });

  it('rebuilds the book from the database, so a new crossing order fills against an old resting one', async () => {
    const first = await createTestApp();
    apps.push(first);
    const market = await createTestMarket(first, { feePct: '0' });
    const seller = await createTrader(first, { [market.baseAsset]: '5' });
    const resting = await placeOrder(first, seller, {
      ShareName: market.symbol,
      Side: 2,
      OrderType: 2,
      Price: '10.00',
      Quantity: '5',
    });
    await first.trading.close();

    const second = await createTestApp({ sharedDatabase: first.context.database });
    apps.push(second);
    const buyer = await createTrader(second, { USD: '100' });
    const crossing = await placeOrder(second, buyer, {
      ShareName: market.symbol,
      Side: 1,
      OrderType: 2,
      Price: '10.00',
      Quantity: '3',
    });
    expect(crossing).toMatchObject({ LastOrderStatus: '2', TotalFilledOrderCost: '30' });

    const sellerAgain = { token: await signIn(second, { email: seller.email, password: seller.password }) };
    expect((await listOrders(second, sellerAgain)).items[0]).toMatchObject({
      OrderId: resting.OrderId,
      LastOrderStatus: '1',
      TotalFilledOrderQty: '3',
    });
    expect(await balancesOf(second, sellerAgain)).toEqual({
      USD: { available: '30', held: '0' },
      [market.baseAsset]: { available: '0', held: '2' },
    });
    expect((await reconcile(second.context.database.db)).mismatches).toEqual([]);
  });
});
