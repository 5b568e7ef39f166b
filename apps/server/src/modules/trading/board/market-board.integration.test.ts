import { describe, expect, it } from 'vitest';
import { call, useTestApp } from '../../../../test/test-app';
import { createSignedInUser, registerUser } from '../../auth/testing';
import { createMarketWithTraders, createTestMarket, createTrader, placeOrder } from '../trading.test-factories';

const otherHost = 'board-other.test';
const t = useTestApp({ tenants: { [otherHost]: 'Other Board Domain' } });

const get = (url: string, trader: { token?: string; host?: string } = {}) =>
  call(t.api, { method: 'GET', url, token: trader.token, host: trader.host });

/** A market where the seller sold the buyer 2 shares at 40 an hour ago, then 1 at 44 now. */
async function tradedMarket() {
  const { market, seller, buyer } = await createMarketWithTraders(t, { shares: '10', usd: '1000' });
  const trade = async (price: string, quantity: string) => {
    await placeOrder(t, seller, { ShareName: market.symbol, Side: 2, OrderType: 2, Price: price, Quantity: quantity });
    await placeOrder(t, buyer, { ShareName: market.symbol, Side: 1, OrderType: 2, Price: price, Quantity: quantity });
  };
  const now = t.clock.now();
  t.clock.set(new Date(now.getTime() - 60 * 60 * 1000));
  await trade('40', '2');
  t.clock.set(now);
  await trade('44', '1');
  return { market, seller, buyer };
}

describe('GET /v1/shares/data', () => {
  it("lists the domain's markets with the last price, the day's change and volume, to anyone", async () => {
    const { market } = await tradedMarket();
    const response = await get('/v1/shares/data');
    expect(response.statusCode).toBe(200);
    expect(response.json().payload.find((share: { Symbol: string }) => share.Symbol === market.symbol)).toEqual({
      Symbol: market.symbol,
      Name: market.name,
      BaseAsset: market.baseAsset,
      QuoteAsset: 'USD',
      IsMarketOpen: true,
      Price: '44',
      PriceDiffPct: '10',
      PricedVolume: '124',
      High: '44',
      Low: '40',
    });
    const elsewhere = (await get('/v1/shares/data', { host: otherHost })).json().payload;
    expect(elsewhere).toEqual([]);
  });
});

describe('GET /v1/assets', () => {
  it('lists each instrument with its restrictions, what the caller holds, and whether it is open to them', async () => {
    const open = await createTestMarket(t);
    const accredited = await createTestMarket(t, { onlyForAccredited: true });
    const trader = await createTrader(t, { [open.baseAsset]: '3' });
    await placeOrder(t, trader, { ShareName: open.symbol, Side: 2, OrderType: 2, Price: '50', Quantity: '1' });
    const assets = (await get('/v1/assets', trader)).json().payload as { Symbol: string }[];
    expect(assets.find((asset) => asset.Symbol === open.baseAsset)).toEqual({
      Symbol: open.baseAsset,
      Name: open.name,
      Scale: 8,
      Market: open.symbol,
      QuoteAsset: 'USD',
      LastPrice: null,
      OnlyForAccredited: false,
      HasCountryRestriction: false,
      RestrictedCountries: [],
      Available: '2',
      Held: '1',
      Restriction: null,
    });
    expect(assets.find((asset) => asset.Symbol === accredited.baseAsset)).toMatchObject({
      OnlyForAccredited: true,
      Available: '0',
      Restriction: 'accreditation',
    });
    const elsewhere = await createTrader(t, {}, otherHost);
    expect((await get('/v1/assets', elsewhere)).json().payload).toEqual([]);
  });

  it('needs a signed-in user with a confirmed email', async () => {
    expect((await get('/v1/assets')).statusCode).toBe(401);
    const unconfirmed = await registerUser(t);
    expect((await get('/v1/assets', unconfirmed)).json()).toMatchObject({ code: 'EMAIL_NOT_VERIFIED' });
  });
});

describe('GET /v1/assets/{id}/transactions/{type}', () => {
  it("lists the caller's fills of the instrument, newest first, paged", async () => {
    const { market, buyer, seller } = await tradedMarket();
    const response = await get(`/v1/assets/${market.baseAsset}/transactions/trades?limit=1`, buyer);
    expect(response.statusCode).toBe(200);
    expect(response.json().payload).toMatchObject({
      page: 1,
      limit: 1,
      total: 2,
      items: [{ Type: 'trade', ShareName: market.symbol, Side: 1, Price: '44', Quantity: '1', Liquidity: 'taker' }],
    });
    const sold = (await get(`/v1/assets/${market.baseAsset}/transactions/trades`, seller)).json().payload;
    expect(sold.items.map((fill: { Side: number; Price: string }) => [fill.Side, fill.Price])).toEqual([
      [2, '44'],
      [2, '40'],
    ]);
    const stranger = await createTrader(t);
    expect((await get(`/v1/assets/${market.baseAsset}/transactions/trades`, stranger)).json().payload.total).toBe(0);
  });

  it("lists the postings to the caller's balances of the instrument", async () => {
    const { market, buyer } = await tradedMarket();
    const response = await get(`/v1/assets/${market.baseAsset.toLowerCase()}/transactions/ledger`, buyer);
    expect(response.statusCode).toBe(200);
    const { items, total } = response.json().payload;
    expect(total).toBe(2);
    expect(items).toEqual([
      {
        Type: 'ledger',
        TransactionId: expect.any(String),
        Kind: 'trade',
        Balance: 'available',
        Amount: '1',
        OrderType: null,
        Side: null,
        TransactionTime: expect.any(String),
      },
      expect.objectContaining({ Type: 'ledger', Balance: 'available', Amount: '2', OrderType: null }),
    ]);
    const holder = await createTrader(t, { [market.baseAsset]: '3' });
    const deposited = (await get(`/v1/assets/${market.baseAsset}/transactions/ledger`, holder)).json().payload;
    expect(deposited.items).toEqual([
      expect.objectContaining({ Kind: 'deposit', Amount: '3', OrderType: 'deposit', Side: null }),
    ]);
  });

  it("answers 404 for an unknown instrument or another domain's, and 400 for an unknown type", async () => {
    const { market } = await tradedMarket();
    const trader = await createTrader(t);
    expect((await get('/v1/assets/NOPE/transactions/trades', trader)).statusCode).toBe(404);
    const elsewhere = await createTrader(t, {}, otherHost);
    expect((await get(`/v1/assets/${market.baseAsset}/transactions/ledger`, elsewhere)).statusCode).toBe(404);
    const wrongType = await get(`/v1/assets/${market.baseAsset}/transactions/dividends`, trader);
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json().errors.type).toEqual(['The type is trades or ledger']);
    expect((await get(`/v1/assets/${market.baseAsset}/transactions/trades?limit=1000`, trader)).statusCode).toBe(400);
    expect((await get(`/v1/assets/${market.baseAsset}/transactions/trades`)).statusCode).toBe(401);
  });
});

describe('the API reference', () => {
  it('documents the trading calls of the main API', async () => {
    const paths = Object.keys((await get('/docs/json')).json().paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/v1/shares/data',
        '/v1/assets/{id}/transactions/{type}',
        '/v1/assets/trade',
        '/v1/bookmark/{id}',
        '/v1/asset-news',
      ]),
    );
  });
});

describe('GET /v1/trading/orders', () => {
  it("lists the caller's orders as the trading host does, and no one else's", async () => {
    const { market, buyer } = await tradedMarket();
    const mine = (await get(`/v1/trading/orders?shareName=${market.symbol}&orderBy=asc`, buyer)).json().payload;
    expect(mine.total).toBe(2);
    expect(
      mine.items.map((order: { Price: string; LastOrderStatus: string }) => [order.Price, order.LastOrderStatus]),
    ).toEqual([
      ['40', '2'],
      ['44', '2'],
    ]);
    const stranger = await createTrader(t);
    expect((await get('/v1/trading/orders', stranger)).json().payload.total).toBe(0);
    const elsewhere = await createTrader(t, {}, otherHost);
    expect((await get('/v1/trading/orders', elsewhere)).json().payload.total).toBe(0);
    expect((await get('/v1/trading/orders?side=3', buyer)).statusCode).toBe(400);
    const notInvestor = await createSignedInUser(t);
    expect((await get('/v1/trading/orders', notInvestor)).statusCode).toBe(403);
  });
});
