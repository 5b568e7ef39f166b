// bench/allocation: closing an oversubscribed ipo of BENCH_SUBSCRIPTIONS commitments (100,000):
// allocation (pro rata, or BENCH_ALLOCATION=random) and settlement in one database transaction, as
// the offering schedule runs it. Prints one JSON line: the subscriptions settled per second beside
// the ledger's batched transfer rate (bench/ledger's batch measure: BENCH_BATCH transfers per
// transferMany on BENCH_CONNECTIONS connections, the median of BENCH_ROUNDS rounds of BENCH_SECONDS)
// measured in the same process on the same database, the target being at least half of it, and the
// process's peak memory during the closing.
// BENCH_DATABASE_URL is a server URL (postgres://postgres@127.0.0.1:5432/postgres): the bench makes
// a throwaway database on it and drops it.
import { randomInt, randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import {
  getOrCreateAccount,
  getOrCreateUserAccountsOf,
  type LedgerAccount,
  openHolds,
  type TransferInput,
  transferMany,
  type UserAccounts,
  userAssetKey,
} from '../apps/server/src/modules/ledger';
import { createOfferingsModule } from '../apps/server/src/modules/offerings';
import { systemClock } from '../apps/server/src/platform/clock';
import type { Database } from '../apps/server/src/platform/db/database';
import { inTransaction } from '../apps/server/src/platform/db/transaction';
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

/** Each investor asks for 10 shares at 10 USD (1,000 cents); the offering has shares for half of them. */
const sharesEach = 10n;
const priceUnits = 1000n;
const chunk = 2000;

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

async function createInvestors(db: Database, tenantId: string) {
  const created = rowsOf<{ id: string }>(
    await db.execute(
      sql`insert into users (tenant_id, email, password_hash, first_name, last_name, user_type)
        select ${tenantId}, 'investor-' || n || '@example.test', 'x', 'Bench', 'Investor', 'Individual'
        from generate_series(1, ${subscriptionCount}) as n returning id`,
    ),
  );
  const userIds = created.map((row) => row.id);
  const accounts = await inTransaction(db, (tx) =>
    getOrCreateUserAccountsOf(
      tx,
      tenantId,
      userIds.map((userId) => ({ userId, asset: 'USD' })),
    ),
  );
  const external = await inTransaction(db, (tx) =>
    getOrCreateAccount(tx, tenantId, { owner: { kind: 'system' }, asset: 'USD', purpose: 'external:bench' }),
  );
  const investors = userIds.map((userId) => ({
    userId,
    accounts: accounts.get(userAssetKey(userId, 'USD')) as UserAccounts,
  }));
  for (let at = 0; at < investors.length; at += chunk) {
    const deposits = investors.slice(at, at + chunk).map(
      ({ accounts: { available } }): TransferInput => ({
        kind: 'deposit',
        postings: [
          { account: external, amountUnits: -1_000_000n },
          { account: available, amountUnits: 1_000_000n },
        ],
      }),
    );
    await inTransaction(db, (tx) => transferMany(tx, tenantId, deposits));
  }
  return investors;
}

/** A priced ipo past its deadline, with one commitment (and its hold) per investor. */
async function createOffering(db: Database, tenantId: string, investors: Awaited<ReturnType<typeof createInvestors>>) {
  const maxRaiseUnits = (BigInt(subscriptionCount) * sharesEach * priceUnits) / 2n;
  const [offering] = rowsOf<{ id: string }>(
    await db.execute(
      sql`insert into offerings (tenant_id, name, issuer_name, summary, asset, quote_asset, workflow, security_type,
          price_units, price_low_units, price_high_units, min_investment_units, target_raise_units, max_raise_units,
          opens_at, closes_at, accredited_only, state, allocation_method, created_by, created_at, updated_at)
        values (${tenantId}, 'Bench IPO', 'Bench Inc.', 'A bench.', 'BENCHIPO', 'USD', 'ipo', 'common_equity',
          ${priceUnits}, 800, 1200, 1000, 100000, ${maxRaiseUnits},
          now() - interval '2 days', now() - interval '1 minute', false, 'priced', ${allocationMethod},
          ${investors[0]?.userId}, now(), now())
        returning id`,
    ),
  );
  const offeringId = offering?.id as string;
  const amountUnits = sharesEach * priceUnits;
  for (let at = 0; at < investors.length; at += chunk) {
    const holds = investors
      .slice(at, at + chunk)
      .map(({ userId, accounts }) => ({ holdId: randomUUID(), userId, accounts, amountUnits, metadata: {} }));
    const rows = JSON.stringify(holds.map((hold) => ({ user_id: hold.userId, hold_id: hold.holdId })));
    await inTransaction(db, async (tx) => {
      await openHolds(tx, tenantId, holds);
      await tx.execute(sql`insert into offering_subscriptions (tenant_id, offering_id, user_id, share_quantity,
          price_units, amount_units, max_price_units, hold_id, status, signer_name, signed_at, created_at, updated_at)
        select ${tenantId}, ${offeringId}, c.user_id, ${sharesEach}, ${priceUnits}, ${amountUnits}, ${priceUnits},
          c.hold_id, 'active', 'Bench Investor', now(), now(), now()
        from jsonb_to_recordset(${rows}::jsonb) as c(user_id uuid, hold_id uuid)`);
    });
  }
  return offeringId;
}

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
  const [row] = rowsOf<{ settled: string; allocated: string; state: string }>(
    await db.execute(sql`select count(*) filter (where s.status = 'settled') as settled,
        coalesce(sum(s.allocated_quantity), 0) as allocated, o.state
      from offering_subscriptions s join offerings o on o.id = s.offering_id
      where s.offering_id = ${offeringId} group by o.state`),
  );
  return { settled: Number(row?.settled), allocated: Number(row?.allocated), state: row?.state };
}

const database = await (async () => {
  process.env.TEST_DATABASE_URL = serverUrl;
  return createTestDatabase();
})();
const { db } = database;
const [tenant] = rowsOf<{ id: string }>(
  await db.execute(sql`insert into tenants (slug, company_name) values ('bench', 'Bench') returning id`),
);
const tenantId = tenant?.id as string;
const investors = await createInvestors(db, tenantId);
const offeringId = await createOffering(db, tenantId, investors);
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
