import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { migrationsFolder } from '../../platform/db/database';

interface Journal {
  entries: { idx: number; tag: string }[];
}

describe('the ledger_rules migration', () => {
  const journal = JSON.parse(readFileSync(join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as Journal;
  const rules = journal.entries.filter((entry) => entry.tag.endsWith('_ledger_rules'));

  it('is in the journal once, after the migration that creates the tables', () => {
    expect(rules).toHaveLength(1);
    const creates = journal.entries.filter((entry) =>
      readFileSync(join(migrationsFolder, `${entry.tag}.sql`), 'utf8').includes('CREATE TABLE "ledger_postings"'),
    );
    expect(creates).toHaveLength(1);
    expect(rules[0]?.idx).toBeGreaterThan(creates[0]?.idx ?? Number.POSITIVE_INFINITY);
  });

  it('is a copy of ledger-rules.sql (regenerate it with drizzle-kit generate --custom, then copy)', () => {
    const migration = readFileSync(join(migrationsFolder, `${rules[0]?.tag}.sql`), 'utf8');
    expect(migration).toBe(readFileSync(new URL('./ledger-rules.sql', import.meta.url), 'utf8'));
  });
});
