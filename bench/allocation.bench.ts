// bench/allocation: closing an oversubscribed ipo of BENCH_SUBSCRIPTIONS commitments (100,000):
// allocation (pro rata, or BENCH_ALLOCATION=random) in one database transaction and settlement in
// transactions of a few thousand commitments, as the offering schedule runs it. Prints one JSON line: the subscriptions settled per second beside
// the ledger's batched transfer rate (bench/ledger's batch measure: BENCH_BATCH transfers per
// transferMany on BENCH_CONNECTIONS connections, the median of BENCH_ROUNDS rounds of BENCH_SECONDS)
// measured in the same process on the same database, the target being at least half of it, and the
// process's peak memory during the closing.
// BENCH_DATABASE_URL is a server URL (postgres://postgres@127.0.0.1:5432/postgres): the bench makes
// a throwaway database on it and drops it.
import { randomInt } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { type LedgerAccount, type TransferInput, transferMany } from '../apps/server/src/modules/ledger';
import { createOfferingsModule } from '../apps/server/src/modules/offerings';
import { seedLoadInvestors, seedLoadIpo } from '../apps/server/src/modules/offerings/testing';
import { systemClock } from '../apps/server/src/platform/clock';
import type { Database } from '../apps/server/src/platform/db/database';
import { selectRows } from '../apps/server/src/platform/db/raw-rows';
import { createLocalFileStorage } from '../apps/server/src/platform/storage/storage';
import { createTestDatabase } from '../apps/server/test/test-database';
import { rate } from './measure';
import { median } from './pgbench';

const serverUrl = process.env.BENCH_DATABASE_URL;
if (!serverUrl) {
  console.error('BENCH_DATABASE_URL (a PostgreSQL server URL) is required: the closing is measured on PostgreSQL.');
  process.exit(1);
}
const subscriptionCount = Number(process.env.BENCH_SUBSCRIPTIONS ?? 100_000);
const allocationMethod = process.env.BENCH_ALLOCATION === 'random' ? 'random' : 'pro_rata';
const seconds = Number(process.env.BENCH_SECONDS ?? 4);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 16);
const batchSize = Number(process.env.BENCH_BATCH ?? 10);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);

/** Closes the offering through the offering schedule, sampling the process's memory as it goes. */
async function close(db: Database) {
  const offerings = createOfferingsModule({
    db,
    clock: systemClock,
    offerProfile: () => Promise.reject(new Error('the closing reads no investor profile')),
    investmentLimitFacts: () => Promise.reject(new Error('the closing reads no investment limit')),
    storage: createLocalFileStorage(join(tmpdir(), 'bench-allocation-documents')),
    mailLetterhead: () => Promise.resolve({ company: 'Bench', origin: 'http://bench.test' }),
    logError: (line) => console.error(line),
  });
  const before = process.memoryUsage();
  let peak = { rss: before.rss, heapUsed: before.heapUsed };
  const sampler = setInterval(() => {
    const now = process.memoryUsage();
    peak = { rss: Math.max(peak.rss, now.rss), heapUsed: Math.max(peak.heapUsed, now.heapUsed) };
  }, 20);
  const started = performance.now();
  const closed = await offerings.schedule.runOnce();
  const elapsed = (performance.now() - started) / 1000;
  clearInterval(sampler);
  if (closed !== 1) throw new Error(`the schedule closed ${closed} offerings, not the one`);
  const mb = (bytes: number) => Math.round(bytes / 1_048_576);
  return { elapsed, peakRssMb: mb(peak.rss), peakHeapUsedMb: mb(peak.heapUsed), rssBeforeMb: mb(before.rss) };
}

async function settledFigures(db: Database, offeringId: string) {
  const [row] = await selectRows<{ settled: string; allocated: string; state: string }>(
    db,
    sql`select count(*) filter (where s.status = 'settled') as settled,
        coalesce(sum(s.allocated_quantity), 0) as allocated, o.state
      from offering_subscriptions s join offerings o on o.id = s.offering_id
      where s.offering_id = ${offeringId} group by o.state`,
  );
  return { settled: Number(row?.settled), allocated: Number(row?.allocated), state: row?.state };
}

const database = await (async () => {
  process.env.TEST_DATABASE_URL = serverUrl;
  return createTestDatabase();
})();
const { db } = database;
const [tenant] = await selectRows<{ id: string }>(
  db,
  sql`insert into tenants (slug, company_name) values ('bench', 'Bench') returning id`,
);
const tenantId = tenant?.id as string;
const investors = await seedLoadInvestors(db, tenantId, subscriptionCount);
const offeringId = await seedLoadIpo(db, tenantId, investors, allocationMethod);
const closing = await close(db);
const figures = await settledFigures(db, offeringId);
if (figures.state !== 'funded' || figures.settled !== subscriptionCount) {
  throw new Error(`the closing settled ${figures.settled} of ${subscriptionCount} (${figures.state})`);
}

const available: LedgerAccount[] = investors.map((investor) => investor.accounts.available);
const payment = (): TransferInput => {
  const from = randomInt(available.length);
  const to = (from + 1 + randomInt(available.length - 1)) % available.length;
  const amountUnits = BigInt(1 + randomInt(100));
  return {
    kind: 'transfer',
    postings: [
      { account: available[from] as LedgerAccount, amountUnits: -amountUnits },
      { account: available[to] as LedgerAccount, amountUnits },
    ],
  };
};
const batch = async () => {
  await transferMany(db, tenantId, Array.from({ length: batchSize }, payment));
  return batchSize;
};
await rate(connections, 1, batch);
const batchRates: number[] = [];
for (let round = 0; round < rounds; round += 1) batchRates.push(await rate(connections, seconds, batch));
await database.close();

const subscriptionsPerSecond = Math.round(subscriptionCount / closing.elapsed);
const batchTransfersPerSecond = median(batchRates);
console.log(
  JSON.stringify({
    bench: 'allocation',
    subscriptions: subscriptionCount,
    allocationMethod,
    allocatedShares: figures.allocated,
    closingSeconds: Number(closing.elapsed.toFixed(2)),
    subscriptionsPerSecond,
    connections,
    batchSize,
    batchTransfersPerSecond,
    subscriptionsVsBatchTransfers: Number((subscriptionsPerSecond / batchTransfersPerSecond).toFixed(3)),
    subscriptionsVsBatchTransfersTarget: 0.5,
    peakRssMb: closing.peakRssMb,
    peakHeapUsedMb: closing.peakHeapUsedMb,
    rssBeforeClosingMb: closing.rssBeforeMb,
  }),
);
