import { beforeEach, describe, expect, it } from 'vitest';
import { call, useTestApp } from '../../../../test/test-app';
import { createSignedInUser } from '../../auth/testing';
import { createTestMarket, createTrader, placeOrder } from '../../trading/testing';
import { reportOf } from '../insights/insights.test-factories';

const t = useTestApp({ tenants: { 'alpha.test': 'Alpha' } });

/** The ledger stamps the database's time: sessions and reports run at the real time. */
beforeEach(() => t.clock.set(new Date()));

const userLedger = (token: string, userId: string, query = '') =>
  call(t.api, { method: 'GET', url: `/v1/admin/users/${userId}/ledger${query}`, token });

describe('GET /v1/admin/users/{id}/ledger', () => {
  it('shows an administrator the investor’s balances and the same movements the investor sees', async () => {
    const market = await createTestMarket(t, {
      opensAtMinute: 0,
      closesAtMinute: 0,
      tradingDays: [1, 2, 3, 4, 5, 6, 7],
    });
    const investor = await createTrader(t, { USD: '250' });
    await placeOrder(t, investor, {
      ShareName: market.symbol,
      Side: 1,
      Price: '10',
      Quantity: '5',
      OrderType: 2,
      TimeInForce: 1,
    });
    const admin = await createSignedInUser(t, { roles: ['admin'] });

    const response = await userLedger(admin.token, investor.id);
    expect(response.statusCode, response.body).toBe(200);
    const seen = response.json().payload;
    const fee = Number(market.feePct) / 100;
    const held = Math.ceil(50 * (1 + fee) * 100) / 100;
    expect(seen.balances).toEqual([{ asset: 'USD', available: (250 - held).toFixed(2), held: held.toFixed(2) }]);
    const own = await reportOf(t, investor, 'reports/ledger');
    expect(seen.items).toEqual(own.items);
    expect(seen.total).toBe(own.total);

    const filtered = await userLedger(admin.token, investor.id, '?asset=BTC');
    expect(filtered.json().payload.items).toEqual([]);
  });

  it('answers 403 to investors, 404 for another domain’s user and 400 for a bad id or filter', async () => {
    const investor = await createTrader(t, { USD: '10' });
    const other = await createTrader(t, { USD: '10' });
    const stranger = await createTrader(t, { USD: '10' }, 'alpha.test');
    const admin = await createSignedInUser(t, { roles: ['admin'] });

    expect((await userLedger(investor.token, other.id)).statusCode).toBe(403);
    expect((await userLedger(admin.token, stranger.id)).statusCode).toBe(404);
    expect((await userLedger(admin.token, 'nobody')).statusCode).toBe(400);
    expect((await userLedger(admin.token, other.id, '?limit=100000')).statusCode).toBe(400);
  });
});
