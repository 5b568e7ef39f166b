// bench/ledger: ledger transfers per second on PostgreSQL, beside pgbench's simple-update TPS on the
// same server in the same run. Measures, each at the same concurrency for a fixed duration:
// - single: one transfer between two random users per database transaction (the statement on its
//   own, and inside BEGIN ... COMMIT);
// - batch: BENCH_BATCH transfers between random users per database transaction (transferMany: one
//   statement), counted in transfers, on its own and inside BEGIN ... COMMIT;
// - hot: trades (buyer pays seller and the fee) that all credit the one fee account of the tenant;
// - hotUnsharded: the same trades with the fee paid to an account of one balance row, to show what
//   sharding the fee account buys.
// Each figure is the median of BENCH_ROUNDS interleaved rounds of BENCH_SECONDS each.
// Targets: single >= 0.5 x pgbench, batch >= 1 x pgbench, hot >= 0.7 x single. Prints one JSON line.
// BENCH_DATABASE_URL is a server URL (postgres://postgres@127.0.0.1:5432/postgres): the bench makes
// throwaway databases on it and drops them.
import { randomInt } from 'node:crypto';
import { sql } from 'drizzle-orm';
import {
  getOrCreateAccount,
  getOrCreateUserAccounts,
  type LedgerAccount,
  systemPurposes,
  type TransferInput,
  transfer,
  transferMany,
} from '../apps/server/src/modules/ledger';
import type { Database } from '../apps/server/src/platform/db/database';
import { inTransaction } from '../apps/server/src/platform/db/transaction';
import { createTestDatabase } from '../apps/server/test/test-database';
import { rate as measureRate } from './measure';
import { createPgbenchDatabase, measurePgbench, median } from './pgbench';

const serverUrl = process.env.BENCH_DATABASE_URL;
if (!serverUrl) {
  console.error('BENCH_DATABASE_URL (a PostgreSQL server URL) is required: the ledger is measured against pgbench.');
  process.exit(1);
}
const seconds = Number(process.env.BENCH_SECONDS ?? 4);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 16);
const batchSize = Number(process.env.BENCH_BATCH ?? 10);
const userCount = Number(process.env.BENCH_USERS ?? 2000);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);

/** Units of work per second of `work` on this bench's connections for `duration` seconds. */
const rate = (duration: number, work: () => Promise<number>) => measureRate(connections, duration, work);

async function setUp(db: Database) {
  const tenant = (await db.execute(
    sql`insert into tenants (slug, company_name) values ('bench', 'Bench') returning id`,
  )) as unknown as { rows: { id: string }[] };
  const tenantId = tenant.rows[0]?.id ?? '';
  const created = (await db.execute(
    sql`insert into users (tenant_id, email, password_hash, first_name, last_name, user_type)
        select ${tenantId}, 'bench-' || n || '@example.test', 'x', 'Bench', 'User', 'Individual'
        from generate_series(1, ${userCount}) as n returning id`,
  )) as unknown as { rows: { id: string }[] };
  const users: LedgerAccount[] = [];
  for (const { id } of created.rows) {
    users.push((await inTransaction(db, (tx) => getOrCreateUserAccounts(tx, tenantId, id, 'USD'))).available);
  }
  const system = (purpose: string) =>
    inTransaction(db, (tx) => getOrCreateAccount(tx, tenantId, { owner: { kind: 'system' }, asset: 'USD', purpose }));
  const external = await system('external:bench');
  const fees = await system(systemPurposes.fees);
  const trust = await system(systemPurposes.trust);
  for (let at = 0; at < users.length; at += 100) {
    const deposits = users.slice(at, at + 100).map(
      (account): TransferInput => ({
        kind: 'deposit',
        postings: [
          { account: external, amountUnits: -100_000_000n },
          { account, amountUnits: 100_000_000n },
        ],
      }),
    );
    await inTransaction(db, (tx) => transferMany(tx, tenantId, deposits));
  }
  return { tenantId, users, fees, trust };
}

const database = await (async () => {
  process.env.TEST_DATABASE_URL = serverUrl;
  return createTestDatabase();
})();
const { db } = database;
const { tenantId, users, fees, trust } = await setUp(db);

const randomPair = (): [LedgerAccount, LedgerAccount] => {
  const from = randomInt(users.length);
  const to = (from + 1 + randomInt(users.length - 1)) % users.length;
  return [users[from] as LedgerAccount, users[to] as LedgerAccount];
};
const payment = (): TransferInput => {
  const [from, to] = randomPair();
  const amountUnits = BigInt(1 + randomInt(100));
  return {
    kind: 'transfer',
    postings: [
      { account: from, amountUnits: -amountUnits },
      { account: to, amountUnits },
    ],
  };
};
const trade = (feeAccount: LedgerAccount): TransferInput => {
  const [buyer, seller] = randomPair();
  const price = BigInt(100 + randomInt(10_000));
  const fee = price / 400n + 1n;
  return {
    kind: 'trade',
    postings: [
      { account: buyer, amountUnits: -(price + fee) },
      { account: seller, amountUnits: price },
      { account: feeAccount, amountUnits: fee },
    ],
  };
};

// Every unit of work below is one database transaction. A ledger operation writes in one statement,
// so a caller with nothing else to write passes the pool and that statement commits on its own (one
// round trip); the *InTransaction measures run the same inside BEGIN ... COMMIT, as a caller that
// writes its own rows with it (an order, an outbox event) does.
const single = async () => {
  await transfer(db, tenantId, payment());
  return 1;
};
const singleInTransaction = async () => {
  await inTransaction(db, (tx) => transfer(tx, tenantId, payment()));
  return 1;
};
const batch = async () => {
  await transferMany(db, tenantId, Array.from({ length: batchSize }, payment));
  return batchSize;
};
const batchInTransaction = async () => {
  const transfers = Array.from({ length: batchSize }, payment);
  await inTransaction(db, (tx) => transferMany(tx, tenantId, transfers));
  return batchSize;
};
const trading = (feeAccount: LedgerAccount) => async () => {
  await transfer(db, tenantId, trade(feeAccount));
  return 1;
};

const pgbenchDatabase = await createPgbenchDatabase(serverUrl);
const runs: Record<string, number[]> = {};
const record = (name: string, value: number) => {
  runs[name] = [...(runs[name] ?? []), value];
};
await rate(1, single);
await rate(1, batch);
await rate(1, trading(fees));
// The machines this runs on are shared: the measures are interleaved in rounds and each reported
// figure is the median of its rounds, so a burst of other load does not land on one measure only.
for (let round = 0; round < rounds; round += 1) {
  record('pgbench', measurePgbench(pgbenchDatabase.url, connections, seconds));
  record('single', await rate(seconds, single));
  record('singleInTransaction', await rate(seconds, singleInTransaction));
  record('batch', await rate(seconds, batch));
  record('batchInTransaction', await rate(seconds, batchInTransaction));
  record('hot', await rate(seconds, trading(fees)));
  record('hotUnsharded', await rate(seconds, trading(trust)));
}
await pgbenchDatabase.drop();
await database.close();
const pgbenchTps = median(runs.pgbench ?? []);
const singleTps = median(runs.single ?? []);
const singleInTransactionTps = median(runs.singleInTransaction ?? []);
const batchTransfersPerSecond = median(runs.batch ?? []);
const batchInTransactionTransfersPerSecond = median(runs.batchInTransaction ?? []);
const hotTps = median(runs.hot ?? []);
const hotUnshardedTps = median(runs.hotUnsharded ?? []);
const ratio = (a: number, b: number) => Number((a / b).toFixed(3));
console.log(
  JSON.stringify({
    bench: 'ledger',
    seconds,
    rounds,
    connections,
    batchSize,
    pgbenchTps: Math.round(pgbenchTps),
    singleTps,
    singleInTransactionTps,
    batchTransfersPerSecond,
    batchInTransactionTransfersPerSecond,
    hotTps,
    hotUnshardedTps,
    singleVsPgbench: ratio(singleTps, pgbenchTps),
    singleVsPgbenchTarget: 0.5,
    batchVsPgbench: ratio(batchTransfersPerSecond, pgbenchTps),
    batchVsPgbenchTarget: 1,
    hotVsSingle: ratio(hotTps, singleTps),
    hotVsSingleTarget: 0.7,
  }),
);
