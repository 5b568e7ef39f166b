// bench/ws: one trade delivered to BENCH_CLIENTS (2,000) websocket clients subscribed to the trades of
// its market, beside a raw `ws` broadcast of the same pre-serialised message to as many clients of a
// bare WebSocketServer, in the same process and the same run. Each round places a resting sell and
// a crossing buy through POST /api/orders on the trading app (embedded database); the clock of a
// delivery starts when the trade is announced on the bus (tradeToClient: hub, serialisation and the
// sockets, what the raw broadcast does) and, for reference, when the crossing order is posted
// (orderToClient: the HTTP call, matching, settlement and commit on top). The raw clock starts
// before its broadcast loop. A round ends when every client has its message; rounds of the two
// alternate (BENCH_ROUNDS each, after warm-up rounds). The rate of a round is deliveries per second
// until the last client has the message; the ratio compares the medians of the rounds' rates.
// Target: the trade feed at least half the raw broadcast's rate. Prints one JSON line.
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import { parseUnits, scaleOf } from '@invest/money';
import { sql } from 'drizzle-orm';
import WebSocket, { WebSocketServer } from 'ws';
import { getOrCreateAccount, getOrCreateUserAccounts, transfer } from '../apps/server/src/modules/ledger';
import { createMarket, usdShareMarket } from '../apps/server/src/modules/trading/markets/markets.service';
import { marketFeedTopic } from '../apps/server/src/modules/trading/matching/realtime-events';
import { inTransaction } from '../apps/server/src/platform/db/transaction';
import { call, createTestApp, defaultTestHost, type TestApp } from '../apps/server/test/test-app';

const clientCount = Number(process.env.BENCH_CLIENTS ?? 2000);
const rounds = Number(process.env.BENCH_ROUNDS ?? 30);
const warmUpRounds = 3;
const password = 'Correct horse 42 battery';

/** Clients that count the messages they receive and note when each arrives, on the clock of the round. */
function createReceivers() {
  const arrivals: number[] = [];
  let expected = 0;
  let onAll: () => void = () => undefined;
  return {
    arrivals,
    receive() {
      arrivals.push(performance.now());
      if (arrivals.length === expected) onAll();
    },
    /** Runs `send` and resolves when every client has received one message. */
    async round(send: () => Promise<void> | void): Promise<number[]> {
      arrivals.length = 0;
      expected = clientCount;
      const all = new Promise<void>((resolve) => {
        onAll = resolve;
      });
      await send();
      await all;
      return [...arrivals];
    },
  };
}

async function connectAll(url: string, origin: string | null, onMessage: () => void, subscribe?: string) {
  const sockets: WebSocket[] = [];
  for (let at = 0; at < clientCount; at += 100) {
    const batch = Array.from({ length: Math.min(100, clientCount - at) }, async () => {
      const socket = new WebSocket(url, origin ? { headers: { origin } } : {});
      await once(socket, 'open');
      if (subscribe) {
        socket.send(subscribe);
        await once(socket, 'message');
      }
      socket.on('message', onMessage);
      sockets.push(socket);
    });
    await Promise.all(batch);
  }
  return sockets;
}

async function createInvestor(t: TestApp, tenantId: string, name: string, asset: string, whole: number) {
  const amount = parseUnits(String(whole), scaleOf(asset));
  const email = `${name}-${Date.now()}@bench.test`;
  const user = await t.context.auth.createUser({
    tenantId,
    email,
    password,
    firstName: 'Bench',
    lastName: name,
    userType: 'Individual',
    roles: ['investor'],
    emailVerified: true,
  });
  await t.context.database.db.execute(sql`update users set investor_id = ${String(Date.now())} where id = ${user.id}`);
  await inTransaction(t.context.database.db, async (tx) => {
    const external = await getOrCreateAccount(tx, tenantId, {
      owner: { kind: 'system' },
      asset,
      purpose: 'external:bench',
    });
    const { available } = await getOrCreateUserAccounts(tx, tenantId, user.id, asset);
    await transfer(tx, tenantId, {
      kind: 'deposit',
      postings: [
        { account: external, amountUnits: -amount },
        { account: available, amountUnits: amount },
      ],
    });
  });
  const login = await call(t.api, { method: 'POST', url: '/v1/login', payload: { email, password } });
  return login.json().payload.access_token as string;
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};
const median = (values: number[]) => percentile(values, 50);
const ms = (value: number) => Number(value.toFixed(3));

const t = await createTestApp();
const tenant = await t.context.tenants.resolveTenant(defaultTestHost);
const market = await createMarket(t.context.database.db, tenant.id, usdShareMarket('WSB', 'Websocket bench'));
const seller = await createInvestor(t, tenant.id, 'seller', market.baseAsset, (warmUpRounds + rounds) * 2);
const buyer = await createInvestor(t, tenant.id, 'buyer', 'USD', 1_000_000);
await t.trading.listen({ host: '127.0.0.1', port: 0 });
const feedUrl = `ws://127.0.0.1:${(t.trading.server.address() as AddressInfo).port}/ws`;

// Listens before any client subscribes, so it hears each announcement first.
let announcedAt = 0;
t.context.bus.subscribe(marketFeedTopic(market.id), () => {
  announcedAt = performance.now();
});
const feed = createReceivers();
const feedClients = await connectAll(
  feedUrl,
  `http://${defaultTestHost}`,
  () => feed.receive(),
  JSON.stringify({ op: 'subscribe', channel: 'trades', symbol: market.symbol }),
);

const rawServer = new WebSocketServer({ host: '127.0.0.1', port: 0 });
await once(rawServer, 'listening');
const raw = createReceivers();
const rawClients = await connectAll(`ws://127.0.0.1:${(rawServer.address() as AddressInfo).port}`, null, () =>
  raw.receive(),
);
let rawMessage = '';
feedClients[0]?.once('message', (data) => {
  rawMessage = String(data);
});

const order = (token: string, side: 1 | 2) =>
  call(t.trading, {
    method: 'POST',
    url: '/api/orders',
    token,
    headers: { 'idempotency-key': `${side}-${performance.now()}` },
    payload: { ShareName: market.symbol, Side: side, OrderType: 2, Price: '10', Quantity: '1' },
  });

const tradeToClient: number[] = [];
const orderToClient: number[] = [];
const rawToClient: number[] = [];
const feedRates: number[] = [];
const rawRates: number[] = [];
for (let round = 0; round < warmUpRounds + rounds; round += 1) {
  const resting = await order(seller, 2);
  if (resting.statusCode !== 200) throw new Error(`the resting order was refused: ${resting.body}`);
  let postedAt = 0;
  const feedArrivals = await feed.round(async () => {
    postedAt = performance.now();
    const response = await order(buyer, 1);
    if (response.statusCode !== 200) throw new Error(`the crossing order was refused: ${response.body}`);
  });
  let sentAt = 0;
  const rawArrivals = await raw.round(() => {
    sentAt = performance.now();
    for (const client of rawServer.clients) client.send(rawMessage);
  });
  if (round < warmUpRounds) continue;
  tradeToClient.push(...feedArrivals.map((at) => at - announcedAt));
  orderToClient.push(...feedArrivals.map((at) => at - postedAt));
  rawToClient.push(...rawArrivals.map((at) => at - sentAt));
  feedRates.push(clientCount / ((Math.max(...feedArrivals) - announcedAt) / 1000));
  rawRates.push(clientCount / ((Math.max(...rawArrivals) - sentAt) / 1000));
}

for (const socket of [...feedClients, ...rawClients]) socket.terminate();
rawServer.close();
await t.close();

const feedRate = median(feedRates);
const rawRate = median(rawRates);
console.log(
  JSON.stringify({
    bench: 'ws',
    clients: clientCount,
    rounds,
    messageBytes: Buffer.byteLength(rawMessage),
    tradeToClientP50Ms: ms(percentile(tradeToClient, 50)),
    tradeToClientP99Ms: ms(percentile(tradeToClient, 99)),
    orderToClientP50Ms: ms(percentile(orderToClient, 50)),
    orderToClientP99Ms: ms(percentile(orderToClient, 99)),
    rawBroadcastP50Ms: ms(percentile(rawToClient, 50)),
    rawBroadcastP99Ms: ms(percentile(rawToClient, 99)),
    deliveriesPerSecond: Math.round(feedRate),
    rawDeliveriesPerSecond: Math.round(rawRate),
    feedVsRaw: Number((feedRate / rawRate).toFixed(3)),
    feedVsRawTarget: 0.5,
  }),
);
process.exit(0);
