import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { migrationsFolder, openDatabase } from '../src/platform/db/database';
import { pgliteSnapshotVariable, templateDatabaseVariable } from './test-database';

async function onServer(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * Vitest's global setup of the database tests: one database is migrated before any test file runs,
 * and every test database starts as a copy of it instead of running each migration again (on PGlite a
 * dump of its data directory, loaded in memory; on PostgreSQL a template database). Test files run in
 * processes of their own, so the copy is handed to them by an environment variable. Returns the
 * teardown.
 */
export default async function setup(): Promise<() => Promise<void>> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const name = `test_template_${randomBytes(6).toString('hex')}`;
    await onServer(serverUrl, `create database ${name}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const handle = await openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 1 });
    await handle.migrate();
    await handle.close();
    process.env[templateDatabaseVariable] = name;
    return () => onServer(serverUrl, `drop database if exists ${name} with (force)`);
  }
  const client = new PGlite();
  await migrate(drizzle({ client }), { migrationsFolder });
  const snapshot = await client.dumpDataDir('none');
  await client.close();
  const folder = mkdtempSync(join(tmpdir(), 'pglite-migrated-'));
  const file = join(folder, 'migrated.tar');
  writeFileSync(file, Buffer.from(await snapshot.arrayBuffer()));
  process.env[pgliteSnapshotVariable] = file;
  return async () => rmSync(folder, { recursive: true, force: true });
}
