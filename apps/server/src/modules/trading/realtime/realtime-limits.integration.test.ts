import { once } from 'node:events';
import { realtimeCloseCodes, type ServerMessage } from '@invest/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { buildTradingApp } from '../../../app';
import { type MarketFeedEvent, marketFeedTopic } from '../matching/realtime-events';
import { createTestMarket } from '../trading.test-factories';
import { defaultRealtimeLimits } from './realtime-setup';
import { connectSocket, isReply, listenOnEphemeralPort, onChannel, type TestSocket } from './realtime-test-client';

let t: TestApp;
/** A trading app with a small buffer bound and few subscriptions a connection. */
let small: FastifyInstance;
/** A trading app whose clients go idle after a fifth of a second. */
let impatient: FastifyInstance;
const sockets: TestSocket[] = [];

beforeAll(async () => {
  t = await createTestApp();
  small = await buildTradingApp(t.context, {
    realtime: { ...defaultRealtimeLimits, maxBufferedBytes: 256 * 1024, maxSubscriptions: 2 },
  });
  impatient = await buildTradingApp(t.context, { realtime: { ...defaultRealtimeLimits, idleMs: 200, answerMs: 200 } });
});

afterAll(async () => {
  for (const { socket } of sockets) socket.terminate();
  await Promise.all([small.close(), impatient.close()]);
  await t.close();
});

async function connect(app: FastifyInstance, options: Parameters<typeof connectSocket>[1] = {}) {
  const socket = await connectSocket(await listenOnEphemeralPort(app), options);
  sockets.push(socket);
  return socket;
}

function connectionsOf(app: FastifyInstance): Promise<number> {
  return new Promise((resolve, reject) =>
    app.server.getConnections((error, count) => (error ? reject(error) : resolve(count))),
  );
}

/** A book 50 levels deep on the ask side, about 2.5 kB on the wire, whose first level says which one it is. */
function bookNumbered(n: number): MarketFeedEvent['depth'] {
  const asks = Array.from({ length: 50 }, (_, level): [string, string] => [`${1_000_000 + level}.25`, `${n}`]);
  return { bids: [], asks };
}

describe('the limits of the websocket', () => {
  it('drops a client that stops reading, while another client of the same channel still receives everything', async () => {
    const market = await createTestMarket(t);
    const fast = await connect(small);
    const slow = await connect(small);
    for (const client of [fast, slow]) {
      await client.request(
        { op: 'subscribe', channel: 'depth', symbol: market.symbol },
        isReply('subscribed', 'depth'),
      );
    }
    slow.socket.pause();
    const announce = (n: number) =>
      t.context.bus.publish({
        topic: marketFeedTopic(market.id),
        tenantId: market.tenantId,
        payload: { symbol: market.symbol, trades: [], depth: bookNumbered(n) } satisfies MarketFeedEvent,
      });
    const isBook = (n: number) => (message: ServerMessage) =>
      onChannel('depth')(message) && (message as { data: { asks: string[][] } }).data.asks[0]?.[1] === String(n);

    let n = 0;
    // The slow client's kernel buffers fill first (a few MB), then the server's buffer passes the bound.
    while ((await connectionsOf(small)) > 1 && n < 20_000) {
      for (let batch = 0; batch < 20; batch += 1) {
        n += 1;
        await announce(n);
      }
      await fast.waitFor(isBook(n));
    }
    expect(await connectionsOf(small)).toBe(1);

    await announce(n + 1);
    expect(await fast.waitFor(isBook(n + 1))).toMatchObject({ channel: 'depth', symbol: market.symbol });
    slow.socket.resume();
    expect((await slow.closed).code).toBe(1006);
    expect(slow.received.some(isBook(n + 1))).toBe(false);
    expect(fast.received.filter(onChannel('depth')).length).toBe(n + 2);
  });

  it('pings a client that has been silent, then closes it when it does not answer', async () => {
    const silent = await connect(impatient, { autoPong: false });
    await once(silent.socket, 'ping');
    expect(await silent.closed).toEqual({ code: realtimeCloseCodes.idle });
  });

  it('refuses a subscription past the limit of a connection', async () => {
    const market = await createTestMarket(t);
    const client = await connect(small);
    for (const channel of ['trades', 'depth']) {
      await client.request({ op: 'subscribe', channel, symbol: market.symbol }, isReply('subscribed', channel));
    }
    expect(
      await client.request({ op: 'subscribe', channel: 'ticker', symbol: market.symbol }, isReply('error', 'ticker')),
    ).toEqual({
      op: 'error',
      code: 'RATE_LIMITED',
      message: 'At most 2 subscriptions a connection',
      channel: 'ticker',
      symbol: market.symbol,
    });
  });
});
