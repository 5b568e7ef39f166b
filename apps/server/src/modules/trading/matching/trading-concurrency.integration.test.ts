import { OrderStatus } from '@invest/engine';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/test-app';
import { selectRows } from '../../../platform/db/raw-rows';
import { expectMarketAccountedFor } from '../trading.test-accounting';
import {
  cancel,
  createTestDesk,
  createTestMarket,
  createTrader,
  deskPlacement,
  placeOrder,
  submitOrder,
} from '../trading.test-factories';
import type { DeskCommand } from './market-batch';

const t = useTestApp();

const allWeek = { opensAtMinute: 0, closesAtMinute: 0, tradingDays: [1, 2, 3, 4, 5, 6, 7] };

describe('orders arriving at once', () => {
  it('settles 100 concurrent crossing orders, refusals and cancels each once, with every balance accounted for', async () => {
    const market = await createTestMarket(t, allWeek);
    const buyers = await Promise.all(
      // The last two can pay for a few orders only: some of theirs are refused in the middle of a batch.
      [5000, 5000, 5000, 5000, 5000, 5000, 5000, 5000, 25, 12].map(async (usd) => ({
        trader: await createTrader(t, { USD: String(usd) }),
        starting: { USD: String(usd) },
      })),
    );
    const sellers = await Promise.all(
      Array.from({ length: 10 }, async () => ({
        trader: await createTrader(t, { [market.baseAsset]: '60' }),
        starting: { [market.baseAsset]: '60' },
      })),
    );
    const order = { ShareName: market.symbol, OrderType: 2, TimeInForce: 1 };
    const resting = await Promise.all(
      sellers.map(({ trader }, index) =>
        placeOrder(t, trader, { ...order, Side: 2, Price: `10.1${index}`, Quantity: '1' }),
      ),
    );

    const placements = Array.from({ length: 100 }, (_, index) => {
      const isBuy = index % 2 === 0;
      const { trader } = (isBuy ? buyers : sellers)[Math.floor(index / 2) % 10] as (typeof buyers)[number];
      const price = `${isBuy ? '10.0' : '9.9'}${index % 10}`;
      return submitOrder(t, trader, { ...order, Side: isBuy ? 1 : 2, Price: price, Quantity: String(1 + (index % 3)) });
    });
    const cancels = resting.map((placed, index) =>
      cancel(t, (sellers[index] as (typeof sellers)[number]).trader, placed.OrderId),
    );
    const [placed, cancelled] = await Promise.all([Promise.all(placements), Promise.all(cancels)]);

    const refusedCodes = placed
      .filter((response) => response.statusCode !== 200)
      .map((response) => response.json().code);
    expect(new Set(refusedCodes)).toEqual(new Set(refusedCodes.length > 0 ? ['TRD-6'] : []));
    expect(refusedCodes.length).toBeGreaterThan(0);
    const accepted = placed
      .filter((response) => response.statusCode === 200)
      .map((response) => response.json().payload);
    expect(new Set(accepted.map((found) => found.OrderId)).size).toBe(accepted.length);
    expect(accepted.some((found) => found.TotalFilledOrderQty !== '0')).toBe(true);
    for (const response of cancelled) expect(response.statusCode, response.body).toBe(200);
    for (const response of cancelled) expect(response.json().payload.LastOrderStatus).toBe(OrderStatus.Canceled);

    await expectMarketAccountedFor(
      t.context.database.db,
      market,
      [...buyers, ...sellers].map(({ trader, starting }) => ({ id: trader.id, starting })),
    );
  });

  it('funds the orders of one batch from what was available when it began, not from fills within it', async () => {
    const market = await createTestMarket(t, allWeek);
    const bidder = await createTrader(t, { USD: '100' });
    const seller = await createTrader(t, { [market.baseAsset]: '1' });
    const desk = createTestDesk(t);
    await desk.submit(market, deskPlacement(market, bidder, { side: 1, priceUnits: 1000n }));
    // Both handed over in the same moment: one batch. The sale pays 9.97 USD, the buy needs 5.02.
    const sale = desk.submit(market, deskPlacement(market, seller, { side: 2, priceUnits: 1000n }));
    const buyWithProceeds = desk.submit(market, deskPlacement(market, seller, { side: 1, priceUnits: 500n }));
    await expect(sale).resolves.toMatchObject({ order: { status: OrderStatus.Filled } });
    await expect(buyWithProceeds).rejects.toMatchObject({ code: 'TRD-6' });
    // In the next batch the proceeds are there.
    await expect(
      desk.submit(market, deskPlacement(market, seller, { side: 1, priceUnits: 500n })),
    ).resolves.toMatchObject({
      order: { status: OrderStatus.New },
    });
    await desk.close();
    await expectMarketAccountedFor(t.context.database.db, market, [
      { id: bidder.id, starting: { USD: '100' } },
      { id: seller.id, starting: { [market.baseAsset]: '1' } },
    ]);
  });

  it('writes the orders handed over together in one database transaction', async () => {
    const market = await createTestMarket(t, allWeek);
    const traders = await Promise.all(Array.from({ length: 4 }, () => createTrader(t, { USD: '100' })));
    const desk = createTestDesk(t);
    const together = traders.map((trader, index) =>
      deskPlacement(market, trader, { side: 1, priceUnits: 900n + BigInt(index) }),
    );
    const later = deskPlacement(market, traders[0] as (typeof traders)[number], { side: 1, priceUnits: 800n });
    await Promise.all(together.map((command) => desk.submit(market, command)));
    await desk.submit(market, later);
    await desk.close();
    // A ledger transaction carries the start time of the database transaction that wrote it.
    const startedAt = async (command: DeskCommand) => {
      const [found] = await selectRows<{ created_at: unknown }>(
        t.context.database.db,
        sql`select created_at from ledger_transactions where kind = 'hold'
          and metadata->>'orderId' = ${command.type === 'place' ? command.draft.id : ''}`,
      );
      return String(found?.created_at);
    };
    const stamps = await Promise.all(together.map(startedAt));
    expect(new Set(stamps).size).toBe(1);
    expect(await startedAt(later)).not.toBe(stamps[0]);
  });
});
