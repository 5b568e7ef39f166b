import { buyHoldOf, formatUnits, parseUnits } from '@invest/money';
import { describe, expect, it } from 'vitest';
import { call, useTestApp } from '../../../../test/test-app';
import {
  createMarketWithTraders,
  createTestMarket,
  createTrader,
  placeOrder,
  submitOrder,
} from '../trading.test-factories';
import { seedDemoMarkets } from './markets.service';

const t = useTestApp();

const get = (url: string, host?: string) => call(t.trading, { method: 'GET', url, host });

describe('GET /api/currencies and /api/assets', () => {
  it("lists the domain's markets with their units, fee, hours and restrictions, and no other domain's", async () => {
    const tenantId = await t.createTenant('markets-demo.test');
    await seedDemoMarkets(t.context.database.db, tenantId);
    const response = await get('/api/currencies', 'markets-demo.test');
    expect(response.statusCode).toBe(200);
    const currencies = response.json().payload;
    expect(currencies.map((currency: { Symbol: string }) => currency.Symbol)).toEqual([
      'ACME-USD',
      'BTC-USD',
      'NWCF-USD',
    ]);
    expect(currencies[1]).toEqual({
      Symbol: 'BTC-USD',
      Name: 'Bitcoin',
      BaseAsset: 'BTC',
      QuoteAsset: 'USD',
      PriceScale: 2,
      QuantityScale: 8,
      TickSize: '1',
      LotSize: '0.01',
      FeePct: '0.1',
      AssetClass: 'digital_asset',
      MarketHours: { Open: '00:00', Close: '00:00', Days: [1, 2, 3, 4, 5, 6, 7] },
      IsMarketOpen: true,
      NextOpenAt: null,
      IntegrationService: 'digtl_ledger',
      PriceBandBps: 500,
      MarketBuyPriceLimit: null,
      IsHalted: false,
      HaltReason: null,
      HaltedAt: null,
      OnlyForAccredited: false,
      HasCountryRestriction: false,
      RestrictedCountries: [],
    });
    const otherDomain = (await get('/api/currencies')).json().payload;
    expect(otherDomain.map((currency: { Symbol: string }) => currency.Symbol)).not.toContain('ACME-USD');
  });

  it('lists each market asset with its scale, restrictions and last traded price', async () => {
    const { market, seller, buyer } = await createMarketWithTraders(
      t,
      { shares: '1', usd: '100' },
      { hasCountryRestriction: true, restrictedCountries: ['FR'] },
    );
    const order = { ShareName: market.symbol, OrderType: 2, Price: '42.50', Quantity: '1' };
    await placeOrder(t, seller, { ...order, Side: 2 });
    await placeOrder(t, buyer, { ...order, Side: 1 });
    const assets = (await get('/api/assets')).json().payload;
    expect(assets.find((asset: { Market: string }) => asset.Market === market.symbol)).toEqual({
      Symbol: market.baseAsset,
      Name: market.name,
      Scale: 8,
      Market: market.symbol,
      QuoteAsset: 'USD',
      LastPrice: '42.5',
      OnlyForAccredited: false,
      HasCountryRestriction: true,
      RestrictedCountries: ['FR'],
    });
  });

  it('tells the worst price a market buy pays: the band above the best offer, then above the last trade', async () => {
    const market = await createTestMarket(t);
    const seller = await createTrader(t, { [market.baseAsset]: '10' });
    const currencyOf = async () =>
      (await get('/api/currencies'))
        .json()
        .payload.find((currency: { Symbol: string }) => currency.Symbol === market.symbol);
    expect((await currencyOf()).MarketBuyPriceLimit).toBeNull();
    await placeOrder(t, seller, { ShareName: market.symbol, Side: 2, OrderType: 2, Price: '40', Quantity: '10' });
    expect((await currencyOf()).MarketBuyPriceLimit).toBe('42');
    const buyer = await createTrader(t, { USD: '100' });
    await placeOrder(t, buyer, { ShareName: market.symbol, Side: 1, OrderType: 2, Price: '40', Quantity: '1' });
    expect(await currencyOf()).toMatchObject({ PriceBandBps: 500, MarketBuyPriceLimit: '42' });
  });

  it('holds a market buy at exactly the cost at that limit plus the fee: a cent less is refused', async () => {
    const market = await createTestMarket(t);
    const seller = await createTrader(t, { [market.baseAsset]: '10' });
    await placeOrder(t, seller, { ShareName: market.symbol, Side: 2, OrderType: 2, Price: '12.50', Quantity: '10' });
    const currency = (await get('/api/currencies'))
      .json()
      .payload.find((found: { Symbol: string }) => found.Symbol === market.symbol);
    const hold = buyHoldOf(market, parseUnits(currency.MarketBuyPriceLimit, market.priceScale), 3n);
    expect(formatUnits(hold, 2)).toBe('39.46');
    const buy = { ShareName: market.symbol, Side: 1, OrderType: 1, Quantity: '3', TimeInForce: 3 };
    const short = await createTrader(t, { USD: formatUnits(hold - 1n, 2) });
    expect((await submitOrder(t, short, buy)).json()).toMatchObject({ code: 'TRD-6' });
    const enough = await createTrader(t, { USD: formatUnits(hold, 2) });
    expect((await submitOrder(t, enough, buy)).statusCode).toBe(200);
  });

  it('are documented with the order routes in the trading host reference', async () => {
    const response = await get('/docs/json');
    expect(response.statusCode).toBe(200);
    expect(Object.keys(response.json().paths)).toEqual(
      expect.arrayContaining([
        '/api/currencies',
        '/api/assets',
        '/api/orders',
        '/api/orders/cancel',
        '/api/orders/{id}/amend',
        '/api/orders-total',
        '/api/ledger/{account}/assets',
        '/api/reports/history',
        '/api/discount-confirmation',
      ]),
    );
  });
});
