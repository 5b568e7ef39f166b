import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';

export type Database = PgDatabase<PgQueryResultHKT>;

/** What a PostgreSQL pool tells of its connections, read by the metrics (node-postgres' Pool). */
export type ConnectionPoolCounts = Pick<pg.Pool, 'totalCount' | 'idleCount' | 'waitingCount'>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** The PostgreSQL connection pool; absent on PGlite, whose one in-process connection is no pool. */
  pool?: ConnectionPoolCounts;
  migrate(): Promise<void>;
  ping(): Promise<void>;
  /** A session that holds advisory locks until it is closed (or its connection drops). */
  openLockSession(): Promise<LockSession>;
  close(): Promise<void>;
}

/** Session-level advisory locks: each process claims what only one process may do at a time. */
export interface LockSession {
  /** Claims the lock named by `scope` and `name`; false when another session holds it. */
  tryLock(scope: number, name: string): Promise<boolean>;
  /** Ends the session and every lock it holds. */
  close(): Promise<void>;
}

export const migrationsFolder = join(dirname(fileURLToPath(import.meta.url)), '../../../drizzle');

/** Arbitrary constant that serialises migrations between processes sharing one PostgreSQL. */
const migrationLockKey = 727_401_001;

export type DatabaseOptions =
  | { kind: 'postgres'; url: string; poolSize: number }
  /** In `dataDir`, or in memory when null; an in-memory one starts from `snapshot` (PGlite's dumpDataDir) when given. */
  | { kind: 'pglite'; dataDir: string | null; snapshot?: Blob };

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  return options.kind === 'postgres'
    ? openPostgres(options.url, options.poolSize)
    : openPglite(options.dataDir, options.snapshot);
}

/** PGlite serves one process: a second one opening the same folder would corrupt it. */
function claimDataDir(dataDir: string): () => void {
  const pidFile = join(dataDir, 'pglite.pid');
  if (existsSync(pidFile)) {
    const pid = Number.parseInt(readFileSync(pidFile, 'utf8'), 10);
    if (pid !== process.pid && isRunning(pid)) {
      throw new Error(
        `The embedded database in ${dataDir} is in use by process ${pid} (a running server?). ` +
          'Stop it first, or use DATABASE_URL to share a PostgreSQL server.',
      );
    }
  }
  writeFileSync(pidFile, String(process.pid));
  return () => rmSync(pidFile, { force: true });
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * PGlite serves one process (claimDataDir), so its advisory locks are kept in that process: a
 * session holds a lock until it closes, and another session of the same database is refused it.
 */
function openInProcessLockSession(holders: Map<string, object>): LockSession {
  const session = {};
  return {
    tryLock: async (scope, name) => {
      const key = `${scope}:${name}`;
      const holder = holders.get(key);
      if (holder !== undefined && holder !== session) return false;
      holders.set(key, session);
      return true;
    },
    close: async () => {
      for (const [key, holder] of holders) if (holder === session) holders.delete(key);
    },
  };
}

async function openPglite(dataDir: string | null, snapshot?: Blob): Promise<DatabaseHandle> {
  const pgliteLocks = new Map<string, object>();
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const release = dataDir ? claimDataDir(dataDir) : () => undefined;
  const client = dataDir ? new PGlite(join(dataDir, 'pglite')) : new PGlite({ loadDataDir: snapshot });
  await client.waitReady;
  const db = drizzlePglite({ client, casing: 'snake_case' }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(drizzlePglite({ client }), { migrationsFolder }),
    ping: async () => {
      await client.query('select 1');
    },
    openLockSession: async () => openInProcessLockSession(pgliteLocks),
    close: async () => {
      await client.close();
      release();
    },
  };
}

async function openPostgres(url: string, poolSize: number): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  pool.on('error', () => {
    // An idle client lost its connection; the pool replaces it on next use.
  });
  const db = drizzleNodePg({ client: pool, casing: 'snake_case' }) as unknown as Database;
  return {
    db,
    kind: 'postgres',
    pool,
    migrate: async () => {
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [migrationLockKey]);
        await migrateNodePg(drizzleNodePg({ client }), { migrationsFolder });
      } finally {
        await client.query('select pg_advisory_unlock($1)', [migrationLockKey]).catch(() => undefined);
        client.release();
      }
    },
    ping: async () => {
      await pool.query('select 1');
    },
    openLockSession: async () => {
      const client = await pool.connect();
      return {
        tryLock: async (scope, name) => {
          const result = await client.query<{ locked: boolean }>(
            'select pg_try_advisory_lock($1, hashtext($2)) as locked',
            [scope, name],
          );
          return result.rows[0]?.locked === true;
        },
        // Destroying the connection ends the session, which releases its advisory locks.
        close: async () => client.release(true),
      };
    },
    close: () => pool.end(),
  };
}
