import { randomInt, randomUUID } from 'node:crypto';
import type { Order } from '@invest/contracts';
import type { Side } from '@invest/engine';
import { parseUnits, scaleOf } from '@invest/money';
import { expect } from 'vitest';
import { call, createTestApp, defaultTestHost, type TestApp } from '../../../test/test-app';
import { inTransaction } from '../../platform/db/transaction';
import { createSignedInUser, signIn } from '../auth/testing';
import { getOrCreateAccount, getOrCreateUserAccounts, transfer } from '../ledger';
import type { MarketRow } from './markets/markets.repository';
import { createMarket, usdShareMarket } from './markets/markets.service';
import type { DeskCommand } from './matching/market-batch';
import { createMarketDesk } from './matching/market-desk';

/** Test data for trading: markets, funded investors, and the calls a trading client makes. */

let marketCounter = 0;

/** A market of the test tenant (the default one unless `host` is given): whole shares of a fresh asset priced in USD cents, fee 0.25 %. */
export async function createTestMarket(
  t: TestApp,
  overrides: Partial<Parameters<typeof createMarket>[2]> = {},
  host = defaultTestHost,
) {
  marketCounter += 1;
  const base = `TST${marketCounter}`;
  const tenant = await t.context.tenants.resolveTenant(host);
  return createMarket(t.context.database.db, tenant.id, {
    ...usdShareMarket(base, `Test share ${marketCounter}`),
    ...overrides,
  });
}

export type Trader = Awaited<ReturnType<typeof createTrader>>;

/** Moves `amount` of `asset` into the user's available balance from a test counterpart. */
export async function credit(t: TestApp, user: { id: string; tenantId: string }, asset: string, amount: string) {
  await inTransaction(t.context.database.db, async (tx) => {
    const external = await getOrCreateAccount(tx, user.tenantId, {
      owner: { kind: 'system' },
      asset,
      purpose: 'external:test',
    });
    const { available } = await getOrCreateUserAccounts(tx, user.tenantId, user.id, asset);
    const units = parseUnits(amount, scaleOf(asset));
    await transfer(tx, user.tenantId, {
      kind: 'deposit',
      postings: [
        { account: external, amountUnits: -units },
        { account: available, amountUnits: units },
      ],
    });
  });
}

/** An approved investor (with an investor id) holding the given balances, e.g. `{ USD: '1000' }`. */
export async function createTrader(t: TestApp, balances: Record<string, string> = {}, host = defaultTestHost) {
  const investorId = String(randomInt(100_000_000_000, 999_999_999_999));
  const user = await createSignedInUser(t, { host, investorId });
  for (const [asset, amount] of Object.entries(balances)) await credit(t, user, asset, amount);
  return { ...user, investorId, host };
}

/** A fresh market (see createTestMarket) with a seller holding `shares` of its asset and a buyer holding `usd` USD. */
export async function createMarketWithTraders(
  t: TestApp,
  holdings: { shares: string; usd: string },
  overrides: Partial<Parameters<typeof createMarket>[2]> = {},
) {
  const market = await createTestMarket(t, overrides);
  const seller = await createTrader(t, { [market.baseAsset]: holdings.shares });
  const buyer = await createTrader(t, { USD: holdings.usd });
  return { market, seller, buyer };
}

/** The trader's trading account number (POST /api/accounts). */
export async function openTradingAccount(t: TestApp, trader: { token: string; host: string }): Promise<string> {
  const response = await call(t.trading, {
    method: 'POST',
    url: '/api/accounts',
    token: trader.token,
    host: trader.host,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().payload.AccountId as string;
}

/** POST /api/orders with an Idempotency-Key (a fresh one unless given). */
export function submitOrder(
  t: TestApp,
  trader: { token: string; host?: string },
  body: Record<string, unknown>,
  key: string = randomUUID(),
) {
  return call(t.trading, {
    method: 'POST',
    url: '/api/orders',
    token: trader.token,
    host: trader.host,
    headers: { 'idempotency-key': key },
    payload: body,
  });
}

/** Places an order that must be accepted, and returns it as the client sees it. */
export async function placeOrder(
  t: TestApp,
  trader: { token: string; host?: string },
  body: Record<string, unknown>,
): Promise<Order> {
  const response = await submitOrder(t, trader, body);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().payload as Order;
}

/** POST /api/orders/{id}/amend with an Idempotency-Key (a fresh one unless given). */
export function amend(
  t: TestApp,
  trader: { token: string; host?: string },
  orderId: string,
  body: Record<string, unknown>,
  key: string = randomUUID(),
) {
  return call(t.trading, {
    method: 'POST',
    url: `/api/orders/${orderId}/amend`,
    token: trader.token,
    host: trader.host,
    headers: { 'idempotency-key': key },
    payload: body,
  });
}

export async function cancel(t: TestApp, trader: { token: string }, orderId: string) {
  return call(t.trading, { method: 'POST', url: '/api/orders/cancel', token: trader.token, payload: { orderId } });
}

export async function listOrders(t: TestApp, trader: { token: string }, query = '') {
  const response = await call(t.trading, { method: 'GET', url: `/api/orders${query}`, token: trader.token });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().payload as { items: Order[]; total: number; page: number; limit: number };
}

/** The trader's balances as the dashboard shows them: asset to available and held decimal strings. */
export async function balancesOf(t: TestApp, trader: { token: string }) {
  const response = await call(t.api, { method: 'GET', url: '/v1/dashboard', token: trader.token });
  expect(response.statusCode, response.body).toBe(200);
  const found = response.json().payload.balances as { asset: string; available: string; held: string }[];
  return Object.fromEntries(
    found.map((balance) => [balance.asset, { available: balance.available, held: balance.held }]),
  );
}

/** A writer for markets the app's own writer never served (so it may claim them), closed by the caller. */
export function createTestDesk(t: TestApp) {
  return createMarketDesk({
    db: t.context.database.db,
    clock: t.clock,
    logError: () => undefined,
    openLockSession: () => t.context.database.openLockSession(),
  });
}

/** A limit order as the trading service hands it to the market's writer (one whole share, GTC, unless told). */
export function deskPlacement(
  market: MarketRow,
  trader: { id: string },
  order: { side: Side; priceUnits: bigint; timeInForce?: number; quantityUnits?: bigint },
): DeskCommand {
  const draft = {
    id: randomUUID(),
    tenantId: market.tenantId,
    userId: trader.id,
    marketId: market.id,
    side: order.side,
    orderType: 2,
    timeInForce: order.timeInForce ?? 1,
    priceUnits: order.priceUnits,
    stopPriceUnits: null,
    size: { quantity: order.quantityUnits ?? 1n },
    feePct: market.feePct,
    integrationService: market.integrationService,
    idempotencyKey: null,
  };
  return { type: 'place', draft };
}

/**
 * The markets, investors and client calls of one app, so a scenario reads as what the investors do:
 * `const trading = tradingScenario(t); await trading.place(buyer, order)`.
 */
/**
 * A market like the demo's bitcoin one: quantities to the base unit (8 decimals), lots of 0.01,
 * whole-dollar ticks, a fee of 0.1 %, open around the clock.
 */
export const bitcoinLikeMarket = {
  quantityScale: 8,
  lot: 1_000_000n,
  priceScale: 2,
  tick: 100n,
  feePct: '0.1',
  opensAtMinute: 0,
  closesAtMinute: 0,
  tradingDays: [1, 2, 3, 4, 5, 6, 7],
};

export function tradingScenario(t: TestApp) {
  return {
    market: (overrides?: Parameters<typeof createTestMarket>[1], host?: string) => createTestMarket(t, overrides, host),
    trader: (balances?: Record<string, string>, host?: string) => createTrader(t, balances, host),
    marketWithTraders: (
      holdings: Parameters<typeof createMarketWithTraders>[1],
      overrides?: Parameters<typeof createMarketWithTraders>[2],
    ) => createMarketWithTraders(t, holdings, overrides),
    submit: (trader: Parameters<typeof submitOrder>[1], body: Record<string, unknown>, key?: string) =>
      submitOrder(t, trader, body, key),
    place: (trader: Parameters<typeof placeOrder>[1], body: Record<string, unknown>) => placeOrder(t, trader, body),
    cancel: (trader: { token: string }, orderId: string) => cancel(t, trader, orderId),
    amend: (trader: { token: string }, orderId: string, body: Record<string, unknown>, key?: string) =>
      amend(t, trader, orderId, body, key),
    orders: (trader: { token: string }, query?: string) => listOrders(t, trader, query),
    balances: (trader: { token: string }) => balancesOf(t, trader),
    /** Signs the trader in again on this app, e.g. after a restart. */
    signInAgain: async (trader: { email: string; password: string }) => ({
      token: await signIn(t, { email: trader.email, password: trader.password }),
    }),
  };
}

/** Stops the app's trading process and starts another app on the same database, as a restart of trading does. */
export async function restartTrading(first: TestApp): Promise<TestApp> {
  await first.trading.close();
  return createTestApp({ sharedDatabase: first.context.database });
}
