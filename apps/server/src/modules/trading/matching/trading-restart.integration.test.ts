import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { signIn } from '../../auth/testing';
import { reconcile } from '../../ledger';
import { expectMarketAccountedFor } from '../trading.test-accounting';
import {
  balancesOf,
  createMarketWithTraders,
  createTestMarket,
  createTrader,
  listOrders,
  placeOrder,
  submitOrder,
} from '../trading.test-factories';

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

/** Makes the database refuse every fill from now on, as a fault would. */
async function refuseFills(t: TestApp): Promise<void> {
  await t.context.database.db.execute(sql`
    create function refuse_fill() returns trigger language plpgsql as $$
    begin raise exception 'fills are refused'; end $$`);
  await t.context.database.db.execute(
    sql`create trigger refuse_fill before insert on fills for each row execute function refuse_fill()`,
  );
}

describe('a batch whose last statements fail', () => {
  it('writes nothing of it, the trade already settled in the same transaction included, and the market goes on', async () => {
    const t = await createTestApp();
    apps.push(t);
    const { market, seller, buyer } = await createMarketWithTraders(t, { shares: '5', usd: '100' }, { feePct: '0' });
    const resting = await placeOrder(t, seller, {
      ShareName: market.symbol,
      Side: 2,
      OrderType: 2,
      Price: '10.00',
      Quantity: '5',
    });
    const crossing = { ShareName: market.symbol, Side: 1, OrderType: 2, Price: '10.00', Quantity: '3' };

    await refuseFills(t);
    const failed = await submitOrder(t, buyer, crossing);
    expect(failed.statusCode).toBe(500);
    expect(failed.json()).toMatchObject({ success: false, code: 'INTERNAL' });
    expect(failed.body).not.toContain('fills are refused');
    expect(await balancesOf(t, buyer)).toMatchObject({ USD: { available: '100', held: '0' } });
    expect(await balancesOf(t, seller)).toMatchObject({ [market.baseAsset]: { available: '0', held: '5' } });
    expect((await listOrders(t, buyer)).total).toBe(0);
    expect((await listOrders(t, seller)).items).toEqual([
      expect.objectContaining({ OrderId: resting.OrderId, LastOrderStatus: '0', TotalFilledOrderQty: '0' }),
    ]);

    await t.context.database.db.execute(sql`drop trigger refuse_fill on fills`);
    const filled = await placeOrder(t, buyer, crossing);
    expect(filled).toMatchObject({ LastOrderStatus: '2', TotalFilledOrderQty: '3', TotalFilledOrderCost: '30' });
    expect(await balancesOf(t, buyer)).toMatchObject({
      USD: { available: '70', held: '0' },
      [market.baseAsset]: { available: '3', held: '0' },
    });
    await expectMarketAccountedFor(t.context.database.db, market, [
      { id: seller.id, starting: { [market.baseAsset]: '5' } },
      { id: buyer.id, starting: { USD: '100' } },
    ]);
  });
});
