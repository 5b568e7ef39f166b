import { describe, expect, it } from 'vitest';
import { call, useTestApp } from '../../../test/test-app';
import { createFundingInvestor } from '../funding/testing';
import { createTestMarket, createTrader, credit, placeOrder } from '../trading/testing';

const t = useTestApp({}, async () => {
  await t.createTenant('partner.test', 'Partner');
});

/** The ledger stamps its transactions with the database's time, so the valuation reads as of now. */
async function accountValue(user: { token: string; host?: string }, query = '') {
  t.clock.set(new Date());
  return call(t.api, { method: 'GET', url: `/v1/reports/account-value${query}`, token: user.token, host: user.host });
}

describe('GET reports/account-value', () => {
  it('values cash at par and shares at their last trade, today, after a trade between two investors', async () => {
    t.clock.set(new Date());
    // Open around the clock: the test runs at the real time of day.
    const market = await createTestMarket(t, {
      opensAtMinute: 0,
      closesAtMinute: 0,
      tradingDays: [1, 2, 3, 4, 5, 6, 7],
    });
    const seller = await createTrader(t, { [market.baseAsset]: '100' });
    const buyer = await createTrader(t, { USD: '1000', USDC: '2.5' });
    const order = { ShareName: market.symbol, Price: '12.34', Quantity: '10', OrderType: 2, TimeInForce: 1 };
    await placeOrder(t, seller, { ...order, Side: 2 });
    await placeOrder(t, buyer, { ...order, Side: 1 });

    const response = await accountValue(buyer, '?range=1W');
    expect(response.statusCode, response.body).toBe(200);
    const value = response.json().payload;
    expect(value).toMatchObject({ currency: 'USD', range: '1W', unpriced: [] });
    expect(value.points).toHaveLength(7);
    expect(value.points.slice(0, 6).map((point: { value: string }) => point.value)).toEqual(Array(6).fill('0'));
    // 1000 + 2.50 USDC - 123.40 - 0.31 fee + 10 shares at 12.34, of which 1002.50 deposited
    expect(value.points.at(-1)).toEqual({
      date: new Date().toISOString().slice(0, 10),
      value: '1002.19',
      net_deposits: '1002.5',
    });
    // 90 shares at 12.34 + 123.40 - 0.31 fee, of 100 shares deposited today, at today's close
    expect((await accountValue(seller, '?range=1W')).json().payload.points.at(-1)).toMatchObject({
      value: '1233.69',
      net_deposits: '1234',
    });
  });

  it('names an asset held that has never traded against dollars, and leaves it out of the value', async () => {
    const holder = await createTrader(t, { USD: '5', NOPRICE: '3' });
    const value = (await accountValue(holder)).json().payload;
    expect(value).toMatchObject({ range: '1M', unpriced: ['NOPRICE'] });
    expect(value.points).toHaveLength(30);
    expect(value.points.at(-1).value).toBe('5');
  });

  it("is empty for an investor who never held anything, and never shows another investor's or domain's money", async () => {
    const rich = await createTrader(t, { USD: '1000' });
    const newcomer = await createFundingInvestor(t);
    expect((await accountValue(newcomer)).json().payload).toEqual({
      currency: 'USD',
      range: '1M',
      points: [],
      unpriced: [],
    });
    const partner = await createFundingInvestor(t, { host: 'partner.test' });
    await credit(t, partner, 'USD', '7');
    expect((await accountValue(partner)).json().payload.points.at(-1).value).toBe('7');
    expect((await accountValue(rich)).json().payload.points.at(-1).value).toBe('1000');
  });

  it('refuses a range it does not offer, naming the field, and needs a session', async () => {
    const user = await createFundingInvestor(t);
    const refused = await accountValue(user, '?range=5Y');
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain('range');
    expect((await call(t.api, { method: 'GET', url: '/v1/reports/account-value' })).statusCode).toBe(401);
  });
});
