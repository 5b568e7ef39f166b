// The one test command (README, CI): lint, types, module boundaries, unit and database tests on PGlite with the server
// process stopped mid-traffic, the same database tests and the crash test on PostgreSQL when TEST_DATABASE_URL is set,
// the multi-instance event bus test when TEST_REDIS_URL is set, the web build, and the browser tests when Chromium is
// installed.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const notRun = [];
const resultsDir = join(root, '.test-results');
rmSync(resultsDir, { recursive: true, force: true });
mkdirSync(resultsDir, { recursive: true });
const totals = { passed: 0, failed: 0 };

/** Adds a runner's JSON report to the totals printed on the last line. */
function count(file, read) {
  if (!existsSync(file)) return;
  const { passed, failed } = read(JSON.parse(readFileSync(file, 'utf8')));
  totals.passed += passed;
  totals.failed += failed;
}

function vitest(title, projects, env = {}) {
  const file = join(resultsDir, `${title.replace(/\W+/g, '-')}.json`);
  const projectArgs = projects.flatMap((project) => ['--project', project]);
  step(
    title,
    bin('vitest'),
    ['run', ...projectArgs, '--reporter=default', '--reporter=json', `--outputFile.json=${file}`],
    env,
  );
  count(file, (report) => ({ passed: report.numPassedTests, failed: report.numFailedTests }));
}

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
step('module boundaries and import cycles', 'npm', ['run', '--silent', 'check:imports']);
step('migrations match the schema', 'node', ['scripts/check-migrations.mjs']);
vitest('unit, database and process tests on PGlite', ['unit', 'integration', 'process'], { TEST_DATABASE_URL: '' });
if (process.env.TEST_DATABASE_URL) {
  vitest('database tests on PostgreSQL', ['integration']);
  vitest('processes killed with SIGKILL mid-load (trading, an offering closing), on PostgreSQL', ['crash']);
} else {
  notRun.push('database tests on PostgreSQL (set TEST_DATABASE_URL=postgres://user@host:5432/postgres)');
}
if (process.env.TEST_REDIS_URL) {
  vitest('two instances sharing Redis', ['redis']);
} else {
  notRun.push('the multi-instance event bus test (set TEST_REDIS_URL=redis://127.0.0.1:6379)');
}
step('web build', 'npm', ['run', '--silent', 'build']);
if (existsSync(chromium)) {
  const file = join(resultsDir, 'browser.json');
  step('browser tests (Playwright, Chromium)', 'npm', ['run', '--silent', 'test:e2e'], {
    CHROMIUM_PATH: chromium,
    PLAYWRIGHT_JSON_OUTPUT_NAME: file,
  });
  count(file, (report) => ({ passed: report.stats.expected, failed: report.stats.unexpected }));
} else {
  notRun.push(`browser tests (install Chromium at ${chromium}, or set CHROMIUM_PATH)`);
}

console.log('\nall test steps passed');
console.log(`tests: ${totals.passed} passed, ${totals.failed} failed`);
if (notRun.length > 0) console.log(`not run on this machine:\n- ${notRun.join('\n- ')}`);
