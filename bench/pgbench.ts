// pgbench on the same PostgreSQL server as a benchmark, in the same run: the baseline the ledger and
// order benchmarks compare against (pgbench -N, simple update: UPDATE an account, SELECT it, INSERT
// history, one transaction each).
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import pg from 'pg';

async function withServer<T>(serverUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** A throwaway database initialised by pgbench -i on the server at `serverUrl`. */
export async function createPgbenchDatabase(serverUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `pgbench_${randomBytes(6).toString('hex')}`;
  await withServer(serverUrl, (client) => client.query(`create database ${name}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  execFileSync('pgbench', ['-i', '-q', url.toString()], { stdio: 'ignore' });
  return {
    url: url.toString(),
    drop: () =>
      withServer(serverUrl, (client) => client.query(`drop database if exists ${name} with (force)`)).then(
        () => undefined,
      ),
  };
}

/** pgbench -N at `connections` clients for `seconds`: its transactions per second, and how many it ran. */
export function runPgbench(url: string, connections: number, seconds: number): { tps: number; transactions: number } {
  const output = execFileSync('pgbench', ['-N', '-c', String(connections), '-j', '2', '-T', String(seconds), url], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  const tps = /tps = ([\d.]+) \(without initial connection time\)/.exec(output)?.[1];
  const transactions = /number of transactions actually processed: (\d+)/.exec(output)?.[1];
  if (!tps || !transactions) throw new Error(`no tps in pgbench output:\n${output}`);
  return { tps: Number(tps), transactions: Number(transactions) };
}

/** pgbench -N transactions per second at `connections` clients for `seconds`. */
export const measurePgbench = (url: string, connections: number, seconds: number): number =>
  runPgbench(url, connections, seconds).tps;

/**
 * Rows inserted, updated and deleted in the database at `url` so far, by PostgreSQL's statistics. A
 * connection reports its share when it ends, or once it has been idle for about ten seconds.
 */
export async function rowsWritten(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ written: string }>(
      'select coalesce(sum(n_tup_ins + n_tup_upd + n_tup_del), 0) as written from pg_stat_user_tables',
    );
    return Number(rows[0]?.written ?? 0);
  } finally {
    await client.end();
  }
}

/** The middle value of a benchmark's rounds. */
export const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
