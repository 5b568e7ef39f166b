import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { type DatabaseHandle, openDatabase } from '../src/platform/db/database';

/** Set by the database tests' global setup (migrated-template.ts): a migrated PGlite data directory dump. */
export const pgliteSnapshotVariable = 'TEST_PGLITE_SNAPSHOT';
/** Set by the same setup on PostgreSQL: a migrated database that test databases are copied from. */
export const templateDatabaseVariable = 'TEST_TEMPLATE_DATABASE';

let snapshot: Blob | undefined;

/** The migrated PGlite dump of the global setup, read once per test process; none outside vitest. */
function migratedSnapshot(): Blob | undefined {
  const file = process.env[pgliteSnapshotVariable];
  if (file && !snapshot) snapshot = new Blob([readFileSync(file)]);
  return snapshot;
}

/** The migrated template database of the global setup, if any. */
function templateDatabase(): string | null {
  const name = process.env[templateDatabaseVariable];
  if (!name) return null;
  if (!/^test_template_[0-9a-f]+$/.test(name)) throw new Error(`${templateDatabaseVariable} is not a template name`);
  return name;
}

/**
 * A fresh, migrated database for one test app: PGlite in memory by default, or a throwaway
 * database on the PostgreSQL server named by TEST_DATABASE_URL, dropped on close. Under vitest it
 * starts as a copy of the database the global setup migrated; the migrations then find nothing to do.
 */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const handle = await openDatabase({ kind: 'pglite', dataDir: null, snapshot: migratedSnapshot() });
    await handle.migrate();
    return handle;
  }
  return createPostgresTestDatabase(serverUrl);
}

/** A throwaway, migrated database on the PostgreSQL server at `serverUrl`, with its own URL for other processes. */
export async function createPostgresTestDatabase(serverUrl: string): Promise<DatabaseHandle & { url: string }> {
  const name = `test_${randomBytes(6).toString('hex')}`;
  const template = templateDatabase();
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}${template ? ` template ${template}` : ''}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 20 });
  await handle.migrate();
  return {
    ...handle,
    url: url.toString(),
    async close() {
      await handle.close();
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}
