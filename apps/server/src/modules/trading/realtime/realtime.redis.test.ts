import type { ServerMessage } from '@invest/contracts';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from '../../../../test/test-app';
import { createSignedInUser } from '../../auth/testing';
import { marketChangedTopic } from '../markets/market-directory';
import { marketFeedTopic } from '../matching/realtime-events';
import {
  createMarketWithTraders,
  createTestMarket,
  createTrader,
  placeOrder,
  submitOrder,
} from '../trading.test-factories';
import { marketSessionTopic } from './market-session-schedule';
import { connectSocket, isReply, listenOnEphemeralPort, onChannel, type TestSocket } from './realtime-test-client';

const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

let first: TestApp;
let second: TestApp;
let redis: Redis;
const sockets: TestSocket[] = [];

beforeAll(async () => {
  // One product: both instances verify the access tokens either issues.
  const env = { REDIS_URL: redisUrl, JWT_SECRET: 'a-jwt-secret-shared-by-both-instances-of-the-test' };
  first = await createTestApp({ env });
  second = await createTestApp({ env, sharedDatabase: first.context.database });
  redis = new Redis(redisUrl);
});

afterAll(async () => {
  for (const { socket } of sockets) socket.terminate();
  await redis?.quit();
  await second?.close();
  await first?.close();
});

/** Waits until Redis has a subscriber on the bus channel of `topic` (the bus prefixes its channels with "events:"). */
async function untilSubscribed(topic: string) {
  for (;;) {
    const [, count] = (await redis.pubsub('NUMSUB', `events:${topic}`)) as [string, number];
    if (count > 0) return;
  }
}

describe('two trading instances sharing Redis', () => {
  it("delivers a trade placed on one instance to a websocket client of the other, with the other's own orders and new asset", async () => {
    const { market, seller, buyer } = await createMarketWithTraders(first, { shares: '5', usd: '100' });
    const client = await connectSocket(await listenOnEphemeralPort(second.trading));
    sockets.push(client);
    await client.request(
      { op: 'subscribe', channel: 'trades', symbol: market.symbol },
      isReply('subscribed', 'trades'),
    );
    await client.request({ op: 'auth', token: buyer.token }, isReply('authenticated'));
    await client.request({ op: 'subscribe', channel: 'orders' }, isReply('subscribed', 'orders'));
    await client.request({ op: 'subscribe', channel: 'assets' }, isReply('subscribed', 'assets'));
    await untilSubscribed(marketFeedTopic(market.id));

    await placeOrder(first, seller, { ShareName: market.symbol, Side: 2, OrderType: 2, Price: '7', Quantity: '2' });
    const bought = await placeOrder(first, buyer, {
      ShareName: market.symbol,
      Side: 1,
      OrderType: 2,
      Price: '7',
      Quantity: '2',
    });
    await first.drainOutbox();

    expect(await client.waitFor(onChannel('trades', market.symbol))).toMatchObject({
      data: { id: bought.Reports[0]?.ExecutionId, price: '7', quantity: '2', side: 1 },
    });
    expect(
      await client.waitFor(
        (message) => onChannel('orders')(message) && JSON.stringify(message).includes(bought.OrderId),
      ),
    ).toMatchObject({ data: { OrderId: bought.OrderId, LastOrderStatus: '2' } });
    const holdsTheAsset = (message: ServerMessage) =>
      onChannel('assets')(message) &&
      'data' in message &&
      (message.data as { Symbol: string; Available: string }[]).some(
        (asset) => asset.Symbol === market.baseAsset && asset.Available === '2',
      );
    expect(await client.waitFor(holdsTheAsset)).toMatchObject({ channel: 'assets' });
  });

  it('tells the websocket clients of both instances when a market closes by its hours, whichever instance announces it', async () => {
    const market = await createTestMarket(first);
    const clients = await Promise.all(
      [first, second].map(async (app) => connectSocket(await listenOnEphemeralPort(app.trading))),
    );
    sockets.push(...clients);
    for (const client of clients) {
      await client.request({ op: 'subscribe', channel: 'currencies' }, isReply('subscribed', 'currencies'));
    }
    await untilSubscribed(marketSessionTopic);

    const monday = first.clock.now();
    const look = () => Promise.all([first, second].map((app) => app.trading.marketSessions.runOnce()));
    try {
      // The default session ends at 02:00 UTC the next morning.
      for (const app of [first, second]) app.clock.set(new Date('2026-03-03T02:00:00Z'));
      await look();
      const isClosing = (message: ServerMessage) =>
        onChannel('currencies')(message) &&
        'data' in message &&
        (message.data as { Symbol: string }).Symbol === market.symbol &&
        !(message.data as { IsMarketOpen: boolean }).IsMarketOpen;
      for (const client of clients) {
        expect(await client.waitFor(isClosing)).toMatchObject({ data: { NextOpenAt: '2026-03-03T06:00:00.000Z' } });
      }
    } finally {
      for (const app of [first, second]) app.clock.set(monday);
      await look();
    }
  });

  it('makes the other instance read a market again once its settings were changed on one', async () => {
    const market = await createTestMarket(first, { feePct: '0' });
    const investor = await createTrader(first, { USD: '100' });
    const order = { ShareName: market.symbol, Side: 1, OrderType: 2, Price: '1.00', Quantity: '1' };
    expect((await submitOrder(first, investor, order)).json().payload).toMatchObject({ FeePct: '0' });
    await untilSubscribed(marketChangedTopic);

    const admin = await createSignedInUser(second, { roles: ['admin'] });
    const changed = await call(second.trading, {
      method: 'PUT',
      url: `/api/currencies/${market.symbol}`,
      token: admin.token,
      payload: { FeePct: '1' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    // The news crosses Redis: the first instance's orders take the new fee as soon as it has arrived.
    await expect
      .poll(async () => (await submitOrder(first, investor, order)).json().payload.FeePct, { timeout: 5000 })
      .toBe('1');
  });
});
