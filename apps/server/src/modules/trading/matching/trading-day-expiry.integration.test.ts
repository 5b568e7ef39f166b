import { OrderStatus, TimeInForce } from '@invest/engine';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/test-app';
import { getBalances, reconcile } from '../../ledger';
import { findOrdersByIds } from '../markets/orders.repository';
import { createTestDesk, createTestMarket, createTrader, deskPlacement } from '../trading.test-factories';
import { createDayExpirySchedule } from './day-expiry-schedule';

const t = useTestApp();

describe('the expiry of Day orders', () => {
  it('expires a Day order at the end of its session though nobody trades, releasing its hold, and keeps a GTC one', async () => {
    const opening = t.clock.now();
    // Monday 12:00 UTC; the default session runs from 06:00 to 02:00 the next morning.
    const market = await createTestMarket(t);
    const buyer = await createTrader(t, { USD: '100' });
    const desk = createTestDesk(t);
    const schedule = createDayExpirySchedule({
      db: t.context.database.db,
      clock: t.clock,
      desk,
      logError: () => undefined,
    });
    const buy = (timeInForce: number, priceUnits: bigint) =>
      deskPlacement(market, buyer, { side: 1, priceUnits, timeInForce, quantityUnits: 2n });
    try {
      const day = await desk.submit(market, buy(TimeInForce.Day, 900n));
      const goodTillCancel = await desk.submit(market, buy(TimeInForce.GoodTillCancel, 800n));
      const ids = [day.order?.id ?? '', goodTillCancel.order?.id ?? ''];

      expect(await schedule.runOnce()).not.toContain(market.symbol);
      t.clock.set(new Date('2026-03-03T01:59:00Z'));
      expect(await schedule.runOnce()).not.toContain(market.symbol);

      t.clock.set(new Date('2026-03-03T02:00:30Z'));
      expect(await schedule.runOnce()).toContain(market.symbol);
      const [dayAfter, gtcAfter] = await findOrdersByIds(t.context.database.db, ids).then((rows) =>
        ids.map((id) => rows.find((row) => row.id === id)),
      );
      expect(dayAfter?.status).toBe(OrderStatus.DoneForDay);
      expect(gtcAfter?.status).toBe(OrderStatus.New);
      const [usd] = await getBalances(t.context.database.db, market.tenantId, buyer.id);
      expect(usd).toMatchObject({ asset: 'USD', availableUnits: 8396n, heldUnits: 1604n });
      expect(await schedule.runOnce()).not.toContain(market.symbol);
      expect((await reconcile(t.context.database.db)).mismatches).toEqual([]);
    } finally {
      await desk.close();
      t.clock.set(opening);
    }
  });
  it('expires each Day order once, Done For Day, when the writer that placed them stopped before the session ended', async () => {
    const opening = t.clock.now();
    const market = await createTestMarket(t);
    const buyer = await createTrader(t, { USD: '100' });
    const placing = createTestDesk(t);
    const buy = (priceUnits: bigint) =>
      deskPlacement(market, buyer, { side: 1, priceUnits, timeInForce: TimeInForce.Day, quantityUnits: 3n });
    const placed = [await placing.submit(market, buy(500n)), await placing.submit(market, buy(400n))];
    const ids = placed.map((outcome) => outcome.order?.id ?? '');
    await placing.close();

    const restarted = createTestDesk(t);
    const schedule = createDayExpirySchedule({
      db: t.context.database.db,
      clock: t.clock,
      desk: restarted,
      logError: () => undefined,
    });
    try {
      t.clock.set(new Date('2026-03-03T02:00:30Z'));
      expect(await schedule.runOnce()).toContain(market.symbol);
      expect(await schedule.runOnce()).not.toContain(market.symbol);
      const rows = await findOrdersByIds(t.context.database.db, ids);
      expect(rows.map((row) => row.status)).toEqual([OrderStatus.DoneForDay, OrderStatus.DoneForDay]);
      const [usd] = await getBalances(t.context.database.db, market.tenantId, buyer.id);
      expect(usd).toMatchObject({ asset: 'USD', availableUnits: 10000n, heldUnits: 0n });
      expect((await reconcile(t.context.database.db)).mismatches).toEqual([]);
    } finally {
      await restarted.close();
      t.clock.set(opening);
    }
  });
});
