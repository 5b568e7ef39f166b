import { randomUUID } from 'node:crypto';
import type { Order } from '@invest/contracts';
import { scaleOf } from '@invest/money';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/test-app';
import { selectRows } from '../../../platform/db/raw-rows';
import { expectMarketAccountedFor } from '../trading.test-accounting';
import { tradingScenario } from '../trading.test-factories';

const t = useTestApp();
const trading = tradingScenario(t);

const allWeek = { opensAtMinute: 0, closesAtMinute: 0, tradingDays: [1, 2, 3, 4, 5, 6, 7] };

async function amendedOrder(response: Awaited<ReturnType<typeof trading.amend>>): Promise<Order> {
  expect(response.statusCode, response.body).toBe(200);
  return response.json().payload as Order;
}

/** What each of the user's holds has left, and their held balance in `asset`, from the ledger. */
async function holdsOf(userId: string, asset: string) {
  const holds = await selectRows<{ order_id: string; status: string; remaining: string }>(
    t.context.database.db,
    sql`select o.id as order_id, o.status, h.remaining_units::text as remaining
      from orders o join ledger_holds h on h.id = o.hold_id
      where o.user_id = ${userId} and h.asset = ${asset}`,
  );
  return new Map(holds.map((hold) => [hold.order_id, { status: hold.status, remaining: BigInt(hold.remaining) }]));
}

/**
 * Holds are never over or under: each closed order's hold is empty, each open sell's holds exactly
 * its open quantity, each open buy's at least its open quantity's cost and fee at its limit, and the
 * user's held balance is the sum of their open orders' holds.
 */
async function expectHoldsMatchOpenOrders(
  market: { id: string; baseAsset: string; quantityScale: number },
  userIds: readonly string[],
) {
  const baseUnitsPerQuantityUnit = 10n ** BigInt(scaleOf(market.baseAsset) - market.quantityScale);
  const rows = await selectRows<{ user_id: string; side: number; status: string; left: string; owed: string }>(
    t.context.database.db,
    sql`select o.user_id, o.side, o.status, h.remaining_units::text as left,
        case when o.side = 2 then (o.quantity_units - o.filled_quantity_units)::text
          else ((o.quantity_units - o.filled_quantity_units) * o.price_units)::text end as owed
      from orders o join ledger_holds h on h.id = o.hold_id where o.market_id = ${market.id}`,
  );
  for (const row of rows) {
    const isOpen = ['0', '1', 'A'].includes(row.status);
    if (!isOpen) expect(row.left, `closed order ${row.status}`).toBe('0');
    else if (row.side === 2) expect(BigInt(row.left)).toBe(BigInt(row.owed) * baseUnitsPerQuantityUnit);
    else expect(BigInt(row.left)).toBeGreaterThanOrEqual(BigInt(row.owed));
  }
  for (const userId of userIds) {
    const [held] = await selectRows<{ held: string }>(
      t.context.database.db,
      sql`select coalesce(sum(a.balance_units), 0)::text as held from ledger_accounts a
        where a.owner_id = ${userId} and a.purpose = 'held' and a.asset in (${market.baseAsset}, 'USD')`,
    );
    const openHolds = rows
      .filter((row) => row.user_id === userId && ['0', '1', 'A'].includes(row.status))
      .reduce((sum, row) => sum + BigInt(row.left), 0n);
    expect(BigInt(held?.held ?? '0')).toBe(openHolds);
  }
}

describe('amending an open order (cancel-replace)', () => {
  it('never over- or under-holds when amends race fills of the same orders', async () => {
    const market = await trading.market(allWeek);
    const makers = await Promise.all(Array.from({ length: 4 }, () => trading.trader({ [market.baseAsset]: '20' })));
    const buyers = await Promise.all(Array.from({ length: 8 }, () => trading.trader({ USD: '200' })));
    const ask = { ShareName: market.symbol, Side: 2, OrderType: 2, TimeInForce: 1 };
    const resting = await Promise.all(
      makers.map((maker, index) => trading.place(maker, { ...ask, Price: `5.0${index}`, Quantity: '6' })),
    );
    const buys = Array.from({ length: 24 }, (_, index) =>
      trading.submit(buyers[index % buyers.length] as (typeof buyers)[number], {
        ...ask,
        Side: 1,
        Price: `5.0${index % 5}`,
        Quantity: String(1 + (index % 2)),
      }),
    );
    const amends = resting.flatMap((order, index) => {
      const maker = makers[index] as (typeof makers)[number];
      return [
        trading.amend(maker, order.OrderId, { Price: `5.0${(index + 1) % 5}`, Quantity: '8' }),
        trading.amend(maker, order.OrderId, { Price: `5.0${index}`, Quantity: '2' }),
      ];
    });
    const answers = await Promise.all([...buys, ...amends]);
    for (const answer of answers) expect([200, 422], answer.body).toContain(answer.statusCode);
    const amended = (await Promise.all(amends)).filter((answer) => answer.statusCode === 200);
    expect(amended.length).toBeGreaterThan(0);
    for (const refused of (await Promise.all(amends)).filter((answer) => answer.statusCode !== 200)) {
      expect(refused.json().code).toBe('TRD-8');
    }

    await expectHoldsMatchOpenOrders(
      market,
      [...makers, ...buyers].map((trader) => trader.id),
    );
    await expectMarketAccountedFor(t.context.database.db, market, [
      ...makers.map((maker) => ({ id: maker.id, starting: { [market.baseAsset]: '20' } })),
      ...buyers.map((buyer) => ({ id: buyer.id, starting: { USD: '200' } })),
    ]);
  });

  it('replaces a resting buy with a new price and quantity, holding the new worst case instead of the old', async () => {
    const market = await trading.market(allWeek);
    const buyer = await trading.trader({ USD: '100' });
    const order = { ShareName: market.symbol, Side: 1, OrderType: 2, TimeInForce: 1 };
    const original = await trading.place(buyer, { ...order, Price: '10.00', Quantity: '2' });
    expect((await trading.balances(buyer)).USD).toEqual({ available: '79.95', held: '20.05' });

    const replacement = await amendedOrder(
      await trading.amend(buyer, original.OrderId, { Price: '9.00', Quantity: '3' }),
    );

    expect(replacement).toMatchObject({
      ReplacesOrderId: original.OrderId,
      Price: '9',
      RefOrderQty: '3',
      LastOrderStatus: '0',
    });
    expect(replacement.OrderId).not.toBe(original.OrderId);
    expect((await trading.balances(buyer)).USD).toEqual({ available: '72.93', held: '27.07' });
    const orders = (await trading.orders(buyer)).items;
    expect(orders.find((found) => found.OrderId === original.OrderId)?.LastOrderStatus).toBe('5');
    expect(orders.find((found) => found.OrderId === replacement.OrderId)?.LastOrderStatus).toBe('0');
    const holds = await holdsOf(buyer.id, 'USD');
    expect(holds.get(original.OrderId)).toEqual({ status: '5', remaining: 0n });
    expect(holds.get(replacement.OrderId)).toEqual({ status: '0', remaining: 2707n });
    await expectMarketAccountedFor(t.context.database.db, market, [{ id: buyer.id, starting: { USD: '100' } }]);
  });

  it('keeps the order’s place when only its quantity goes down, and loses it when the quantity goes up', async () => {
    const market = await trading.market(allWeek);
    const [first, second, buyer] = await Promise.all([
      trading.trader({ [market.baseAsset]: '10' }),
      trading.trader({ [market.baseAsset]: '10' }),
      trading.trader({ USD: '100' }),
    ]);
    const ask = { ShareName: market.symbol, Side: 2, OrderType: 2, TimeInForce: 1, Price: '5.00' };
    const early = await trading.place(first, { ...ask, Quantity: '4' });
    const late = await trading.place(second, { ...ask, Quantity: '4' });
    const smaller = await amendedOrder(await trading.amend(first, early.OrderId, { Price: '5.00', Quantity: '1' }));
    expect((await trading.balances(first))[market.baseAsset]).toEqual({ available: '9', held: '1' });

    const bought = await trading.place(buyer, { ...ask, Side: 1, Quantity: '1' });
    expect(bought.TotalFilledOrderQty).toBe('1');
    const afterFirstBuy = (await trading.orders(first)).items;
    expect(afterFirstBuy.find((found) => found.OrderId === smaller.OrderId)?.LastOrderStatus).toBe('2');

    const larger = await amendedOrder(await trading.amend(second, late.OrderId, { Price: '5.00', Quantity: '5' }));
    const third = await trading.trader({ [market.baseAsset]: '10' });
    const ahead = await trading.place(third, { ...ask, Quantity: '1' });
    await trading.place(buyer, { ...ask, Side: 1, Quantity: '5' });
    const [largerAfter] = (await trading.orders(second)).items.filter((found) => found.OrderId === larger.OrderId);
    const [aheadAfter] = (await trading.orders(third)).items.filter((found) => found.OrderId === ahead.OrderId);
    expect(largerAfter?.LastOrderStatus).toBe('2');
    expect(aheadAfter?.LastOrderStatus).toBe('0');
  });

  it('trades at once when the new price crosses the book', async () => {
    const market = await trading.market(allWeek);
    const seller = await trading.trader({ [market.baseAsset]: '5' });
    const buyer = await trading.trader({ USD: '100' });
    const order = { ShareName: market.symbol, OrderType: 2, TimeInForce: 1 };
    await trading.place(seller, { ...order, Side: 2, Price: '12.00', Quantity: '2' });
    const bid = await trading.place(buyer, { ...order, Side: 1, Price: '10.00', Quantity: '3' });

    const replacement = await amendedOrder(await trading.amend(buyer, bid.OrderId, { Price: '12.50', Quantity: '3' }));

    expect(replacement).toMatchObject({ TotalFilledOrderQty: '2', LastOrderStatus: '1', AvgFilledOrderPrice: '12' });
    expect((await trading.balances(buyer))[market.baseAsset]).toEqual({ available: '2', held: '0' });
    await expectMarketAccountedFor(t.context.database.db, market, [
      { id: seller.id, starting: { [market.baseAsset]: '5' } },
      { id: buyer.id, starting: { USD: '100' } },
    ]);
  });

  it('refuses what it cannot do and changes nothing', async () => {
    const market = await trading.market(allWeek);
    const buyer = await trading.trader({ USD: '30' });
    const stranger = await trading.trader({ USD: '30' });
    const order = { ShareName: market.symbol, Side: 1, OrderType: 2, TimeInForce: 1 };
    const open = await trading.place(buyer, { ...order, Price: '10.00', Quantity: '2' });
    const cancelled = await trading.place(buyer, { ...order, Price: '1.00', Quantity: '1' });
    await trading.cancel(buyer, cancelled.OrderId);
    const before = await trading.balances(buyer);

    const refusals: [string, { token: string }, Record<string, unknown>, number, string][] = [
      [open.OrderId, buyer, { Price: '10.00', Quantity: '3' }, 422, 'TRD-6'],
      [open.OrderId, buyer, {}, 400, 'VALIDATION'],
      [open.OrderId, buyer, { Quantity: '1' }, 400, 'VALIDATION'],
      [open.OrderId, buyer, { Price: '10.00', Quantity: '1', StopPrice: '9.00' }, 400, 'VALIDATION'],
      [open.OrderId, buyer, { Price: '10.001', Quantity: '1' }, 400, 'VALIDATION'],
      [open.OrderId, buyer, { Price: '10.00', Quantity: '0' }, 400, 'VALIDATION'],
      [open.OrderId, buyer, { Price: '10.00', Quantity: 'lots' }, 400, 'VALIDATION'],
      [open.OrderId, buyer, { Price: '10.00', Quantity: '1', Side: 2 }, 400, 'VALIDATION'],
      [open.OrderId, buyer, { Price: '1e400', Quantity: '1' }, 400, 'VALIDATION'],
      [open.OrderId, stranger, { Price: '10.00', Quantity: '1' }, 404, 'NOT_FOUND'],
      [randomUUID(), buyer, { Price: '10.00', Quantity: '1' }, 404, 'NOT_FOUND'],
      ['not-an-id', buyer, { Price: '10.00', Quantity: '1' }, 400, 'VALIDATION'],
      [cancelled.OrderId, buyer, { Price: '10.00', Quantity: '1' }, 422, 'TRD-8'],
    ];
    for (const [orderId, who, body, status, code] of refusals) {
      const response = await trading.amend(who, orderId, body);
      expect(response.statusCode, `${JSON.stringify(body)}: ${response.body}`).toBe(status);
      expect(response.json().code).toBe(code);
    }
    expect(await trading.balances(buyer)).toEqual(before);
    const orders = (await trading.orders(buyer)).items;
    expect(orders.find((found) => found.OrderId === open.OrderId)?.LastOrderStatus).toBe('0');
    expect(orders).toHaveLength(2);
  });

  it('replaces an order once: a replayed key answers the same replacement, a second amend of the original is refused', async () => {
    const market = await trading.market(allWeek);
    const buyer = await trading.trader({ USD: '100' });
    const order = { ShareName: market.symbol, Side: 1, OrderType: 2, TimeInForce: 1 };
    const original = await trading.place(buyer, { ...order, Price: '10.00', Quantity: '2' });
    const key = randomUUID();
    const first = await amendedOrder(
      await trading.amend(buyer, original.OrderId, { Price: '9.00', Quantity: '2' }, key),
    );
    const replayed = await amendedOrder(
      await trading.amend(buyer, original.OrderId, { Price: '9.00', Quantity: '2' }, key),
    );
    expect(replayed.OrderId).toBe(first.OrderId);
    const again = await trading.amend(buyer, original.OrderId, { Price: '8.00', Quantity: '2' });
    expect(again.statusCode).toBe(422);
    expect(again.json().code).toBe('TRD-8');
    const chained = await amendedOrder(await trading.amend(buyer, first.OrderId, { Price: '8.00', Quantity: '1' }));
    expect(chained.ReplacesOrderId).toBe(first.OrderId);
    expect((await trading.balances(buyer)).USD).toEqual({ available: '91.98', held: '8.02' });
  });

  it('moves a stop order’s trigger and re-holds for the new band edge', async () => {
    const market = await trading.market({ ...allWeek, priceBandBps: 1_000 });
    const buyer = await trading.trader({ USD: '100' });
    const stop = await trading.place(buyer, {
      ShareName: market.symbol,
      Side: 1,
      OrderType: 3,
      TimeInForce: 1,
      StopPrice: '10.00',
      Quantity: '2',
    });
    expect((await trading.balances(buyer)).USD?.held).toBe('22.06');
    const moved = await amendedOrder(await trading.amend(buyer, stop.OrderId, { StopPrice: '20.00', Quantity: '2' }));
    expect(moved).toMatchObject({ StopPrice: '20', Price: '22', LastOrderStatus: '0' });
    expect((await trading.balances(buyer)).USD?.held).toBe('44.11');
    const withPrice = await trading.amend(buyer, moved.OrderId, { StopPrice: '20.00', Price: '21.00', Quantity: '2' });
    expect(withPrice.statusCode).toBe(400);
  });

  it('keeps the stop price of a triggered stop-limit order and lets its limit and quantity change', async () => {
    const market = await trading.market(allWeek);
    const [seller, buyer, trader] = await Promise.all([
      trading.trader({ [market.baseAsset]: '5' }),
      trading.trader({ USD: '100' }),
      trading.trader({ USD: '100' }),
    ]);
    const order = { ShareName: market.symbol, OrderType: 2, TimeInForce: 1 };
    await trading.place(seller, { ...order, Side: 2, Price: '10.00', Quantity: '1' });
    await trading.place(buyer, { ...order, Side: 1, Price: '10.00', Quantity: '1' });
    const stopLimit = await trading.place(trader, {
      ...order,
      OrderType: 4,
      Side: 1,
      StopPrice: '10.00',
      Price: '9.00',
      Quantity: '2',
    });
    const moved = await trading.amend(trader, stopLimit.OrderId, { StopPrice: '11.00', Price: '9.00', Quantity: '2' });
    expect(moved.statusCode).toBe(400);
    expect(moved.json().errors).toEqual({
      StopPrice: ['The order has been triggered: its stop price can no longer change'],
    });
    const lowered = await amendedOrder(
      await trading.amend(trader, stopLimit.OrderId, { StopPrice: '10.00', Price: '8.50', Quantity: '1' }),
    );
    expect(lowered).toMatchObject({ Price: '8.5', StopPrice: '10', RefOrderQty: '1', LastOrderStatus: '0' });
    expect((await trading.balances(trader)).USD).toEqual({ available: '91.47', held: '8.53' });
  });
});
