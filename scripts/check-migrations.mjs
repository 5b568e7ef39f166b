// Fails when the SQL migrations do not match the Drizzle tables (someone changed a *.tables.ts
// file without running `npm run db:generate`). Leaves the migrations folder as it found it.
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const server = join(root, 'apps/server');
const folder = join(server, 'drizzle');
const journal = join(folder, 'meta/_journal.json');

const listFiles = () => [...readdirSync(folder), ...readdirSync(join(folder, 'meta')).map((name) => `meta/${name}`)];
const before = new Set(listFiles());
const journalText = readFileSync(journal, 'utf8');

const generate = spawnSync(join(root, 'node_modules/.bin/drizzle-kit'), ['generate', '--name', 'check'], {
  cwd: server,
  encoding: 'utf8',
});
const upToDate = generate.status === 0 && /No schema changes/i.test(generate.stdout);
for (const file of listFiles()) if (!before.has(file)) rmSync(join(folder, file));
writeFileSync(journal, journalText);

if (generate.status !== 0) {
  console.error(generate.stdout, generate.stderr);
  process.exit(1);
}
if (!upToDate) {
  console.error('The tables changed but no migration was generated: run `npm run db:generate -- --name <change>`.');
  process.exit(1);
}
console.log('migrations match the schema');
