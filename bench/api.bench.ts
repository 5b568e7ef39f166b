// bench/api: requests per second of authenticated POST /v1/me (token check and a database read)
// against a bare Fastify hello route, measured the same way in the same process, and the gzip
// size of the JavaScript the web app's sign-in page loads first. For scale it also counts bare
// primary-key reads through the database driver alone. Prints one JSON line. BENCH_DATABASE_URL
// (a server URL) measures on a throwaway PostgreSQL database instead of PGlite.

import { execFileSync } from 'node:child_process';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { buildApiApp } from '../apps/server/src/app';
import { type AppContext, closeContext } from '../apps/server/src/context';
import { createTestDatabase } from '../apps/server/test/test-database';
import { benchPassword, createBenchContext, createBenchInvestor } from './bench-context';

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const root = new URL('..', import.meta.url).pathname;

async function measure(url: string, options: Partial<autocannon.Options> = {}) {
  const result = await autocannon({ url, connections, duration: seconds, ...options });
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${url}: ${result.non2xx} non-2xx answers and ${result.errors} errors`);
  }
  return { rps: Math.round(result.requests.average), p99Ms: result.latency.p99 };
}

async function measureHello() {
  const app = Fastify();
  app.get('/hello', async () => ({ hello: 'world' }));
  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  await measure(`${address}/hello`, { duration: 1 });
  const result = await measure(`${address}/hello`);
  await app.close();
  return result;
}

/** The same primary-key read of a user row, straight through the driver, with no HTTP around it. */
async function measureDatabaseRead(context: AppContext, userId: string) {
  const read = () => context.database.db.execute(sql`select * from users where id = ${userId}`);
  const deadline = Date.now() + seconds * 1000;
  let reads = 0;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (Date.now() < deadline) {
        await read();
        reads += 1;
      }
    }),
  );
  return Math.round(reads / seconds);
}

async function measureMe() {
  process.env.TEST_DATABASE_URL = process.env.BENCH_DATABASE_URL ?? '';
  const { context, tenantId } = await createBenchContext(await createTestDatabase(), 'api');
  const user = await createBenchInvestor(context, tenantId);
  const app = await buildApiApp(context);
  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  const login = await fetch(`${address}/v1/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'bench@example.com', password: benchPassword }),
  });
  const { payload } = (await login.json()) as { payload: { access_token: string } };
  const options = { method: 'POST' as const, headers: { authorization: `Bearer ${payload.access_token}` } };
  await measure(`${address}/v1/me`, { ...options, duration: 1 });
  const result = await measure(`${address}/v1/me`, options);
  await app.close();
  const databaseReadRps = await measureDatabaseRead(context, user.id);
  await closeContext(context);
  return { ...result, databaseReadRps, database: context.database.kind };
}

function signInInitialJs(): number {
  execFileSync('npm', ['run', '--silent', 'build', '-w', '@invest/web'], { cwd: root, stdio: 'ignore' });
  const line = execFileSync('node', ['apps/web/scripts/initial-js-size.mjs'], { cwd: root, encoding: 'utf8' });
  return (JSON.parse(line.trim().split('\n').pop() ?? '{}') as { gzipBytes: number }).gzipBytes;
}

const hello = await measureHello();
const me = await measureMe();
const gzipBytes = signInInitialJs();
console.log(
  JSON.stringify({
    bench: 'api',
    seconds,
    connections,
    database: me.database,
    helloRps: hello.rps,
    meRps: me.rps,
    meP99Ms: me.p99Ms,
    databaseReadRps: me.databaseReadRps,
    ratio: Number((me.rps / hello.rps).toFixed(3)),
    ratioTarget: 0.5,
    signInInitialJsGzipBytes: gzipBytes,
    signInInitialJsTargetBytes: 160 * 1024,
  }),
);
