import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { call, useTestApp } from '../../../../test/test-app';
import { createSignedInUser } from '../../auth/testing';
import { createFundingInvestor, depositByCard } from '../../funding/testing';
import { createTestMarket, createTrader, placeOrder } from '../../trading/testing';

const dashboardHost = 'dashboard.test';
const otherHost = 'dashboard-other.test';
const t = useTestApp({ tenants: { [dashboardHost]: 'Dashboard Capital', [otherHost]: 'Other Capital' } });

const dayMs = 86_400_000;
const daysAgo = (days: number) => new Date(t.clock.now().getTime() - days * dayMs);

async function setUser(user: { id: string }, fields: { createdAt?: Date; registrationCompleted?: boolean }) {
  const db = t.context.database.db;
  if (fields.createdAt) {
    await db.execute(
      sql`update users set created_at = ${fields.createdAt.toISOString()}::timestamptz where id = ${user.id}`,
    );
  }
  if (fields.registrationCompleted) {
    await db.execute(sql`update users set registration_completed = true where id = ${user.id}`);
  }
}

/**
 * A domain's day: three sign-ups (two today, one 5 days ago) and one 40 days ago, a card deposit of
 * 100 USD, 2 shares traded at 40 today and 1 at 44 three days ago, an order left open, and two users
 * who completed registration, one of them approved; the users these need signed up 100 days ago.
 */
async function domainActivity(host: string) {
  for (const [days, count] of [
    [0, 2],
    [5, 1],
    [40, 1],
  ] as const) {
    for (let index = 0; index < count; index += 1) {
      await setUser(await createSignedInUser(t, { host }), { createdAt: daysAgo(days) });
    }
  }
  const depositor = await createFundingInvestor(t, { host });
  await depositByCard(t, depositor, '100');

  const market = await createTestMarket(t, {}, host);
  const seller = await createTrader(t, { [market.baseAsset]: '10' }, host);
  const buyer = await createTrader(t, { USD: '1000' }, host);
  const trade = async (price: string, quantity: string) => {
    await placeOrder(t, seller, { ShareName: market.symbol, Side: 2, OrderType: 2, Price: price, Quantity: quantity });
    await placeOrder(t, buyer, { ShareName: market.symbol, Side: 1, OrderType: 2, Price: price, Quantity: quantity });
  };
  const now = t.clock.now();
  t.clock.set(daysAgo(3));
  await trade('44', '1');
  t.clock.set(now);
  await trade('40', '2');
  await placeOrder(t, buyer, { ShareName: market.symbol, Side: 1, OrderType: 2, Price: '30', Quantity: '1' });

  const waiting = await createSignedInUser(t, { host });
  await setUser(waiting, { registrationCompleted: true });
  const approved = await createSignedInUser(t, { host });
  await setUser(approved, { registrationCompleted: true });
  await t.context.database.db.execute(
    sql`insert into onboarding_approvals (tenant_id, user_id, status, updated_at)
        values (${approved.tenantId}, ${approved.id}, 'approved', now())`,
  );
  for (const user of [depositor, seller, buyer, waiting, approved]) await setUser(user, { createdAt: daysAgo(100) });
  return market;
}

describe('GET /v1/admin/dashboard', () => {
  it("sums the domain's sign-ups, deposits, volume, open orders and pending reviews, today and over 30 days", async () => {
    const market = await domainActivity(dashboardHost);
    await domainActivity(otherHost);
    const admin = await createSignedInUser(t, { roles: ['admin'], host: dashboardHost });
    await setUser(admin, { createdAt: daysAgo(100) });

    const response = await call(t.api, {
      method: 'GET',
      url: '/v1/admin/dashboard',
      token: admin.token,
      host: dashboardHost,
    });
    expect(response.statusCode, response.body).toBe(200);
    const dashboard = response.json().payload;
    const volume = { symbol: market.symbol, base_asset: market.baseAsset, quote_asset: 'USD' };
    expect(dashboard.today).toEqual({
      signups: 2,
      deposits: [{ asset: 'USD', count: 1, amount: '100' }],
      volume: [{ ...volume, trades: 1, quantity: '2', amount: '80' }],
    });
    expect(dashboard.last_30_days).toEqual({
      signups: 3,
      deposits: [{ asset: 'USD', count: 1, amount: '100' }],
      volume: [{ ...volume, trades: 2, quantity: '3', amount: '124' }],
    });
    expect(dashboard.days).toHaveLength(30);
    expect(dashboard.days.at(-1)).toEqual({ date: '2026-03-02', signups: 2, deposits: 1 });
    expect(dashboard.days.at(-6)).toEqual({ date: '2026-02-25', signups: 1, deposits: 0 });
    expect(dashboard.days[0].date).toBe('2026-02-01');
    expect(dashboard.open_orders).toBe(1);
    expect(dashboard.pending_reviews).toBe(1);
  });

  it('answers an investor 403', async () => {
    const investor = await createSignedInUser(t, { host: dashboardHost });
    const response = await call(t.api, {
      method: 'GET',
      url: '/v1/admin/dashboard',
      token: investor.token,
      host: dashboardHost,
    });
    expect(response.statusCode).toBe(403);
  });
});
