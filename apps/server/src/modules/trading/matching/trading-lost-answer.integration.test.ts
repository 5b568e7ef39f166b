import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { call, useTestApp } from '../../../../test/test-app';
import { createSignedInUser } from '../../auth/testing';
import { balancesOf, createTestMarket, createTrader, listOrders, submitOrder } from '../trading.test-factories';

const t = useTestApp();

/** The process that placed the order died before storing its answer: the key is free again. */
const loseAnswer = (key: string) =>
  t.context.database.db.execute(sql`delete from idempotency_requests where key = ${key}`);

/**
 * A trader with `dollars` places a buy of 2 at 10.00 (20.05 held with the fee) under `key`, its answer
 * is lost, and the client retries: the retry answers the same order.
 */
async function placeThenRetry(dollars: string, key: string) {
  const market = await createTestMarket(t);
  const trader = await createTrader(t, { USD: dollars });
  const body = { ShareName: market.symbol, Side: 1, OrderType: 2, Price: '10.00', Quantity: '2' };
  const first = await submitOrder(t, trader, body, key);
  expect(first.statusCode, first.body).toBe(200);
  await loseAnswer(key);
  const retry = await submitOrder(t, trader, body, key);
  expect(retry.statusCode, retry.body).toBe(200);
  const orderId = first.json().payload.OrderId as string;
  expect(retry.json().payload.OrderId).toBe(orderId);
  return { market, trader, body, orderId };
}

describe('an order whose answer was lost', () => {
  it('is found, not placed again, when the client retries with its Idempotency-Key', async () => {
    const { trader, body } = await placeThenRetry('100', 'order-key-1');
    expect((await listOrders(t, trader)).total).toBe(1);
    // Its funds are held once: the retry held nothing more.
    expect((await balancesOf(t, trader)).USD).toEqual({ available: '79.95', held: '20.05' });
    // A new key is a new order, and the market goes on taking orders after the refused retry.
    const next = await submitOrder(t, trader, body, 'order-key-2');
    expect(next.statusCode, next.body).toBe(200);
    expect((await listOrders(t, trader)).total).toBe(2);
  });

  it('is found even when its retry would now be refused: its funds held by that order, the market closed', async () => {
    // All the trader's dollars are held by the order: the retry alone would be refused for funds.
    const { market, trader, body, orderId } = await placeThenRetry('20.05', 'spent-key');

    // The market now trades on another weekday only (SPEC 4 weekdays: 1 Sunday .. 7 Saturday).
    const anotherDay = ((t.clock.now().getUTCDay() + 1) % 7) + 1;
    const admin = await createSignedInUser(t, { roles: ['admin'] });
    const closed = await call(t.trading, {
      method: 'PUT',
      url: `/api/currencies/${market.symbol}`,
      token: admin.token,
      payload: { MarketHours: { Open: '06:00', Close: '16:00', Days: [anotherDay] } },
    });
    expect(closed.statusCode, closed.body).toBe(200);
    await loseAnswer('spent-key');
    const late = await submitOrder(t, trader, body, 'spent-key');
    expect(late.statusCode, late.body).toBe(200);
    expect(late.json().payload.OrderId).toBe(orderId);

    // A request that never placed an order is refused as it should be.
    const fresh = await submitOrder(t, trader, body, 'fresh-key');
    expect(fresh.json()).toMatchObject({ code: 'TRD-5' });
    expect((await listOrders(t, trader)).total).toBe(1);
    expect((await balancesOf(t, trader)).USD).toEqual({ available: '0', held: '20.05' });
  });
});
