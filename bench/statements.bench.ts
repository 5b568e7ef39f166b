// bench/statements: the CSV statement of account (GET /v1/reports/statement-account) of a user with
// BENCH_MOVEMENTS (100,000) ledger movements in one month, streamed through the HTTP route of a
// listening app on PostgreSQL, beside a plain `COPY (select the same postings) TO STDOUT` by psql on
// the same database in the same run (a client of its own, so the baseline is the rate the database
// hands rows to any client; pg-copy-streams in this process measures the same). Measures each one's rows per second and, while the statement streams, the process's peak
// RSS and heap (sampled every 10 ms). Target: the statement at least a third of COPY's rate.
// BENCH_DATABASE_URL is a server URL (default postgres://postgres@127.0.0.1:5432/postgres): the bench makes
// a throwaway database on it and drops it. Prints one JSON line.

import { spawn } from 'node:child_process';
import { sql } from 'drizzle-orm';
import { buildApiApp } from '../apps/server/src/app';
import { closeContext } from '../apps/server/src/context';
import {
  getOrCreateAccount,
  getOrCreateUserAccounts,
  type TransferInput,
  transferMany,
} from '../apps/server/src/modules/ledger';
import { inTransaction } from '../apps/server/src/platform/db/transaction';
import { createPostgresTestDatabase } from '../apps/server/test/test-database';
import { benchPassword, createBenchContext, createBenchInvestor } from './bench-context';

const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const movements = Number(process.env.BENCH_MOVEMENTS ?? 100_000);
const batchSize = 1000;

const database = await createPostgresTestDatabase(serverUrl);
const { context, tenantId } = await createBenchContext(database, 'statements');
const user = await createBenchInvestor(context, tenantId);
const { db } = context.database;

// The month's history: deposits, and every fourth movement a payout, between the user and a counterpart.
const setUpStarted = performance.now();
const { available } = await inTransaction(db, (tx) => getOrCreateUserAccounts(tx, tenantId, user.id, 'USD'));
const external = await inTransaction(db, (tx) =>
  getOrCreateAccount(tx, tenantId, { owner: { kind: 'system' }, asset: 'USD', purpose: 'external:bench' }),
);
for (let written = 0; written < movements; written += batchSize) {
  const batch = Array.from({ length: Math.min(batchSize, movements - written) }, (_, index): TransferInput => {
    const isPayout = (written + index) % 4 === 3;
    const units = BigInt(100 + ((written + index) % 9000));
    return {
      kind: isPayout ? 'withdrawal' : 'deposit',
      postings: [
        { account: external, amountUnits: isPayout ? units : -units },
        { account: available, amountUnits: isPayout ? -units : units },
      ],
      metadata: { method: 'CARD' },
    };
  });
  await inTransaction(db, (tx) => transferMany(tx, tenantId, batch));
}
await db.execute(sql`analyze`);
const setUpSeconds = (performance.now() - setUpStarted) / 1000;
const month = new Date().toISOString().slice(0, 7);

const app = await buildApiApp(context);
const address = await app.listen({ host: '127.0.0.1', port: 0 });
const login = await fetch(`${address}/v1/login`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ email: 'bench@example.com', password: benchPassword }),
});
const token = ((await login.json()) as { payload: { access_token: string } }).payload.access_token;

/** Streams the statement, counting its lines and discarding them, the process's memory sampled meanwhile. */
async function streamStatement() {
  global.gc?.();
  const baseline = process.memoryUsage();
  let peakRss = baseline.rss;
  let peakHeap = baseline.heapUsed;
  const sampler = setInterval(() => {
    const now = process.memoryUsage();
    peakRss = Math.max(peakRss, now.rss);
    peakHeap = Math.max(peakHeap, now.heapUsed);
  }, 10);
  const started = performance.now();
  const response = await fetch(`${address}/v1/reports/statement-account?month=${month}&format=csv`, {
    headers: { authorization: `Bearer ${token}` },
  });
  if (response.status !== 200 || !response.body)
    throw new Error(`statement: ${response.status} ${await response.text()}`);
  let lines = 0;
  let bytes = 0;
  for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
    bytes += chunk.length;
    for (const byte of chunk) if (byte === 10) lines += 1;
  }
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  return {
    seconds,
    lines,
    bytes,
    baselineRssMb: baseline.rss / 2 ** 20,
    peakRssMb: peakRss / 2 ** 20,
    peakHeapMb: peakHeap / 2 ** 20,
  };
}

/** The same postings (the user's, of the month, in id order) through COPY ... TO STDOUT, by psql. */
function copySamePostings(): Promise<{ seconds: number; lines: number }> {
  const query = `copy (select p.id, t.created_at, t.kind, t.metadata->>'method', p.amount_units
    from ledger_postings p join ledger_accounts a on a.id = p.account_id
    join ledger_transactions t on t.tenant_id = p.tenant_id and t.id = p.transaction_id
    where a.tenant_id = '${tenantId}' and a.owner_kind = 'user' and a.owner_id = '${user.id}'
      and t.created_at >= date_trunc('month', now() at time zone 'UTC') at time zone 'UTC'
    order by p.id) to stdout with (format csv)`;
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn('psql', ['-X', '-q', database.url, '-c', query], { stdio: ['ignore', 'pipe', 'inherit'] });
    let lines = 0;
    child.stdout.on('data', (chunk: Buffer) => {
      for (const byte of chunk) if (byte === 10) lines += 1;
    });
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0
        ? resolve({ seconds: (performance.now() - started) / 1000, lines })
        : reject(new Error(`psql ${code}`)),
    );
  });
}

// A warm-up of each, then the measured runs, taken in turns: the best of three each, as the machine is shared.
await streamStatement();
await copySamePostings();
const statements: Awaited<ReturnType<typeof streamStatement>>[] = [];
const copies: Awaited<ReturnType<typeof copySamePostings>>[] = [];
for (let run = 0; run < 3; run += 1) {
  statements.push(await streamStatement());
  copies.push(await copySamePostings());
}
const statement = statements.reduce((best, run) => (run.seconds < best.seconds ? run : best));
const copy = copies.reduce((best, run) => (run.seconds < best.seconds ? run : best));
await app.close();
await closeContext(context);

const statementRowsPerSecond = Math.round(movements / statement.seconds);
const copyRowsPerSecond = Math.round(copy.lines / copy.seconds);
console.log(
  JSON.stringify({
    bench: 'statements',
    database: 'postgres',
    movements,
    setUpSeconds: Number(setUpSeconds.toFixed(1)),
    statementLines: statement.lines,
    statementBytes: statement.bytes,
    statementSeconds: Number(statement.seconds.toFixed(3)),
    statementRowsPerSecond,
    copyRows: copy.lines,
    copySeconds: Number(copy.seconds.toFixed(3)),
    copyRowsPerSecond,
    ratio: Number((statementRowsPerSecond / copyRowsPerSecond).toFixed(3)),
    ratioTarget: 0.333,
    baselineRssMb: Math.round(statement.baselineRssMb),
    peakRssMb: Math.round(statement.peakRssMb),
    peakHeapMb: Math.round(statement.peakHeapMb),
  }),
);
