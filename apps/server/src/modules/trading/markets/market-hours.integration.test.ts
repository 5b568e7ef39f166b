import { beforeAll, describe, expect, it } from 'vitest';
import { call, useTestApp } from '../../../../test/test-app';
import { createSignedInUser } from '../../auth/testing';
import { tradingScenario } from '../trading.test-factories';
import { seedDemoMarkets } from './markets.service';

const t = useTestApp();
const trading = tradingScenario(t);
let admin: { token: string };

beforeAll(async () => {
  admin = await createSignedInUser(t, { roles: ['admin'] });
});

/** An administrator creates a market with PUT /api/currencies/{symbol}, as their tools do. */
async function putMarket(base: string, quote: string, extra: Record<string, unknown> = {}) {
  const response = await call(t.trading, {
    method: 'PUT',
    url: `/api/currencies/${base}-${quote}`,
    token: admin.token,
    payload: {
      Name: `${base} market`,
      BaseAsset: base,
      QuoteAsset: quote,
      PriceScale: 2,
      QuantityScale: 4,
      TickSize: '1',
      LotSize: '0.01',
      FeePct: '0.1',
      ...extra,
    },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().payload;
}

const limitBuy = (symbol: string) => ({ ShareName: symbol, Side: 1, OrderType: 2, Price: '1.00', Quantity: '1' });

async function currencies(host?: string) {
  const response = await call(t.trading, { method: 'GET', url: '/api/currencies', host });
  return new Map(response.json().payload.map((currency: { Symbol: string }) => [currency.Symbol, currency]));
}

/** Runs `check` with the clock at `iso`, then puts the clock back. */
async function at(iso: string, check: () => Promise<void>) {
  const before = t.clock.now();
  t.clock.set(new Date(iso));
  try {
    await check();
  } finally {
    t.clock.set(before);
  }
}

const aroundTheClock = { Open: '00:00', Close: '00:00', Days: [1, 2, 3, 4, 5, 6, 7] };
const specHours = { Open: '06:00', Close: '02:00', Days: [2, 3, 4, 5, 6, 7] };

describe('market hours by asset class', () => {
  it('gives a new digital asset market round-the-clock hours and a new share market SPEC 4 hours', async () => {
    expect(await putMarket('ETH', 'USD')).toMatchObject({ AssetClass: 'digital_asset', MarketHours: aroundTheClock });
    expect(await putMarket('SOL', 'USDC')).toMatchObject({ AssetClass: 'digital_asset', MarketHours: aroundTheClock });
    expect(await putMarket('INIT', 'USD')).toMatchObject({ AssetClass: 'share', MarketHours: specHours });
  });

  it('lets an administrator set the class of a new market, or its hours, and keeps the hours when the class changes', async () => {
    expect(await putMarket('TOKN', 'USD', { AssetClass: 'digital_asset' })).toMatchObject({
      AssetClass: 'digital_asset',
      MarketHours: aroundTheClock,
    });
    expect(await putMarket('TOKN', 'USD', { AssetClass: 'share' })).toMatchObject({
      AssetClass: 'share',
      MarketHours: aroundTheClock,
    });
    const weekdays = { Open: '09:30', Close: '16:00', Days: [2, 3, 4, 5, 6] };
    expect(await putMarket('USDC', 'USD', { MarketHours: weekdays })).toMatchObject({
      AssetClass: 'digital_asset',
      MarketHours: weekdays,
    });
  });

  it.each([
    ['on a Sunday', '2026-03-08T12:00:00Z', '2026-03-09 06:00:00', '2026-03-09T06:00:00.000Z'],
    ['at 03:00 on a Tuesday', '2026-03-03T03:00:00Z', '2026-03-03 06:00:00', '2026-03-03T06:00:00.000Z'],
  ])('takes an order on bitcoin %s, when a share market is closed (TRD-5)', async (_when, iso, until, nextOpenAt) => {
    await putMarket('BTC', 'USD');
    const share = await trading.market();
    await at(iso, async () => {
      const investor = await trading.trader({ USD: '100' });
      const bitcoin = await trading.submit(investor, limitBuy('BTC-USD'));
      expect(bitcoin.statusCode, bitcoin.body).toBe(200);
      expect(bitcoin.json().payload).toMatchObject({ ShareName: 'BTC-USD', LastOrderStatus: '0' });

      const refused = await trading.submit(investor, limitBuy(share.symbol));
      expect(refused.statusCode).toBe(422);
      expect(refused.json()).toMatchObject({
        code: 'TRD-5',
        message: `The market ${share.symbol} is closed until ${until} UTC`,
      });
      const placed = (await trading.orders(investor)).items.map((order: { ShareName: string }) => order.ShareName);
      expect(placed).toEqual(['BTC-USD']);

      const listed = await currencies();
      expect(listed.get('BTC-USD')).toMatchObject({ IsMarketOpen: true, NextOpenAt: null });
      expect(listed.get(share.symbol)).toMatchObject({ IsMarketOpen: false, NextOpenAt: nextOpenAt });
    });
  });
});

describe('the demo markets', () => {
  it('are open whenever a newcomer arrives, the shares as a demo choice', async () => {
    await t.createTenant('hours-demo.test');
    const tenant = await t.context.tenants.resolveTenant('hours-demo.test');
    await seedDemoMarkets(t.context.database.db, tenant.id);
    for (const iso of ['2026-03-08T12:00:00Z', '2026-03-03T03:00:00Z', '2026-03-02T00:00:00Z']) {
      await at(iso, async () => {
        const listed = await currencies('hours-demo.test');
        for (const share of ['ACME-USD', 'NWCF-USD']) {
          expect(listed.get(share)).toMatchObject({ AssetClass: 'share', IsMarketOpen: true, NextOpenAt: null });
        }
        expect(listed.get('BTC-USD')).toMatchObject({ AssetClass: 'digital_asset', IsMarketOpen: true });
      });
    }
  });
});
