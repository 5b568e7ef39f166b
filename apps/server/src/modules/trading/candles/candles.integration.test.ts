import { beforeAll, describe, expect, it } from 'vitest';
import { call, useTestApp } from '../../../../test/test-app';
import { createMarket, usdShareMarket } from '../markets/markets.service';
import { createTestMarket, createTrader, placeOrder } from '../trading.test-factories';

const t = useTestApp();
let symbol: string;

const seconds = (iso: string) => Date.parse(iso) / 1000;

/** One trade of `quantity` at `price` at the time `iso`, between two fresh investors. */
async function tradeAt(iso: string, price: string, quantity: string) {
  t.clock.set(new Date(iso));
  const base = symbol.replace('-USD', '');
  const seller = await createTrader(t, { [base]: quantity });
  const buyer = await createTrader(t, { USD: '1000' });
  await placeOrder(t, seller, { ShareName: symbol, Side: 2, OrderType: 2, Price: price, Quantity: quantity });
  await placeOrder(t, buyer, { ShareName: symbol, Side: 1, OrderType: 2, Price: price, Quantity: quantity });
}

beforeAll(async () => {
  symbol = (await createTestMarket(t)).symbol;
  await tradeAt('2026-03-02T09:05:00Z', '10', '1');
  await tradeAt('2026-03-02T09:40:00Z', '12', '2');
  await tradeAt('2026-03-02T09:50:00Z', '9', '1');
  await tradeAt('2026-03-02T11:15:00Z', '11', '3');
  await tradeAt('2026-03-09T10:00:00Z', '15', '1');
  await tradeAt('2026-04-01T10:00:00Z', '20', '1');
});

async function barsOf(query: string) {
  const response = await call(t.trading, { method: 'GET', url: `/api/markets?symbol=${symbol}&${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().payload;
}

const bar = (iso: string, open: string, high: string, low: string, close: string, volume: string) => ({
  time: seconds(iso),
  open,
  high,
  low,
  close,
  volume,
});

describe('GET /api/markets', () => {
  it('aggregates the fills into bars of the period, oldest first, with no bar for a period without trades', async () => {
    const to = seconds('2026-06-01T00:00:00Z');
    expect(await barsOf(`level=hour&to=${to}&countBack=10`)).toEqual({
      bars: [
        bar('2026-03-02T09:00:00Z', '10', '12', '9', '9', '4'),
        bar('2026-03-02T11:00:00Z', '11', '11', '11', '11', '3'),
        bar('2026-03-09T10:00:00Z', '15', '15', '15', '15', '1'),
        bar('2026-04-01T10:00:00Z', '20', '20', '20', '20', '1'),
      ],
      noData: false,
      nextTime: null,
    });
    expect((await barsOf(`level=30minutes&to=${to}&countBack=2`)).bars).toEqual([
      bar('2026-03-09T10:00:00Z', '15', '15', '15', '15', '1'),
      bar('2026-04-01T10:00:00Z', '20', '20', '20', '20', '1'),
    ]);
    expect(
      (await barsOf(`level=30minutes&from=${seconds('2026-03-02T09:00:00Z')}&to=${seconds('2026-03-02T10:00:00Z')}`))
        .bars,
    ).toEqual([
      bar('2026-03-02T09:00:00Z', '10', '10', '10', '10', '1'),
      bar('2026-03-02T09:30:00Z', '12', '12', '9', '9', '3'),
    ]);
  });

  it('starts weeks on Monday and months, quarters and five-year spans on the first of their first month, in UTC', async () => {
    const to = seconds('2026-06-01T00:00:00Z');
    expect((await barsOf(`level=day&to=${to}&countBack=2`)).bars).toEqual([
      bar('2026-03-09T00:00:00Z', '15', '15', '15', '15', '1'),
      bar('2026-04-01T00:00:00Z', '20', '20', '20', '20', '1'),
    ]);
    expect((await barsOf(`level=week&to=${to}&countBack=5`)).bars).toEqual([
      bar('2026-03-02T00:00:00Z', '10', '12', '9', '11', '7'),
      bar('2026-03-09T00:00:00Z', '15', '15', '15', '15', '1'),
      bar('2026-03-30T00:00:00Z', '20', '20', '20', '20', '1'),
    ]);
    expect((await barsOf(`level=month&to=${to}`)).bars).toEqual([
      bar('2026-03-01T00:00:00Z', '10', '15', '9', '15', '8'),
      bar('2026-04-01T00:00:00Z', '20', '20', '20', '20', '1'),
    ]);
    expect((await barsOf(`level=3months&to=${to}`)).bars).toEqual([
      bar('2026-01-01T00:00:00Z', '10', '15', '9', '15', '8'),
      bar('2026-04-01T00:00:00Z', '20', '20', '20', '20', '1'),
    ]);
    expect((await barsOf(`level=5years&to=${to}`)).bars).toEqual([
      bar('2025-01-01T00:00:00Z', '10', '20', '9', '20', '9'),
    ]);
  });

  it('takes the month as the default level and the last bars before now as the default range', async () => {
    t.clock.set(new Date('2026-03-20T12:00:00Z'));
    expect(await barsOf('')).toEqual({
      bars: [bar('2026-03-01T00:00:00Z', '10', '15', '9', '15', '8')],
      noData: false,
      nextTime: null,
    });
  });

  it('returns up to countBack bars ending before `to`, however far back they are', async () => {
    const to = seconds('2026-03-09T10:00:00Z');
    expect((await barsOf(`level=hour&to=${to}&countBack=1&from=${to - 3600}`)).bars).toEqual([
      bar('2026-03-02T11:00:00Z', '11', '11', '11', '11', '3'),
    ]);
  });

  it('says there is no data in a range without trades, and where the latest bar before it starts', async () => {
    const from = seconds('2026-03-03T00:00:00Z');
    expect(await barsOf(`level=hour&from=${from}&to=${from + 86_400}`)).toEqual({
      bars: [],
      noData: true,
      nextTime: seconds('2026-03-02T11:00:00Z'),
    });
    const early = seconds('2020-01-01T00:00:00Z');
    expect(await barsOf(`level=hour&from=${early}&to=${early + 86_400}`)).toEqual({
      bars: [],
      noData: true,
      nextTime: null,
    });
  });

  it('refuses an unknown level, a range that ends before it starts and an unknown field, with 400', async () => {
    for (const query of [
      'level=decade',
      `from=${seconds('2026-03-02T10:00:00Z')}&to=${seconds('2026-03-02T09:00:00Z')}`,
      'bars=5',
      'countBack=0',
    ]) {
      const response = await call(t.trading, { method: 'GET', url: `/api/markets?symbol=${symbol}&${query}` });
      expect(response.statusCode, query).toBe(400);
      expect(response.json()).toMatchObject({ success: false, code: 'VALIDATION' });
    }
    const level = await call(t.trading, { method: 'GET', url: `/api/markets?symbol=${symbol}&level=decade` });
    expect(level.json().message).toContain('level is one of day, week, month');
  });

  it("is 404 for an unknown market and for another tenant's", async () => {
    const otherTenant = await t.createTenant('candles-elsewhere.test');
    const foreign = await createMarket(t.context.database.db, otherTenant, usdShareMarket('CNDL', 'Elsewhere'));
    for (const name of ['NOPE-USD', foreign.symbol]) {
      const response = await call(t.trading, { method: 'GET', url: `/api/markets?symbol=${name}` });
      expect(response.statusCode, name).toBe(404);
    }
    const own = await call(t.trading, {
      method: 'GET',
      url: `/api/markets?symbol=${foreign.symbol}`,
      host: 'candles-elsewhere.test',
    });
    expect(own.json().payload).toEqual({ bars: [], noData: true, nextTime: null });
  });
});
