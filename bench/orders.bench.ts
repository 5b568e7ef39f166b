// bench/orders: orders per second and p50/p99 latency of POST /api/orders through HTTP (the trading
// role listening on a port, autocannon as the clients in a worker thread) on PostgreSQL, beside pgbench's simple-update
// TPS at the same concurrency on the same server in the same run. Every order is a limit order of a
// random investor around one price, so about half of them trade: each one holds funds, is recorded,
// matched and settled in the ledger. Target: at least half of pgbench's TPS. Prints one JSON line,
// with the rows each side writes to PostgreSQL per order and per pgbench transaction (from its
// statistics, read after the connections have been idle long enough to report them).
// BENCH_DATABASE_URL is a server URL (postgres://postgres@127.0.0.1:5432/postgres): the bench makes
// throwaway databases on it and drops them.

import { once } from 'node:events';
import { Worker } from 'node:worker_threads';
import { sql } from 'drizzle-orm';
import { buildApiApp, buildTradingApp } from '../apps/server/src/app';
import { closeContext } from '../apps/server/src/context';
import {
  getOrCreateAccount,
  getOrCreateUserAccounts,
  type TransferInput,
  transferMany,
} from '../apps/server/src/modules/ledger';
import { createMarket, usdShareMarket } from '../apps/server/src/modules/trading/markets/markets.service';
import { inTransaction } from '../apps/server/src/platform/db/transaction';
import { createPostgresTestDatabase } from '../apps/server/test/test-database';
import { benchPassword, createBenchContext } from './bench-context';
import type { OrdersLoad, OrdersLoadResult } from './orders-load';
import { createPgbenchDatabase, median, rowsWritten, runPgbench } from './pgbench';

const serverUrl = process.env.BENCH_DATABASE_URL;
if (!serverUrl) {
  console.error('BENCH_DATABASE_URL (a PostgreSQL server URL) is required: orders are measured against pgbench.');
  process.exit(1);
}
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 16);
const investorCount = Number(process.env.BENCH_USERS ?? 100);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);

const database = await createPostgresTestDatabase(serverUrl);
const { context, tenantId } = await createBenchContext(database, 'orders', {
  DATABASE_POOL_SIZE: String(connections + 4),
});
const { db } = context.database;
const market = await createMarket(db, tenantId, {
  ...usdShareMarket('BENCH', 'Bench share'),
  opensAtMinute: 0,
  closesAtMinute: 0,
  tradingDays: [1, 2, 3, 4, 5, 6, 7],
});

/** Investors holding plenty of dollars and shares, each signed in once. */
async function createInvestors(): Promise<string[]> {
  const api = await buildApiApp(context);
  const external = (asset: string) =>
    inTransaction(db, (tx) =>
      getOrCreateAccount(tx, tenantId, { owner: { kind: 'system' }, asset, purpose: 'external:bench' }),
    );
  const funding = { USD: await external('USD'), BENCH: await external('BENCH') };
  const tokens: string[] = [];
  for (let index = 0; index < investorCount; index += 1) {
    const email = `investor-${index}@bench.test`;
    const user = await context.auth.createUser({
      tenantId: tenantId,
      email,
      password: benchPassword,
      firstName: 'Bench',
      lastName: 'Investor',
      userType: 'Individual',
      roles: ['investor'],
      emailVerified: true,
    });
    await db.execute(sql`update users set investor_id = ${String(100_000_000_000 + index)} where id = ${user.id}`);
    const deposits: TransferInput[] = [];
    for (const [asset, units] of [
      ['USD', 10n ** 12n],
      ['BENCH', 10n ** 16n],
    ] as const) {
      const { available } = await inTransaction(db, (tx) => getOrCreateUserAccounts(tx, tenantId, user.id, asset));
      deposits.push({
        kind: 'deposit',
        postings: [
          { account: funding[asset], amountUnits: -units },
          { account: available, amountUnits: units },
        ],
      });
    }
    await inTransaction(db, (tx) => transferMany(tx, tenantId, deposits));
    const login = await api.inject({
      method: 'POST',
      url: '/v1/login',
      remoteAddress: `10.0.${Math.floor(index / 250)}.${index % 250}`,
      headers: { host: '127.0.0.1' },
      payload: { email, password: benchPassword },
    });
    tokens.push((login.json() as { payload: { access_token: string } }).payload.access_token);
  }
  await api.close();
  return tokens;
}

const tokens = await createInvestors();
const trading = await buildTradingApp(context);
const address = await trading.listen({ host: '127.0.0.1', port: 0 });

/** The worker's entry: TypeScript through tsx, as the bench itself runs. */
const loadEntry = `import('tsx/esm/api').then((tsx) => {
  tsx.register();
  return import(${JSON.stringify(new URL('./orders-load.ts', import.meta.url).href)});
});`;

/** One measure: the clients run in a worker thread (orders-load.ts) against the trading app listening here. */
async function measureOrders(duration: number): Promise<{ rps: number; p50Ms: number; p99Ms: number }> {
  const load: OrdersLoad = { address, symbol: market.symbol, tokens, connections, duration };
  const worker = new Worker(loadEntry, { eval: true, workerData: load });
  const [result] = (await once(worker, 'message')) as [OrdersLoadResult];
  await worker.terminate();
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`orders: ${result.non2xx} non-2xx answers and ${result.errors} errors`);
  }
  return { rps: result.rps, p50Ms: result.p50Ms, p99Ms: result.p99Ms };
}

/** What the databases have written so far, once every connection has reported its share. */
async function writtenSoFar(): Promise<{ orderRows: number; pgbenchRows: number; orders: number }> {
  await new Promise((resolve) => setTimeout(resolve, 11_000));
  const placed = (await db.execute(sql`select count(*)::int as orders from orders`)) as unknown as {
    rows: { orders: number }[];
  };
  return {
    orderRows: await rowsWritten(database.url),
    pgbenchRows: await rowsWritten(pgbenchDatabase.url),
    orders: placed.rows[0]?.orders ?? 0,
  };
}

const pgbenchDatabase = await createPgbenchDatabase(serverUrl);
await measureOrders(1);
const before = await writtenSoFar();
let pgbenchTransactions = 0;
const runs: { pgbench: number[]; orders: number[]; p50: number[]; p99: number[] } = {
  pgbench: [],
  orders: [],
  p50: [],
  p99: [],
};
// Interleaved rounds, each figure the median of its rounds: a burst of other load on a shared machine
// does not land on one measure only.
for (let round = 0; round < rounds; round += 1) {
  const pgbench = runPgbench(pgbenchDatabase.url, connections, seconds);
  runs.pgbench.push(pgbench.tps);
  pgbenchTransactions += pgbench.transactions;
  const orders = await measureOrders(seconds);
  runs.orders.push(orders.rps);
  runs.p50.push(orders.p50Ms);
  runs.p99.push(orders.p99Ms);
}
const after = await writtenSoFar();
const counted = (await db.execute(sql`select count(*)::int as fills from fills`)) as unknown as {
  rows: { fills: number }[];
};
const fills = counted.rows[0]?.fills ?? 0;
await trading.close();
await pgbenchDatabase.drop();
await closeContext(context);
const pgbenchTps = median(runs.pgbench);
const ordersPerSecond = median(runs.orders);
console.log(
  JSON.stringify({
    bench: 'orders',
    seconds,
    rounds,
    connections,
    investors: investorCount,
    pgbenchTps: Math.round(pgbenchTps),
    ordersPerSecond: Math.round(ordersPerSecond),
    p50Ms: median(runs.p50),
    p99Ms: median(runs.p99),
    fills,
    rowsWrittenPerOrder: Number(((after.orderRows - before.orderRows) / (after.orders - before.orders)).toFixed(1)),
    rowsWrittenPerPgbenchTransaction: Number(
      ((after.pgbenchRows - before.pgbenchRows) / pgbenchTransactions).toFixed(1),
    ),
    ordersVsPgbench: Number((ordersPerSecond / pgbenchTps).toFixed(3)),
    ordersVsPgbenchTarget: 0.5,
  }),
);
