import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/test-app';
import { balancesOf, createTestMarket, createTrader, listOrders, submitOrder } from './trading.test-factories';

describe('an order whose answer was lost', () => {
  it('is found, not placed again, when the client retries with its Idempotency-Key', async () => {
    const t = await createTestApp();
    try {
      const market = await createTestMarket(t);
      const trader = await createTrader(t, { USD: '100' });
      const body = { ShareName: market.symbol, Side: 1, OrderType: 2, Price: '10.00', Quantity: '2' };
      const first = await submitOrder(t, trader, body, 'order-key-1');
      expect(first.statusCode, first.body).toBe(200);
      // The process that placed it died before storing its answer: the key is free again.
      await t.context.database.db.execute(sql`delete from idempotency_requests where key = 'order-key-1'`);
      const retry = await submitOrder(t, trader, body, 'order-key-1');
      expect(retry.statusCode, retry.body).toBe(200);
      expect(retry.json().payload.OrderId).toBe(first.json().payload.OrderId);
      expect((await listOrders(t, trader)).total).toBe(1);
      // Its funds are held once: the retry held nothing more.
      expect((await balancesOf(t, trader)).USD).toEqual({ available: '79.95', held: '20.05' });
      // A new key is a new order, and the market goes on taking orders after the refused retry.
      const next = await submitOrder(t, trader, body, 'order-key-2');
      expect(next.statusCode, next.body).toBe(200);
      expect((await listOrders(t, trader)).total).toBe(2);
    } finally {
      await t.close();
    }
  });
});
