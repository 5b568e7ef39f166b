import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { call, useTestApp } from '../../../../test/test-app';
import { selectRows } from '../../../platform/db/raw-rows';
import { getAccountBalance, getOrCreateAccount, reconcile, systemPurposes } from '../../ledger';
import { tradingScenario } from '../trading.test-factories';

const t = useTestApp();
const trading = tradingScenario(t);

async function feesCollected(tenantId: string) {
  const { db } = t.context.database;
  const fees = await getOrCreateAccount(db, tenantId, {
    owner: { kind: 'system' },
    asset: 'USD',
    purpose: systemPurposes.fees,
  });
  return getAccountBalance(db, tenantId, fees);
}

async function tradeTransactionsOf(symbol: string) {
  return selectRows<{ postings: number }>(
    t.context.database.db,
    sql`select (select count(*)::int from ledger_postings p where p.transaction_id = lt.id) as postings
        from ledger_transactions lt where lt.kind = 'trade' and lt.metadata->>'market' = ${symbol}`,
  );
}

describe('trading between two investors', () => {
  it('settles a crossing order against a resting one at the resting price, fees rounded up, then cancels the rest', async () => {
    const { market, seller, buyer } = await trading.marketWithTraders({ shares: '100', usd: '1000' });

    const resting = await trading.place(seller, {
      ShareName: market.symbol,
      Side: 2,
      OrderType: 2,
      Price: '12.34',
      Quantity: '10',
      TimeInForce: 1,
    });
    expect(resting).toMatchObject({ LastOrderStatus: '0', RefOrderQty: '10', TotalFilledOrderQty: '0', Reports: [] });
    expect((await trading.balances(seller))[market.baseAsset]).toEqual({ available: '90', held: '10' });

    // 4 x 12.34 = 49.36 USD; 0.25 % of it is 0.1234, charged as 0.13 to each side.
    const crossing = await trading.place(buyer, {
      ShareName: market.symbol,
      Side: 1,
      OrderType: 2,
      Price: 12.5,
      Quantity: 4,
      TimeInForce: 1,
    });
    expect(crossing).toMatchObject({
      Side: 1,
      OrderType: 2,
      ShareName: market.symbol,
      RefOrderQty: '4',
      TotalFilledOrderQty: '4',
      AvgFilledOrderPrice: '12.34',
      FilledOrderQtyPct: '100',
      TotalFilledOrderCost: '49.36',
      Fee: '0.13',
      FeePct: '0.25',
      LastOrderStatus: '2',
      IntegrationService: 'digtl_ledger',
    });
    expect(crossing.Reports).toEqual([
      {
        ExecutionId: expect.any(String),
        Price: '12.34',
        Quantity: '4',
        Status: '2',
        TransactionTime: expect.any(String),
      },
    ]);

    // The buyer held 50.00 + 0.13 at the limit price; what the better price saved is released.
    expect(await trading.balances(buyer)).toEqual({
      USD: { available: '950.51', held: '0' },
      [market.baseAsset]: { available: '4', held: '0' },
    });
    expect(await trading.balances(seller)).toEqual({
      USD: { available: '49.23', held: '0' },
      [market.baseAsset]: { available: '90', held: '6' },
    });
    expect(await feesCollected(market.tenantId)).toBe(26n);
    // The fill moved both sides and the fees in one ledger transaction.
    const trades = await tradeTransactionsOf(market.symbol);
    expect(trades).toEqual([{ postings: 5 }]);

    const [sellerOrder] = (await trading.orders(seller)).items;
    expect(sellerOrder).toMatchObject({
      OrderId: resting.OrderId,
      LastOrderStatus: '1',
      TotalFilledOrderQty: '4',
      FilledOrderQtyPct: '40',
      TotalFilledOrderCost: '49.36',
      Fee: '0.13',
      Reports: [{ Price: '12.34', Quantity: '4', Status: '1' }],
    });

    const cancelled = await trading.cancel(seller, resting.OrderId);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toMatchObject({
      message: 'Order cancelled',
      payload: { LastOrderStatus: '4', TotalFilledOrderQty: '4' },
    });
    expect((await trading.balances(seller))[market.baseAsset]).toEqual({ available: '96', held: '0' });

    const again = await trading.cancel(seller, resting.OrderId);
    expect(again.statusCode).toBe(422);
    expect(again.json()).toMatchObject({ code: 'TRD-11' });
    expect((await reconcile(t.context.database.db)).mismatches).toEqual([]);
  });

  it('fills an incoming order across price levels in price-time priority', async () => {
    const market = await trading.market({ feePct: '0' });
    const early = await trading.trader({ [market.baseAsset]: '5' });
    const late = await trading.trader({ [market.baseAsset]: '5' });
    const buyer = await trading.trader({ USD: '100' });
    const sell = (price: string) => ({ ShareName: market.symbol, Side: 2, OrderType: 2, Price: price, Quantity: '5' });
    await trading.place(late, sell('10.00'));
    await trading.place(early, sell('9.00'));
    const order = await trading.place(buyer, {
      ShareName: market.symbol,
      Side: 1,
      OrderType: 2,
      Price: '10',
      Quantity: '7',
    });
    expect(order).toMatchObject({
      TotalFilledOrderQty: '7',
      TotalFilledOrderCost: '65',
      AvgFilledOrderPrice: '9.29',
      Fee: '0',
    });
    expect(order.Reports.map((report) => [report.Price, report.Quantity, report.Status])).toEqual([
      ['9', '5', '1'],
      ['10', '2', '2'],
    ]);
    expect((await trading.balances(buyer)).USD).toEqual({ available: '35', held: '0' });
    expect((await trading.balances(late)).USD).toEqual({ available: '20', held: '0' });
    expect((await reconcile(t.context.database.db)).mismatches).toEqual([]);
  });

  it('matches concurrent crossing orders one at a time, each fill settled once', async () => {
    const market = await trading.market();
    const seller = await trading.trader({ [market.baseAsset]: '10' });
    const order = { ShareName: market.symbol, OrderType: 2, Price: '5.00', Quantity: '2' };
    const resting = await trading.place(seller, { ...order, Side: 2, Quantity: '10' });
    const buyers = await Promise.all(Array.from({ length: 6 }, () => trading.trader({ USD: '20' })));
    const responses = await Promise.all(buyers.map((buyer) => trading.submit(buyer, { ...order, Side: 1 })));
    expect(responses.map((response) => response.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    const statuses = responses.map((response) => response.json().payload.LastOrderStatus).sort();
    expect(statuses).toEqual(['0', '2', '2', '2', '2', '2']);
    expect((await trading.orders(seller)).items[0]).toMatchObject({
      OrderId: resting.OrderId,
      LastOrderStatus: '2',
      TotalFilledOrderCost: '50',
      Fee: '0.13',
    });
    expect((await trading.balances(seller)).USD).toEqual({ available: '49.87', held: '0' });
    expect((await reconcile(t.context.database.db)).mismatches).toEqual([]);
  });

  it("cancels the investor's own resting order instead of trading with it", async () => {
    const market = await trading.market();
    const trader = await trading.trader({ USD: '100', [market.baseAsset]: '1' });
    const order = { ShareName: market.symbol, OrderType: 2, Price: '5.00', Quantity: '1' };
    const sell = await trading.place(trader, { ...order, Side: 2 });
    const buy = await trading.place(trader, { ...order, Side: 1 });
    expect(buy).toMatchObject({ LastOrderStatus: '0', TotalFilledOrderQty: '0' });
    const orders = (await trading.orders(trader)).items;
    expect(orders.find((found) => found.OrderId === sell.OrderId)).toMatchObject({ LastOrderStatus: '4' });
    expect((await trading.balances(trader))[market.baseAsset]).toEqual({ available: '1', held: '0' });
  });

  it('answers an idempotent retry from the first placement and places the order once', async () => {
    const market = await trading.market();
    const buyer = await trading.trader({ USD: '100' });
    const body = { ShareName: market.symbol, Side: 1, OrderType: 2, Price: '5.00', Quantity: '2' };
    const send = () =>
      call(t.trading, {
        method: 'POST',
        url: '/api/orders',
        token: buyer.token,
        headers: { 'idempotency-key': 'order-once' },
        payload: body,
      });
    const first = await send();
    const retry = await send();
    expect(first.statusCode).toBe(200);
    expect(retry.statusCode).toBe(200);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.json().payload.OrderId).toBe(first.json().payload.OrderId);
    expect((await trading.orders(buyer)).total).toBe(1);
    // 10.00 plus its 0.025 fee rounded up to 0.03, held once.
    expect((await trading.balances(buyer)).USD).toEqual({ available: '89.97', held: '10.03' });
  });
});
