// The one test command (README, CI): lint, types, unit and database tests on PGlite, the same
// database tests on PostgreSQL when TEST_DATABASE_URL is set, the multi-instance event bus test
// when TEST_REDIS_URL is set, the web build, and the browser tests when Chromium is installed.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const root = new URL('..', import.meta.url).pathname;
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const notRun = [];

function step(title, command, args, env = {}) {
  console.log(`\n=== ${title}`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, TZ: 'UTC', ...env } });
  if (result.status !== 0) {
    console.error(`\n${title}: failed`);
    process.exit(result.status ?? 1);
  }
}

const bin = (name) => `${root}node_modules/.bin/${name}`;

step('lint and format', bin('biome'), ['check', '.']);
step('type check', 'npm', ['run', '--silent', 'typecheck']);
step('migrations match the schema', 'node', ['scripts/check-migrations.mjs']);
step('unit and database tests on PGlite', bin('vitest'), ['run', '--project', 'unit', '--project', 'integration'], {
  TEST_DATABASE_URL: '',
});
if (process.env.TEST_DATABASE_URL) {
  step('database tests on PostgreSQL', bin('vitest'), ['run', '--project', 'integration']);
} else {
  notRun.push('database tests on PostgreSQL (set TEST_DATABASE_URL=postgres://user@host:5432/postgres)');
}
if (process.env.TEST_REDIS_URL) {
  step('two instances sharing Redis', bin('vitest'), ['run', '--project', 'redis']);
} else {
  notRun.push('the multi-instance event bus test (set TEST_REDIS_URL=redis://127.0.0.1:6379)');
}
step('web build', 'npm', ['run', '--silent', 'build']);
if (existsSync(chromium)) {
  step('browser tests (Playwright, Chromium)', 'npm', ['run', '--silent', 'test:e2e'], { CHROMIUM_PATH: chromium });
} else {
  notRun.push(`browser tests (install Chromium at ${chromium}, or set CHROMIUM_PATH)`);
}

console.log('\nall test steps passed');
if (notRun.length > 0) console.log(`not run on this machine:\n- ${notRun.join('\n- ')}`);
