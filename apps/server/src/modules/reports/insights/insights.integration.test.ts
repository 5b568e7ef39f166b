import { beforeEach, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/test-app';
import { createFundingInvestor } from '../../funding/testing';
import { createTestMarket, createTrader, credit, placeOrder } from '../../trading/testing';
import { dayFromToday, getReport, moveADayBack, reportOf } from './insights.test-factories';

const t = useTestApp({}, async () => {
  await t.createTenant('partner.test', 'Partner');
});

/** The ledger stamps the database's time: sessions and reports run at the real time. */
beforeEach(() => t.clock.set(new Date()));

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

/** Two investors who trade one share between them at `price`, so the market closes the day there. */
async function createPriceSetters(market: { baseAsset: string }) {
  return {
    seller: await createTrader(t, { [market.baseAsset]: '100' }),
    buyer: await createTrader(t, { USD: '10000' }),
  };
}

async function tradeAt(
  market: { symbol: string },
  setters: Awaited<ReturnType<typeof createPriceSetters>>,
  price: string,
) {
  await placeOrder(t, setters.seller, limit(market, 2, price, '1'));
  await placeOrder(t, setters.buyer, limit(market, 1, price, '1'));
}

describe('GET reports/insights', () => {
  it('agrees with the portfolio: value, cash, invested, profit and loss, net deposits, and an allocation that sums to the value', async () => {
    const market = await createTestMarket(t, aroundTheClock);
    const seller = await createTrader(t, { [market.baseAsset]: '100' });
    const investor = await createTrader(t, { USD: '1000' });
    await placeOrder(t, seller, limit(market, 2, '10', '20'));
    await placeOrder(t, investor, limit(market, 1, '10', '20'));
    await placeOrder(t, investor, limit(market, 2, '12', '5'));
    await placeOrder(t, seller, limit(market, 1, '12', '5'));

    const [insights, portfolio] = await Promise.all([
      reportOf(t, investor, 'reports/insights'),
      reportOf(t, investor, 'reports/portfolio'),
    ]);
    expect(insights).toMatchObject({
      currency: 'USD',
      value: portfolio.totals.value,
      cash: portfolio.totals.cash_value,
      invested: portfolio.totals.cost_basis,
      realized_pnl: portfolio.totals.realized_return,
      net_deposits: '1000',
      since: dayFromToday(0),
      unpriced: [],
    });
    expect(insights.unrealized_pnl).toBe(portfolio.positions[0].total_return.amount);
    expect(insights.allocation.map((slice: { asset: string }) => slice.asset)).toEqual(['cash', market.baseAsset]);
    const allocated = insights.allocation.reduce(
      (sum: number, slice: { value: string }) => sum + Math.round(Number(slice.value) * 100),
      0,
    );
    expect(allocated).toBe(Math.round(Number(insights.value) * 100));
    // One day, opened with the deposit: 859.35 cash and 15 shares at 12 made of 1000, 3.935 % rounded half up.
    expect(insights.value).toBe('1039.35');
    expect(insights.time_weighted_return).toBe('3.94');
  });

  it('is empty for an investor with nothing yet', async () => {
    const newcomer = await createFundingInvestor(t);
    expect(await reportOf(t, newcomer, 'reports/insights')).toMatchObject({
      value: '0',
      allocation: [],
      time_weighted_return: null,
      since: null,
    });
  });
});

describe('GET reports/range-insights', () => {
  it('keeps a deposit in the middle of the range out of the time-weighted return, and agrees with the ledger', async () => {
    const market = await createTestMarket(t, aroundTheClock);
    const setters = await createPriceSetters(market);
    const holder = await createTrader(t);
    const depositor = await createTrader(t);
    const scope = { userIds: [holder.id, depositor.id, setters.seller.id, setters.buyer.id], marketIds: [market.id] };
    // Two days ago: both are given 10 shares, and the market closes at 10.
    await credit(t, holder, market.baseAsset, '10');
    await credit(t, depositor, market.baseAsset, '10');
    await tradeAt(market, setters, '10');
    await moveADayBack(t, scope);
    // Yesterday: the market closes at 12, and one of them deposits 500 dollars.
    await tradeAt(market, setters, '12');
    await credit(t, depositor, 'USD', '500');
    await moveADayBack(t, scope);

    const query = `reports/range-insights?from=${dayFromToday(-1)}&to=${dayFromToday(0)}`;
    const held = await reportOf(t, holder, query);
    const deposited = await reportOf(t, depositor, query);
    expect(held).toMatchObject({
      from: dayFromToday(-1),
      to: dayFromToday(0),
      opening_value: '100',
      closing_value: '120',
      net_deposits: '0',
      realized_pnl: '0',
      unrealized_change: '20',
      fees: '0',
      time_weighted_return: '20',
    });
    expect(deposited).toMatchObject({
      opening_value: '100',
      closing_value: '620',
      net_deposits: '500',
      unrealized_change: '20',
      time_weighted_return: '20',
    });
    expect(deposited.points).toEqual([
      { date: dayFromToday(-1), value: '620', net_deposits: '600' },
      { date: dayFromToday(0), value: '620', net_deposits: '600' },
    ]);
    const insights = await reportOf(t, depositor, 'reports/insights');
    expect(insights).toMatchObject({
      value: '620',
      net_deposits: '600',
      time_weighted_return: '20',
      since: dayFromToday(-2),
    });
    const ledger = await reportOf(t, depositor, 'reports/ledger?asset=USD');
    expect(ledger.items[0]).toMatchObject({ asset: 'USD', amount: '500', balance_after: '500' });
    const account = await reportOf(t, depositor, 'reports/account-value?range=1W');
    expect(account.points.slice(-2)).toEqual(deposited.points);
  });

  it('counts realized profit and fees of the range, and the change of value that is left as unrealized', async () => {
    const market = await createTestMarket(t, aroundTheClock);
    const seller = await createTrader(t, { [market.baseAsset]: '100' });
    const investor = await createTrader(t, { USD: '1000' });
    await placeOrder(t, seller, limit(market, 2, '10', '20'));
    await placeOrder(t, investor, limit(market, 1, '10', '20'));
    await placeOrder(t, investor, limit(market, 2, '12', '5'));
    await placeOrder(t, seller, limit(market, 1, '12', '5'));

    const range = await reportOf(t, investor, 'reports/range-insights?range=1W');
    const portfolio = await reportOf(t, investor, 'reports/portfolio');
    expect(range).toMatchObject({
      opening_value: '0',
      closing_value: portfolio.totals.value,
      net_deposits: '1000',
      realized_pnl: portfolio.totals.realized_return,
      // 0.25 % of 200 bought and of 60 sold
      fees: '0.65',
    });
    const change = Number(range.closing_value) - 1000 - Number(range.realized_pnl);
    expect(Number(range.unrealized_change)).toBeCloseTo(change, 2);
    expect(range.points).toHaveLength(7);
  });

  it('refuses a bad range with a 400 naming the field', async () => {
    const investor = await createFundingInvestor(t);
    const refusals: [string, string][] = [
      [`from=${dayFromToday(0)}&to=${dayFromToday(-1)}`, 'from'],
      [`from=${dayFromToday(-1)}&to=${dayFromToday(1)}`, 'to'],
      [`from=2015-01-01&to=${dayFromToday(0)}`, 'from'],
      [`from=${dayFromToday(-1)}`, 'to'],
      [`range=1W&from=${dayFromToday(-1)}&to=${dayFromToday(0)}`, 'range'],
      ['from=2026-02-30&to=2026-03-01', 'from'],
      ['range=2W', 'range'],
    ];
    for (const path of ['reports/range-insights', 'reports/trade-summary']) {
      for (const [query, field] of refusals) {
        const response = await getReport(t, investor, `${path}?${query}`);
        expect(response.statusCode, `${path}?${query}`).toBe(400);
        expect(Object.keys(response.json().errors ?? {}), `${path}?${query}`).toContain(field);
      }
    }
  });
});

describe('GET reports/trade-summary', () => {
  it('sums the fills of the range per market: buys and sells, quantity, average price, gross and fees', async () => {
    const market = await createTestMarket(t, aroundTheClock);
    const seller = await createTrader(t, { [market.baseAsset]: '100' });
    const investor = await createTrader(t, { USD: '1000' });
    await placeOrder(t, seller, limit(market, 2, '10', '4'));
    await placeOrder(t, seller, limit(market, 2, '11', '6'));
    await placeOrder(t, investor, limit(market, 1, '11', '10'));
    await placeOrder(t, investor, limit(market, 2, '13', '2'));
    await placeOrder(t, seller, limit(market, 1, '13', '2'));

    const summary = await reportOf(t, investor, `reports/trade-summary?from=${dayFromToday(0)}&to=${dayFromToday(0)}`);
    expect(summary).toEqual({
      from: dayFromToday(0),
      to: dayFromToday(0),
      markets: [
        {
          market: market.symbol,
          asset: market.baseAsset,
          quote_asset: 'USD',
          // 4 at 10 and 6 at 11: 106 for 10 shares; the order's fee is 0.25 % of its whole cost, rounded up
          buys: { trades: 2, quantity: '10', average_price: '10.6', gross: '106', fees: '0.27' },
          sells: { trades: 1, quantity: '2', average_price: '13', gross: '26', fees: '0.07' },
        },
      ],
      totals: [{ quote_asset: 'USD', trades: 3, bought: '106', sold: '26', fees: '0.34' }],
    });
    const sellerSummary = await reportOf(t, seller, 'reports/trade-summary');
    expect(sellerSummary.markets[0]).toMatchObject({
      buys: { trades: 1, quantity: '2' },
      sells: { trades: 2, quantity: '10' },
    });
    const bystander = await createTrader(t, { USD: '5' });
    expect((await reportOf(t, bystander, 'reports/trade-summary')).markets).toEqual([]);
  });
});

describe('another investor and another domain', () => {
  it('never see one investor’s insights, trades or ledger, and every report needs a session', async () => {
    const market = await createTestMarket(t, aroundTheClock);
    const seller = await createTrader(t, { [market.baseAsset]: '10' });
    const rich = await createTrader(t, { USD: '1000' });
    await placeOrder(t, seller, limit(market, 2, '10', '1'));
    await placeOrder(t, rich, limit(market, 1, '10', '1'));
    const neighbour = await createFundingInvestor(t);
    const partner = await createFundingInvestor(t, { host: 'partner.test' });
    await credit(t, partner, 'USD', '7');

    for (const user of [neighbour, partner]) {
      const insights = await reportOf(t, user, 'reports/insights');
      expect(insights.allocation.map((slice: { asset: string }) => slice.asset)).not.toContain(market.baseAsset);
      expect((await reportOf(t, user, 'reports/trade-summary')).markets).toEqual([]);
      const ledger = await reportOf(t, user, 'reports/ledger');
      expect(ledger.items.every((item: { asset: string }) => item.asset === 'USD')).toBe(true);
    }
    expect((await reportOf(t, partner, 'reports/insights')).value).toBe('7');
    expect((await reportOf(t, partner, 'reports/ledger')).items).toHaveLength(1);
    expect((await reportOf(t, neighbour, 'reports/ledger')).total).toBe(0);
    // The investor's own session, sent from another domain's origin, reads nothing there.
    for (const path of ['insights', 'trade-summary', 'ledger']) {
      expect((await getReport(t, { token: rich.token, host: 'partner.test' }, `reports/${path}`)).statusCode).toBe(401);
    }
    for (const path of ['insights', 'range-insights', 'trade-summary', 'ledger', 'suitability']) {
      expect((await getReport(t, { token: '' }, `reports/${path}`)).statusCode).toBe(401);
    }
  });
});
