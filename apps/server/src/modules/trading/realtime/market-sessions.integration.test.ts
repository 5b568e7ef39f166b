import type { ServerMessage } from '@invest/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { type TestApp, useTestApp, withTestApp } from '../../../../test/test-app';
import { tradingScenario } from '../trading.test-factories';
import { marketSessionTopic } from './market-session-schedule';
import { isReply, onChannel, useSockets } from './realtime-test-client';

const t = useTestApp();
const trading = tradingScenario(t);
const { connect } = useSockets(t);

// The test clock starts on Monday 12:00 UTC; the default session runs from 06:00 to 02:00 the next morning.
const monday = new Date('2026-03-02T12:00:00Z');
const beforeClosing = new Date('2026-03-03T01:59:30Z');
const closing = new Date('2026-03-03T02:00:00Z');
const opening = new Date('2026-03-03T06:00:00Z');

afterEach(async () => {
  t.clock.set(monday);
  await t.trading.marketSessions.runOnce();
});

async function currenciesClient() {
  const client = await connect();
  await client.request({ op: 'subscribe', channel: 'currencies' }, isReply('subscribed', 'currencies'));
  return client;
}

const isCurrencyOf = (symbol: string) => (message: ServerMessage) =>
  onChannel('currencies')(message) && 'data' in message && (message.data as { Symbol: string }).Symbol === symbol;

/** The announcements of `symbol` opening or closing that the app's bus carries from now on. */
function announcementsOn(app: TestApp, symbol: string): unknown[] {
  const heard: unknown[] = [];
  app.context.bus.subscribe(marketSessionTopic, (message) => {
    if ((message.payload as { symbol: string }).symbol === symbol) heard.push(message.payload);
  });
  return heard;
}

describe('markets opening and closing by their hours', () => {
  it('tells the currencies channel at the minute a market closes and at the minute it opens, once each', async () => {
    const market = await trading.market();
    const client = await currenciesClient();
    const heard = announcementsOn(t, market.symbol);
    const sessions = t.trading.marketSessions;

    t.clock.set(beforeClosing);
    await sessions.runOnce();
    expect(heard).toEqual([]);

    t.clock.set(closing);
    await sessions.runOnce();
    expect(await client.waitFor(isCurrencyOf(market.symbol))).toMatchObject({
      channel: 'currencies',
      data: { Symbol: market.symbol, IsMarketOpen: false, NextOpenAt: opening.toISOString(), IsHalted: false },
    });
    t.clock.advance(30_000);
    await sessions.runOnce();
    expect(heard).toHaveLength(1);

    t.clock.set(opening);
    await sessions.runOnce();
    await sessions.runOnce();
    expect(heard).toHaveLength(2);
    await expect
      .poll(() => client.received.filter(isCurrencyOf(market.symbol)).at(-1))
      .toMatchObject({
        data: { IsMarketOpen: true, NextOpenAt: null },
      });
  });

  it('leaves a halted market out: it stays closed whatever its hours say', async () => {
    const market = await trading.market({ haltedAt: monday, haltReason: 'Pending news' });
    const heard = announcementsOn(t, market.symbol);
    t.clock.set(closing);
    await t.trading.marketSessions.runOnce();
    t.clock.set(opening);
    await t.trading.marketSessions.runOnce();
    expect(heard).toEqual([]);
  });

  it('tells, once started again, of a closing that happened while it was stopped', async () => {
    const market = await trading.market();
    const client = await currenciesClient();
    const heard = announcementsOn(t, market.symbol);
    const sessions = t.trading.marketSessions;

    await sessions.stop();
    t.clock.set(new Date('2026-03-03T02:30:00Z'));
    sessions.start();
    expect(await client.waitFor(isCurrencyOf(market.symbol))).toMatchObject({
      data: { Symbol: market.symbol, IsMarketOpen: false, NextOpenAt: opening.toISOString() },
    });
    await sessions.runOnce();
    expect(heard).toHaveLength(1);
  });

  it('is announced by one of two trading processes only, and by the other once the first stops', async () => {
    const market = await trading.market();
    try {
      await withTestApp({ sharedDatabase: t.context.database }, async (second) => {
        const heardHere = announcementsOn(t, market.symbol);
        const heardThere = announcementsOn(second, market.symbol);
        const look = () => Promise.all([t.trading.marketSessions.runOnce(), second.trading.marketSessions.runOnce()]);

        for (const app of [t, second]) app.clock.set(closing);
        await look();
        await look();
        expect({ here: heardHere.length, there: heardThere.length }).toEqual({ here: 1, there: 0 });

        await t.trading.marketSessions.stop();
        for (const app of [t, second]) app.clock.set(opening);
        await second.trading.marketSessions.runOnce();
        await second.trading.marketSessions.runOnce();
        expect({ here: heardHere.length, there: heardThere.length }).toEqual({ here: 1, there: 1 });
      });
    } finally {
      t.trading.marketSessions.start();
    }
  });
});
