import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { call, useTestApp } from '../../../../test/test-app';
import {
  balancesOf,
  createMarketWithTraders,
  createTrader,
  openTradingAccount,
  placeOrder,
  type Trader,
} from '../trading.test-factories';

const otherHost = 'discounts-other.test';
const t = useTestApp({ tenants: { [otherHost]: 'Other Discount Domain' } });

const get = (trader: { token: string; host: string }, url: string) =>
  call(t.trading, { method: 'GET', url, token: trader.token, host: trader.host });

const confirm = (trader: Trader, accountName: unknown, key = randomUUID()) =>
  call(t.trading, {
    method: 'POST',
    url: '/api/discount-confirmation',
    token: trader.token,
    host: trader.host,
    headers: { 'idempotency-key': key },
    payload: { accountName } as Record<string, unknown>,
  });

/** On 10 February 2026 the buyer buys 100 shares at 100 USD from the seller: 10,000 USD each, 25 USD fees each. */
async function februaryTrade() {
  const { market, seller, buyer } = await createMarketWithTraders(t, { shares: '100', usd: '10100' });
  t.clock.set(new Date('2026-02-10T12:00:00Z'));
  const order = { ShareName: market.symbol, OrderType: 2, Price: '100', Quantity: '100' };
  await placeOrder(t, seller, { ...order, Side: 2 });
  await placeOrder(t, buyer, { ...order, Side: 1 });
  t.clock.set(new Date('2026-03-02T12:00:00Z'));
  return { market, seller, buyer };
}

describe('the fee-discount programme', () => {
  it("reports last month's volume, fees and the tier's discount, and the month in progress", async () => {
    const { buyer } = await februaryTrade();
    const account = await openTradingAccount(t, buyer);
    const response = await get(buyer, '/api/reports/discount');
    expect(response.statusCode).toBe(200);
    expect(response.json().payload).toEqual({
      AccountId: account,
      Asset: 'USD',
      Tiers: [
        { MinVolume: '10000', DiscountPct: '10' },
        { MinVolume: '100000', DiscountPct: '20' },
        { MinVolume: '1000000', DiscountPct: '30' },
      ],
      Current: {
        Period: '2026-03',
        Volume: '0',
        Fees: '0',
        DiscountPct: '0',
        Discount: '0',
        IsClosed: false,
        ConfirmedAt: null,
      },
      NextTier: { MinVolume: '10000', DiscountPct: '10', VolumeToGo: '10000' },
      Previous: {
        Period: '2026-02',
        Volume: '10000',
        Fees: '25',
        DiscountPct: '10',
        Discount: '2.5',
        IsClosed: true,
        ConfirmedAt: null,
      },
    });
  });

  it('pays the discount to the balance once, and lists it in the history', async () => {
    const { buyer } = await februaryTrade();
    const account = await openTradingAccount(t, buyer);
    expect((await balancesOf(t, buyer)).USD).toEqual({ available: '75', held: '0' });
    const key = randomUUID();
    const confirmed = await confirm(buyer, account, key);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const discount = {
      Period: '2026-02',
      Asset: 'USD',
      Volume: '10000',
      Fees: '25',
      DiscountPct: '10',
      Discount: '2.5',
      ConfirmedAt: '2026-03-02T12:00:00.000Z',
      TransactionId: expect.any(String),
    };
    expect(confirmed.json()).toMatchObject({
      message: 'Your fee discount was paid to your balance',
      payload: discount,
    });
    expect((await balancesOf(t, buyer)).USD).toEqual({ available: '77.5', held: '0' });

    const replay = await confirm(buyer, account, key);
    expect(replay.json().payload).toEqual(confirmed.json().payload);
    const twice = await confirm(buyer, account);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('The fee discount of 2026-02 is confirmed already: see the discount history');
    expect((await balancesOf(t, buyer)).USD).toEqual({ available: '77.5', held: '0' });

    const history = (await get(buyer, '/api/discount-history')).json().payload;
    expect(history).toEqual({ items: [discount], page: 1, limit: 20, total: 1 });
    expect((await get(buyer, '/api/reports/discount')).json().payload.Previous.ConfirmedAt).toBe(
      '2026-03-02T12:00:00.000Z',
    );
  });

  it('refuses a month without a discount with a 422', async () => {
    const trader = await createTrader(t, { USD: '10' });
    const account = await openTradingAccount(t, trader);
    const response = await confirm(trader, account);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      code: 'BUSINESS_RULE',
      message: 'No fee discount was earned in 2026-02: it starts at 10000 USD traded in a month',
    });
    expect((await balancesOf(t, trader)).USD).toEqual({ available: '10', held: '0' });
  });

  it("answers 404 for another investor's account or another domain's, and 400 for a malformed one", async () => {
    const { buyer } = await februaryTrade();
    const account = await openTradingAccount(t, buyer);
    const other = await createTrader(t);
    await openTradingAccount(t, other);
    expect((await confirm(other, account)).statusCode).toBe(404);
    const elsewhere = await createTrader(t, {}, otherHost);
    await openTradingAccount(t, elsewhere);
    expect((await confirm(elsewhere, account)).statusCode).toBe(404);
    expect((await get(other, '/api/discount-history')).json().payload.total).toBe(0);
    expect((await get(elsewhere, '/api/discount-history')).json().payload.total).toBe(0);
    for (const accountName of ['12345', 123456789, '', null]) {
      const response = await confirm(buyer, accountName);
      expect(response.statusCode, String(accountName)).toBe(400);
      expect(response.json().errors.accountName).toBeDefined();
    }
    expect((await balancesOf(t, buyer)).USD).toEqual({ available: '75', held: '0' });
    expect((await get(buyer, '/api/discount-history?limit=500')).statusCode).toBe(400);
  });
});
