import { beforeEach, describe, expect, it } from 'vitest';
import { call, useTestApp } from '../../../test/test-app';
import { createFundingInvestor } from '../funding/testing';
import { createTestMarket, createTrader, credit, placeOrder } from '../trading/testing';

const t = useTestApp({}, async () => {
  await t.createTenant('partner.test', 'Partner');
});

/** The ledger stamps its transactions with the database's time, so the home reads as of now. */
async function portfolioOf(user: { token: string; host?: string }) {
  t.clock.set(new Date());
  const response = await call(t.api, {
    method: 'GET',
    url: '/v1/reports/portfolio',
    token: user.token,
    host: user.host,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().payload;
}

/** Open around the clock: the tests run at the real time of day. */
const aroundTheClock = { opensAtMinute: 0, closesAtMinute: 0, tradingDays: [1, 2, 3, 4, 5, 6, 7] };
const limit = (market: { symbol: string }, side: 1 | 2, price: string, quantity: string) => ({
  ShareName: market.symbol,
  Side: side,
  Price: price,
  Quantity: quantity,
  OrderType: 2,
  TimeInForce: 1,
});

describe('GET reports/portfolio', () => {
  beforeEach(() => t.clock.set(new Date()));

  it('shows a deposit as net deposits and a return of zero while nothing is traded', async () => {
    const investor = await createTrader(t, { USD: '5000' });
    const home = await portfolioOf(investor);
    expect(home).toMatchObject({ currency: 'USD', positions: [], buying_power: '5000', unpriced: [] });
    expect(home.totals).toEqual({
      value: '5000',
      positions_value: '0',
      cash_value: '5000',
      cost_basis: '0',
      net_deposits: '5000',
      total_return: { amount: '0', percent: '0' },
      today_return: { amount: '0', percent: '0' },
      realized_return: '0',
    });
  });

  it('shows a bought position at its price against its cost with the fee, and keeps held dollars out of buying power', async () => {
    const market = await createTestMarket(t, aroundTheClock);
    const seller = await createTrader(t, { [market.baseAsset]: '100' });
    const buyer = await createTrader(t, { USD: '1000' });
    await placeOrder(t, seller, limit(market, 2, '12.34', '10'));
    await placeOrder(t, buyer, limit(market, 1, '12.34', '10'));
    await placeOrder(t, buyer, limit(market, 1, '10', '5'));

    const home = await portfolioOf(buyer);
    expect(home.positions).toEqual([
      {
        asset: market.baseAsset,
        name: market.name,
        market: market.symbol,
        quantity: '10',
        price: '12.34',
        price_source: 'last_trade',
        market_value: '123.4',
        cost_basis: '123.71',
        average_cost: '12.371',
        today_return: { amount: '-0.31', percent: '-0.25' },
        total_return: { amount: '-0.31', percent: '-0.25' },
        realized_return: '0',
      },
    ]);
    expect(home.totals).toMatchObject({ value: '999.69', net_deposits: '1000', total_return: { amount: '-0.31' } });
    const [usd] = home.cash;
    expect(usd).toMatchObject({ asset: 'USD', total: '876.29' });
    expect(Number(usd.held)).toBeGreaterThan(50);
    expect(home.buying_power).toBe(usd.available);
  });

  it('values an asset that has not traded yet at its market’s reference, and says so', async () => {
    const market = await createTestMarket(t, aroundTheClock);
    const maker = await createTrader(t, { USD: '1000', [market.baseAsset]: '10' });
    await placeOrder(t, maker, limit(market, 1, '18', '1'));
    await placeOrder(t, maker, limit(market, 2, '20', '1'));
    const holder = await createTrader(t, { [market.baseAsset]: '2' });
    const home = await portfolioOf(holder);
    expect(home.positions[0]).toMatchObject({
      quantity: '2',
      price: '19',
      price_source: 'reference',
      market_value: '38',
      cost_basis: '38',
      total_return: { amount: '0', percent: '0' },
    });
    expect(home.totals).toMatchObject({ value: '38', net_deposits: '38', total_return: { amount: '0' } });
  });

  it("never shows another investor's or another domain's positions, and needs a session", async () => {
    const market = await createTestMarket(t, aroundTheClock);
    const holder = await createTrader(t, { USD: '300', [market.baseAsset]: '4' });
    const neighbour = await createFundingInvestor(t);
    const partner = await createFundingInvestor(t, { host: 'partner.test' });
    await credit(t, partner, 'USD', '7');

    expect((await portfolioOf(holder)).positions).toHaveLength(1);
    const neighbourHome = await portfolioOf(neighbour);
    expect(neighbourHome.positions).toEqual([]);
    expect(neighbourHome.totals.value).toBe('0');
    const partnerHome = await portfolioOf(partner);
    expect(partnerHome.positions).toEqual([]);
    expect(partnerHome.totals.value).toBe('7');
    expect((await call(t.api, { method: 'GET', url: '/v1/reports/portfolio' })).statusCode).toBe(401);
  });
});
