import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { reconcile } from '../../ledger';
import { expectMarketAccountedFor } from '../trading.test-accounting';
import { restartTrading, tradingScenario } from '../trading.test-factories';

const apps: TestApp[] = [];

afterAll(async () => {
  for (const app of apps.reverse()) await app.close();
});

describe('the one writer of a market', () => {
  it('refuses orders of a market in a second trading process while the first serves it, writing nothing', async () => {
    const first = await createTestApp();
    apps.push(first);
    const before = tradingScenario(first);
    const market = await before.market();
    const order = { ShareName: market.symbol, Side: 1, OrderType: 2, Price: '1.00', Quantity: '1' };
    await before.place(await before.trader({ USD: '10' }), order);
    const second = await createTestApp({ sharedDatabase: first.context.database });
    apps.push(second);
    const after = tradingScenario(second);
    const buyer = await after.trader({ USD: '10' });
    const refused = await after.submit(buyer, order);
    expect(refused.statusCode).toBe(503);
    expect(refused.json()).toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
    expect((await after.orders(buyer)).total).toBe(0);
    expect((await after.balances(buyer)).USD).toEqual({ available: '10', held: '0' });
  });

  it('rebuilds the book from the database, so a new crossing order fills against an old resting one', async () => {
    const first = await createTestApp();
    apps.push(first);
    const before = tradingScenario(first);
    const market = await before.market({ feePct: '0' });
    const seller = await before.trader({ [market.baseAsset]: '5' });
    const resting = await before.place(seller, {
      ShareName: market.symbol,
      Side: 2,
      OrderType: 2,
      Price: '10.00',
      Quantity: '5',
    });
    const second = await restartTrading(first);
    apps.push(second);
    const after = tradingScenario(second);
    const buyer = await after.trader({ USD: '100' });
    const crossing = await after.place(buyer, {
      ShareName: market.symbol,
      Side: 1,
      OrderType: 2,
      Price: '10.00',
      Quantity: '3',
    });
    expect(crossing).toMatchObject({ LastOrderStatus: '2', TotalFilledOrderCost: '30' });

    const sellerAgain = await after.signInAgain(seller);
    expect((await after.orders(sellerAgain)).items[0]).toMatchObject({
      OrderId: resting.OrderId,
      LastOrderStatus: '1',
      TotalFilledOrderQty: '3',
    });
    expect(await after.balances(sellerAgain)).toEqual({
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
    const trading = tradingScenario(t);
    const { market, seller, buyer } = await trading.marketWithTraders({ shares: '5', usd: '100' }, { feePct: '0' });
    const resting = await trading.place(seller, {
      ShareName: market.symbol,
      Side: 2,
      OrderType: 2,
      Price: '10.00',
      Quantity: '5',
    });
    const crossing = { ShareName: market.symbol, Side: 1, OrderType: 2, Price: '10.00', Quantity: '3' };

    await refuseFills(t);
    const failed = await trading.submit(buyer, crossing);
    expect(failed.statusCode).toBe(500);
    expect(failed.json()).toMatchObject({ success: false, code: 'INTERNAL' });
    expect(failed.body).not.toContain('fills are refused');
    expect(await trading.balances(buyer)).toMatchObject({ USD: { available: '100', held: '0' } });
    expect(await trading.balances(seller)).toMatchObject({ [market.baseAsset]: { available: '0', held: '5' } });
    expect((await trading.orders(buyer)).total).toBe(0);
    expect((await trading.orders(seller)).items).toEqual([
      expect.objectContaining({ OrderId: resting.OrderId, LastOrderStatus: '0', TotalFilledOrderQty: '0' }),
    ]);

    await t.context.database.db.execute(sql`drop trigger refuse_fill on fills`);
    const filled = await trading.place(buyer, crossing);
    expect(filled).toMatchObject({ LastOrderStatus: '2', TotalFilledOrderQty: '3', TotalFilledOrderCost: '30' });
    expect(await trading.balances(buyer)).toMatchObject({
      USD: { available: '70', held: '0' },
      [market.baseAsset]: { available: '3', held: '0' },
    });
    await expectMarketAccountedFor(t.context.database.db, market, [
      { id: seller.id, starting: { [market.baseAsset]: '5' } },
      { id: buyer.id, starting: { USD: '100' } },
    ]);
  });
});
