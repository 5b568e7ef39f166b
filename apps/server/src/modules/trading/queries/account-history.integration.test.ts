import { randomUUID } from 'node:crypto';
import { parseUnits, scaleOf } from '@invest/money';
import { describe, expect, it } from 'vitest';
import { call, type TestApp, useTestApp } from '../../../../test/test-app';
import { inTransaction } from '../../../platform/db/transaction';
import { getOrCreateAccount, getOrCreateUserAccounts, systemPurposes, transfer } from '../../ledger';
import { createTestMarket, createTrader, openTradingAccount, placeOrder, type Trader } from '../trading.test-factories';

const otherHost = 'history-other.test';
const t = useTestApp({ tenants: { [otherHost]: 'Other History Domain' } });

/**
 * The ledger stamps its transactions with the database's time and orders take the app's clock, so
 * the orders of these tests are placed long before now and long after it, the ledger's movements now.
 */
const longBefore = new Date('2020-01-07T12:00:00Z');
const longAfter = new Date('2099-01-06T12:00:00Z');

const history = (trader: { token: string; host: string }, query = '') =>
  call(t.api, { method: 'GET', url: `/v1/trading/orders${query}`, token: trader.token, host: trader.host });

/** Money crossing the investor's accounts and the outside, as funding's deposits and withdrawals do, with the platform's fee. */
async function moveFunds(
  app: TestApp,
  trader: Trader,
  movement: { kind: 'deposit' | 'withdrawal'; asset: string; amount: string; fee: string },
) {
  const units = (amount: string) => parseUnits(amount, scaleOf(movement.asset));
  await inTransaction(app.context.database.db, async (tx) => {
    const system = (purpose: string) =>
      getOrCreateAccount(tx, trader.tenantId, { owner: { kind: 'system' }, asset: movement.asset, purpose });
    const outside = await system('external:test');
    const fees = await system(systemPurposes.fees);
    const { available } = await getOrCreateUserAccounts(tx, trader.tenantId, trader.id, movement.asset);
    const [amount, fee] = [units(movement.amount), units(movement.fee)];
    const sign = movement.kind === 'deposit' ? 1n : -1n;
    await transfer(tx, trader.tenantId, {
      kind: movement.kind,
      postings: [
        { account: outside, amountUnits: -sign * amount - (sign > 0n ? fee : 0n) },
        { account: available, amountUnits: sign * amount - (sign > 0n ? 0n : fee) },
        ...(fee > 0n ? [{ account: fees, amountUnits: fee }] : []),
      ],
    });
  });
}

/**
 * An investor whose account saw, oldest first: a buy placed long before now; deposits of 100 USD
 * and 5 of the market's asset; a deposit of 50 USD less a fee of 1.50; a withdrawal of 19.50 USD
 * with a fee of 0.50; 2 of the asset moved to the market's venue; a sell placed long after now.
 */
async function busyAccount() {
  t.clock.set(longAfter);
  const market = await createTestMarket(t, { integrationService: 'bosonic' });
  const trader = await createTrader(t, { USD: '100' });
  await moveFunds(t, trader, { kind: 'deposit', asset: market.baseAsset, amount: '5', fee: '0' });
  t.clock.set(longBefore);
  const buy = await placeOrder(t, trader, {
    ShareName: market.symbol,
    Side: 1,
    OrderType: 2,
    Price: '10',
    Quantity: '1',
  });
  await moveFunds(t, trader, { kind: 'deposit', asset: 'USD', amount: '48.50', fee: '1.50' });
  await moveFunds(t, trader, { kind: 'withdrawal', asset: 'USD', amount: '19.50', fee: '0.50' });
  t.clock.set(longAfter);
  const account = await openTradingAccount(t, trader);
  const moved = await call(t.trading, {
    method: 'POST',
    url: `/api/ledger/${account}/assets`,
    token: trader.token,
    host: trader.host,
    headers: { 'idempotency-key': randomUUID() },
    payload: { instrument: market.baseAsset, amount: '2' },
  });
  expect(moved.statusCode, moved.body).toBe(200);
  const sell = await placeOrder(t, trader, {
    ShareName: market.symbol,
    Side: 2,
    OrderType: 2,
    Price: '50',
    Quantity: '1',
  });
  return { market, trader, buy, sell };
}

const movementOf = (entry: Record<string, unknown>) => ({
  Side: entry.Side,
  OrderType: entry.OrderType,
  ShareName: entry.ShareName,
  RefOrderQty: entry.RefOrderQty,
  Fee: entry.Fee,
  FeePct: entry.FeePct,
  IntegrationService: entry.IntegrationService,
});

describe('GET /v1/trading/orders: the trading account history', () => {
  it('lists the deposits, withdrawals and moves to a venue between the orders, newest first, with SPEC 4 codes', async () => {
    const { market, trader, buy, sell } = await busyAccount();
    const response = await history(trader);
    expect(response.statusCode, response.body).toBe(200);
    const { items, total } = response.json().payload;
    expect(total).toBe(7);
    expect(items.map((entry: { OrderId: string }) => entry.OrderId).at(0)).toBe(sell.OrderId);
    expect(items.at(-1)).toMatchObject({ OrderId: buy.OrderId, Side: 1, OrderType: 2, TimeInForce: 1 });
    const [transferred, withdrawn, depositedLessFee, depositedAsset, depositedUsd] = items.slice(1, 6);
    const fromLedger = { TimeInForce: null, Price: null, LastOrderStatus: '2', Reports: [] };
    expect(transferred).toMatchObject(fromLedger);
    expect(movementOf(transferred)).toEqual({
      Side: 'transfer',
      OrderType: 'deposit',
      ShareName: market.baseAsset,
      RefOrderQty: '2',
      Fee: '0',
      FeePct: '0',
      IntegrationService: 'bosonic',
    });
    expect(movementOf(withdrawn)).toEqual({
      Side: null,
      OrderType: 'withdraw',
      ShareName: 'USD',
      RefOrderQty: '20',
      Fee: '0.5',
      FeePct: '2.5',
      IntegrationService: 'digtl_ledger',
    });
    expect(movementOf(depositedLessFee)).toMatchObject({
      OrderType: 'deposit',
      RefOrderQty: '48.5',
      Fee: '1.5',
      FeePct: '3',
    });
    expect(movementOf(depositedAsset)).toMatchObject({ Side: null, OrderType: 'deposit', ShareName: market.baseAsset });
    expect(movementOf(depositedUsd)).toMatchObject({
      Side: null,
      OrderType: 'deposit',
      ShareName: 'USD',
      RefOrderQty: '100',
    });
    for (const entry of items.slice(1, 6)) expect(entry.OrderId).toMatch(/^[0-9a-f-]{36}$/);

    const oldestFirst = (await history(trader, '?orderBy=asc&limit=2&page=3')).json().payload;
    expect(oldestFirst.items.map(movementOf)).toEqual([movementOf(withdrawn), movementOf(transferred)]);
  });

  it('filters by the movements’ order types and side as by the orders’ codes, status, asset and dates', async () => {
    const { market, trader, buy, sell } = await busyAccount();
    const found = async (query: string) =>
      (await history(trader, query))
        .json()
        .payload.items.map((entry: { OrderType: string | number }) => entry.OrderType);
    expect(await found('?orderType=deposit')).toEqual(['deposit', 'deposit', 'deposit', 'deposit']);
    expect(await found('?orderType=withdraw')).toEqual(['withdraw']);
    expect((await history(trader, '?side=transfer')).json().payload).toMatchObject({
      total: 1,
      items: [{ Side: 'transfer', ShareName: market.baseAsset }],
    });
    expect((await history(trader, '?side=1')).json().payload.items).toMatchObject([{ OrderId: buy.OrderId }]);
    expect((await history(trader, '?status=0')).json().payload.total).toBe(2);
    expect(await found('?shareName=USD')).toEqual(['withdraw', 'deposit', 'deposit']);
    expect((await history(trader, `?shareName=${market.symbol}`)).json().payload.items).toMatchObject([
      { OrderId: sell.OrderId },
      { OrderId: buy.OrderId },
    ]);
    expect((await history(trader, '?orderType=deposit&side=1')).json().payload.total).toBe(0);
    expect((await history(trader, '?startDate=2020-01-07&endDate=2020-01-07')).json().payload.items).toMatchObject([
      { OrderId: buy.OrderId },
    ]);
  });

  it("shows no one else's movements, and refuses bad codes and pages deeper than the history reaches", async () => {
    await busyAccount();
    const stranger = await createTrader(t);
    expect((await history(stranger)).json().payload).toMatchObject({ items: [], total: 0 });
    const elsewhere = await createTrader(t, { USD: '5' }, otherHost);
    expect((await history(elsewhere)).json().payload.items).toMatchObject([{ OrderType: 'deposit', RefOrderQty: '5' }]);
    for (const [query, field] of [
      ['?orderType=transfer', 'orderType'],
      ['?side=retire', 'side'],
      ['?sortField=ShareName', 'sortField'],
      ['?limit=100&page=101', 'page'],
    ]) {
      const refused = await history(stranger, query);
      expect(refused.statusCode, query).toBe(400);
      expect(Object.keys(refused.json().errors), query).toEqual([field]);
    }
  });
});

describe('GET /api/reports/orders', () => {
  it('downloads the movements beside the orders, their codes spelled out', async () => {
    const { trader } = await busyAccount();
    const response = await call(t.trading, {
      method: 'GET',
      url: '/api/reports/orders?format=csv',
      token: trader.token,
      host: trader.host,
    });
    expect(response.statusCode).toBe(200);
    const lines = response.body.trimEnd().split('\r\n');
    expect(lines).toHaveLength(8);
    const codes = lines.slice(1).map((line) => line.split(',').slice(2, 6).join(','));
    expect(codes.slice(1, 4)).toEqual([
      expect.stringMatching(/^TST\d+,Transfer,Deposit,$/),
      'USD,,Withdraw,',
      'USD,,Deposit,',
    ]);
    expect(codes.at(-1)).toMatch(/^TST\d+-USD,Buy,Limit,GTC$/);
  });
});
