import { parseUnits } from '@invest/money';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, useTestApp } from '../../../../test/test-app';
import { inTransaction } from '../../../platform/db/transaction';
import { seedDemoTrading } from '../../../seed';
import { externalPurpose, getBalances, getOrCreateAccount, getOrCreateUserAccounts, transfer } from '../../ledger';
import { findMarket } from '../markets/markets.repository';
import { connectSocket, isReply, listenOnEphemeralPort, onChannel } from '../realtime/realtime-test-client';
import { expectMarketAccountedFor } from '../trading.test-accounting';
import { createTrader, submitOrder } from '../trading.test-factories';
import { defaultMarketMakerSeed, drawOf, nextReference } from './market-maker';
import { findSandboxInvestorIds, sandboxInvestors } from './market-maker-accounts';

const t = useTestApp({ env: { MARKET_MAKER: 'on', MARKET_MAKER_INTERVAL: '1h' } });
let address: string;
const hosts = { one: 'mm-one.test', two: 'mm-two.test', poor: 'mm-poor.test' } as const;
const tenantIds: Record<string, string> = {};

beforeAll(async () => {
  address = await listenOnEphemeralPort(t.trading);
  for (const host of [hosts.one, hosts.two]) {
    tenantIds[host] = await t.createTenant(host);
    await seedDemoTrading(t.context, tenantIds[host] as string);
  }
});

/** One tick of the trading role's market maker, as its timer runs it. */
async function tick() {
  const marketMaker = t.trading.marketMaker;
  if (!marketMaker) throw new Error('the market maker is off');
  return marketMaker.runOnce();
}

/** The order book a client of `host` sees on subscribing to the depth channel. */
async function bookOf(host: string, symbol: string) {
  const client = await connectSocket(address, { host });
  try {
    await client.request({ op: 'subscribe', channel: 'depth', symbol }, isReply('subscribed', 'depth'));
    const message = await client.waitFor(onChannel('depth', symbol));
    return (message as { data: { bids: [string, string][]; asks: [string, string][] } }).data;
  } finally {
    client.socket.terminate();
  }
}

async function sandboxOf(host: string) {
  const tenantId = tenantIds[host] as string;
  const ids = await findSandboxInvestorIds(t.context.database.db, tenantId);
  const db = t.context.database.db;
  const markets = await Promise.all(
    ['ACME-USD', 'BTC-USD'].map(async (symbol) => {
      const market = await findMarket(db, tenantId, { symbol });
      if (!market) throw new Error(`no demo market ${symbol}`);
      return market;
    }),
  );
  return {
    tenantId,
    markets,
    maker: { id: ids.maker as string, starting: sandboxInvestors.maker.balances },
    taker: { id: ids.taker as string, starting: sandboxInvestors.taker.balances },
  };
}

describe('the sandbox market maker', () => {
  it('walks the same path from the same seed: two demo domains ticked alike show the same books', async () => {
    const first = await tick();
    const predicted = nextReference(1n, 10_000n, 10_000n, drawOf(defaultMarketMakerSeed, 'ACME-USD', 'walk', 0));
    const acme = first.filter((entry) => entry.symbol === 'ACME-USD');
    expect(acme.map((entry) => entry.tenantId).sort()).toEqual([tenantIds[hosts.one], tenantIds[hosts.two]].sort());
    expect(acme.map((entry) => entry.referenceUnits)).toEqual([predicted, predicted]);
    expect(acme[0]?.placed).toBe(6);

    for (let round = 0; round < 5; round += 1) await tick();
    for (const symbol of ['ACME-USD', 'BTC-USD']) {
      const book = await bookOf(hosts.one, symbol);
      expect(book.bids.length).toBeGreaterThanOrEqual(2);
      expect(book.asks.length).toBeGreaterThanOrEqual(2);
      expect(Number(book.bids[0]?.[0])).toBeLessThan(Number(book.asks[0]?.[0]));
      expect(await bookOf(hosts.two, symbol)).toEqual(book);
    }
  });

  it('trades now and then, so the candles and the last price move, and every balance still adds up', async () => {
    const ticks = [];
    for (let round = 0; round < 24; round += 1) {
      t.clock.advance(10 * 60_000);
      ticks.push(...(await tick()));
    }
    const mine = ticks.filter((entry) => entry.tenantId === tenantIds[hosts.one]);
    expect(mine.filter((entry) => entry.crossed).length).toBeGreaterThan(2);
    expect(new Set(mine.map((entry) => entry.referenceUnits)).size).toBeGreaterThan(10);

    const bars = await call(t.trading, {
      method: 'GET',
      url: '/api/markets?symbol=ACME-USD&level=30minutes&countBack=50',
      host: hosts.one,
    });
    expect(bars.statusCode, bars.body).toBe(200);
    const closes = (bars.json().payload.bars as { close: string }[]).map((bar) => bar.close);
    expect(closes.length).toBeGreaterThan(2);
    expect(new Set(closes).size).toBeGreaterThan(1);
    const assets = await call(t.trading, { method: 'GET', url: '/api/assets', host: hosts.one });
    // NWCF is quoted on one side only here: its shares come with the demo offerings, not seeded in this file.
    const lastPrices = (assets.json().payload as { Symbol: string; LastPrice: string | null }[])
      .filter((asset) => ['ACME', 'BTC'].includes(asset.Symbol))
      .map((asset) => asset.LastPrice);
    expect(lastPrices).toHaveLength(2);
    expect(lastPrices.every((price) => price !== null)).toBe(true);

    const sandbox = await sandboxOf(hosts.one);
    await expectMarketAccountedFor(t.context.database.db, sandbox.markets, [sandbox.maker, sandbox.taker]);
  });

  it("fills an investor's order that crosses its quotes, against the market maker", async () => {
    const sandbox = await sandboxOf(hosts.one);
    const investor = await createTrader(t, { USD: '10000' }, hosts.one);
    const [bestAsk] = (await bookOf(hosts.one, 'ACME-USD')).asks;
    if (!bestAsk) throw new Error('the market maker offers no ACME');
    const [acmeBefore] = (await getBalances(t.context.database.db, sandbox.tenantId, sandbox.maker.id)).filter(
      (balance) => balance.asset === 'ACME',
    );

    const response = await submitOrder(t, investor, {
      ShareName: 'ACME-USD',
      Side: 1,
      OrderType: 2,
      Price: bestAsk[0],
      Quantity: '3',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().payload).toMatchObject({ LastOrderStatus: '2', TotalFilledOrderQty: '3' });
    const [acmeAfter] = (await getBalances(t.context.database.db, sandbox.tenantId, sandbox.maker.id)).filter(
      (balance) => balance.asset === 'ACME',
    );
    const sharesOf = (balance: typeof acmeAfter) => (balance ? balance.availableUnits + balance.heldUnits : 0n);
    expect(sharesOf(acmeBefore) - sharesOf(acmeAfter)).toBe(parseUnits('3', 8));

    await tick();
    await expectMarketAccountedFor(t.context.database.db, sandbox.markets, [
      sandbox.maker,
      sandbox.taker,
      { id: investor.id, starting: { USD: '10000' } },
    ]);
  });

  it('never holds more than its balance: the quotes it cannot pay for are refused and left out', async () => {
    tenantIds[hosts.poor] = await t.createTenant(hosts.poor);
    await seedDemoTrading(t.context, tenantIds[hosts.poor] as string);
    const sandbox = await sandboxOf(hosts.poor);
    const db = t.context.database.db;
    await inTransaction(db, async (tx) => {
      const outside = await getOrCreateAccount(tx, sandbox.tenantId, {
        owner: { kind: 'system' },
        asset: 'USD',
        purpose: externalPurpose('test'),
      });
      const { available } = await getOrCreateUserAccounts(tx, sandbox.tenantId, sandbox.maker.id, 'USD');
      const units = parseUnits('1998500', 2);
      await transfer(tx, sandbox.tenantId, {
        kind: 'withdrawal',
        postings: [
          { account: available, amountUnits: -units },
          { account: outside, amountUnits: units },
        ],
      });
    });

    const poor = (await tick()).filter((entry) => entry.tenantId === sandbox.tenantId);
    expect(poor.reduce((total, entry) => total + entry.refused, 0)).toBeGreaterThan(0);
    const usd = (await getBalances(db, sandbox.tenantId, sandbox.maker.id)).find((balance) => balance.asset === 'USD');
    expect(usd?.heldUnits).toBeGreaterThan(0n);
    expect(usd?.heldUnits).toBeLessThanOrEqual(150_000n);
    expect(usd?.availableUnits).toBeGreaterThanOrEqual(0n);
    await expectMarketAccountedFor(db, sandbox.markets, [
      { ...sandbox.maker, starting: { ...sandbox.maker.starting, USD: '1500' } },
      sandbox.taker,
    ]);
    const book = await bookOf(hosts.poor, 'ACME-USD');
    expect(book.asks.length).toBe(3);
    expect(book.bids.length).toBeLessThan(3);
  });

  it('seeds its sandbox investors once: a second seed neither adds investors nor funds them again', async () => {
    const sandbox = await sandboxOf(hosts.one);
    const db = t.context.database.db;
    const balancesOf = async () =>
      Promise.all([sandbox.maker.id, sandbox.taker.id].map((id) => getBalances(db, sandbox.tenantId, id)));
    const before = await balancesOf();
    await seedDemoTrading(t.context, sandbox.tenantId);
    expect(await findSandboxInvestorIds(db, sandbox.tenantId)).toEqual({
      maker: sandbox.maker.id,
      taker: sandbox.taker.id,
    });
    expect(await balancesOf()).toEqual(before);
  });

  it('is off unless turned on', async () => {
    const off = await createTestApp({ sharedDatabase: t.context.database });
    try {
      expect(off.trading.marketMaker).toBeNull();
    } finally {
      await off.close();
    }
  });
});
