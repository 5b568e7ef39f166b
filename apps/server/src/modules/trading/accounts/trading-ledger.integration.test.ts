import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { call, useTestApp } from '../../../../test/test-app';
import { createSignedInUser } from '../../auth/testing';
import {
  balancesOf,
  createTestMarket,
  createTrader,
  openTradingAccount,
  placeOrder,
  type Trader,
} from '../trading.test-factories';

const otherHost = 'ledger-other.test';
const t = useTestApp({ tenants: { [otherHost]: 'Other Ledger Domain' } });

const get = (trader: { token: string; host: string }, url: string) =>
  call(t.trading, { method: 'GET', url, token: trader.token, host: trader.host });

function move(trader: Trader, account: string, payload: unknown, key: string | null = randomUUID()) {
  return call(t.trading, {
    method: 'POST',
    url: `/api/ledger/${account}/assets`,
    token: trader.token,
    host: trader.host,
    headers: key === null ? {} : { 'idempotency-key': key },
    payload: payload as Record<string, unknown>,
  });
}

describe('GET /api/ledger/{account}/assets and /api/ledger/assets/{symbol}', () => {
  it("lists the domain's instruments and every asset the investor holds, with what open orders hold", async () => {
    const market = await createTestMarket(t, { integrationService: 'bosonic' });
    const trader = await createTrader(t, { [market.baseAsset]: '5', USD: '20' });
    const account = await openTradingAccount(t, trader);
    await placeOrder(t, trader, { ShareName: market.symbol, Side: 2, OrderType: 2, Price: '30', Quantity: '2' });

    const response = await get(trader, `/api/ledger/${account}/assets`);
    expect(response.statusCode).toBe(200);
    const assets = response.json().payload as { Symbol: string }[];
    expect(assets.find((asset) => asset.Symbol === market.baseAsset)).toEqual({
      Symbol: market.baseAsset,
      Name: market.name,
      Scale: 8,
      IntegrationService: 'bosonic',
      Available: '3',
      Held: '2',
      Venues: [],
    });
    expect(assets.find((asset) => asset.Symbol === 'USD')).toEqual({
      Symbol: 'USD',
      Name: 'USD',
      Scale: 2,
      IntegrationService: null,
      Available: '20',
      Held: '0',
      Venues: [],
    });
    const one = await get(trader, `/api/ledger/assets/${market.baseAsset.toLowerCase()}`);
    expect(one.statusCode).toBe(200);
    expect(one.json().payload).toMatchObject({ Symbol: market.baseAsset, Available: '3', Held: '2' });
  });

  it("answers 404 for another investor's account, another domain's, an unknown instrument", async () => {
    const market = await createTestMarket(t);
    const owner = await createTrader(t, { [market.baseAsset]: '1' });
    const account = await openTradingAccount(t, owner);
    const other = await createTrader(t);
    await openTradingAccount(t, other);
    expect((await get(other, `/api/ledger/${account}/assets`)).statusCode).toBe(404);
    const elsewhere = await createTrader(t, {}, otherHost);
    await openTradingAccount(t, elsewhere);
    expect((await get(elsewhere, `/api/ledger/${account}/assets`)).statusCode).toBe(404);
    expect((await get(elsewhere, `/api/ledger/assets/${market.baseAsset}`)).statusCode).toBe(404);
    expect((await get(owner, '/api/ledger/assets/NOPE')).json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('refuses a malformed account, a user without an investor id and no token', async () => {
    const trader = await createTrader(t);
    const malformed = await get(trader, '/api/ledger/12345/assets');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().errors.account).toEqual(['The account is your trading account number: nine digits']);
    const notInvestor = await createSignedInUser(t);
    expect((await get({ ...notInvestor, host: trader.host }, '/api/ledger/123456789/assets')).statusCode).toBe(403);
    expect((await call(t.trading, { method: 'GET', url: '/api/ledger/123456789/assets' })).statusCode).toBe(401);
  });
});

describe('POST /api/ledger/{account}/assets', () => {
  it("moves an instrument to the venue it trades on and back, as the investor's own transfer", async () => {
    const market = await createTestMarket(t, { integrationService: 'merj' });
    const trader = await createTrader(t, { [market.baseAsset]: '10' });
    const account = await openTradingAccount(t, trader);

    const there = await move(trader, account, { instrument: market.baseAsset, amount: '4.5' });
    expect(there.statusCode, there.body).toBe(200);
    expect(there.json()).toMatchObject({
      message: 'Moved to merj',
      payload: {
        TransactionId: expect.any(String),
        Instrument: market.baseAsset,
        IntegrationService: 'merj',
        Amount: '4.5',
        Asset: { Available: '5.5', Held: '0', Venues: [{ IntegrationService: 'merj', Balance: '4.5' }] },
      },
    });
    const back = await move(trader, account, { instrument: market.baseAsset, amount: -1.25 });
    expect(back.json()).toMatchObject({
      message: 'Moved back from merj',
      payload: { Amount: '-1.25', Asset: { Available: '6.75', Venues: [{ Balance: '3.25' }] } },
    });
    expect((await balancesOf(t, trader))[market.baseAsset]).toEqual({ available: '6.75', held: '0' });
  });

  it('moves once for one Idempotency-Key, and refuses the key with another body', async () => {
    const market = await createTestMarket(t);
    const trader = await createTrader(t, { [market.baseAsset]: '10' });
    const account = await openTradingAccount(t, trader);
    const key = randomUUID();
    const body = { instrument: market.baseAsset, amount: '3' };
    const first = await move(trader, account, body, key);
    const again = await move(trader, account, body, key);
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json().payload.TransactionId).toBe(first.json().payload.TransactionId);
    expect((await balancesOf(t, trader))[market.baseAsset]).toEqual({ available: '7', held: '0' });
    const changed = await move(trader, account, { ...body, amount: '4' }, key);
    expect(changed.statusCode).toBe(409);
    expect(changed.json()).toMatchObject({ code: 'IDEMPOTENCY_MISMATCH' });
    expect((await balancesOf(t, trader))[market.baseAsset]).toEqual({ available: '7', held: '0' });
  });

  it('refuses more than the giving side has, with INS-1, moving nothing', async () => {
    const market = await createTestMarket(t);
    const trader = await createTrader(t, { [market.baseAsset]: '2' });
    const account = await openTradingAccount(t, trader);
    const tooMuch = await move(trader, account, { instrument: market.baseAsset, amount: '2.00000001' });
    expect(tooMuch.statusCode).toBe(422);
    expect(tooMuch.json()).toMatchObject({ code: 'INS-1' });
    const nothingThere = await move(trader, account, { instrument: market.baseAsset, amount: '-1' });
    expect(nothingThere.json()).toMatchObject({ code: 'INS-1' });
    expect((await balancesOf(t, trader))[market.baseAsset]).toEqual({ available: '2', held: '0' });
  });

  it('refuses bad input with a 400 on the field', async () => {
    const market = await createTestMarket(t);
    const trader = await createTrader(t, { [market.baseAsset]: '2' });
    const account = await openTradingAccount(t, trader);
    const cases: [unknown, string][] = [
      [{}, 'instrument'],
      [{ instrument: market.baseAsset, amount: '0' }, 'amount'],
      [{ instrument: market.baseAsset, amount: '0.000000001' }, 'amount'],
      [{ instrument: market.baseAsset, amount: 'lots' }, 'amount'],
      [{ instrument: market.baseAsset, amount: 1e20 }, 'amount'],
      [{ instrument: 'no spaces', amount: '1' }, 'instrument'],
      [{ instrument: market.baseAsset, amount: '1', venue: 'merj' }, ''],
    ];
    for (const [body, field] of cases) {
      const response = await move(trader, account, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().code).toBe('VALIDATION');
      if (field) expect(Object.keys(response.json().errors ?? {})).toContain(field);
    }
    const noKey = await move(trader, account, { instrument: market.baseAsset, amount: '1' }, null);
    expect(noKey.statusCode).toBe(400);
    expect((await balancesOf(t, trader))[market.baseAsset]).toEqual({ available: '2', held: '0' });
  });

  it("answers 404 for another investor's account, another domain's instrument, an unknown one", async () => {
    const market = await createTestMarket(t);
    const owner = await createTrader(t, { [market.baseAsset]: '2' });
    const account = await openTradingAccount(t, owner);
    const other = await createTrader(t, { [market.baseAsset]: '2' });
    await openTradingAccount(t, other);
    expect((await move(other, account, { instrument: market.baseAsset, amount: '1' })).statusCode).toBe(404);
    const elsewhere = await createTrader(t, { [market.baseAsset]: '2' }, otherHost);
    const elsewhereAccount = await openTradingAccount(t, elsewhere);
    const foreign = await move(elsewhere, elsewhereAccount, { instrument: market.baseAsset, amount: '1' });
    expect(foreign.statusCode).toBe(404);
    expect((await move(owner, account, { instrument: 'NOPE', amount: '1' })).statusCode).toBe(404);
    expect((await balancesOf(t, owner))[market.baseAsset]).toEqual({ available: '2', held: '0' });
  });
});
