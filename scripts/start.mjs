// Starts the whole product on the embedded defaults: builds the web app when its sources are
// newer than the build, then runs every server role in one process (migrations and the demo
// domain are applied by the server on start). Outside production mode the demo domain's sandbox
// market maker is on, unless MARKET_MAKER (exported or in .env) says otherwise.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const builtIndex = join(root, 'apps/web/dist/index.html');

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    const mtime = entry.isDirectory() ? newestMtime(path) : statSync(path).mtimeMs;
    if (mtime > newest) newest = mtime;
  }
  return newest;
}

function webNeedsBuild() {
  if (!existsSync(builtIndex)) return true;
  const built = statSync(builtIndex).mtimeMs;
  const sources = ['apps/web/src', 'apps/web/index.html', 'packages/contracts/src', 'packages/money/src'];
  return sources.some((source) => {
    const path = join(root, source);
    return existsSync(path) && (statSync(path).isDirectory() ? newestMtime(path) : statSync(path).mtimeMs) > built;
  });
}

if (webNeedsBuild()) {
  console.log('building the web app...');
  const build = spawnSync('npm', ['run', 'build', '-w', '@invest/web'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const envFile = join(root, '.env');
if (existsSync(envFile)) process.loadEnvFile(envFile);
const env = { ...process.env };
if (!env.MARKET_MAKER && env.NODE_ENV !== 'production') env.MARKET_MAKER = 'on';

// Node itself with tsx as a loader: the tsx command would run the server in a child process of its
// own and SIGKILL it when it has not confirmed a Ctrl-C within 30 ms, before the embedded database
// is closed.
const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
  cwd: root,
  env,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
