// Starts the whole product on the embedded defaults: builds the web app when dist holds no
// production build of the current sources, then runs every server role in one process (migrations
// and the demo domain are applied by the server on start). Outside production mode the demo domain's
// sandbox market maker is on, unless MARKET_MAKER (exported or in .env) says otherwise.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const dist = join(root, 'apps/web/dist');
/** Written by every `vite build` (apps/web/vite.config.ts): its mode, and by its time, how fresh it is. */
const buildInfoFile = join(dist, '.vite/build-info.json');
/** The server's render of the signed-out pages, made by the same `npm run build`. */
const firstScreenModule = join(root, 'apps/web/dist-server/first-screen.js');
/** What a build is made from: the sources, the build's configuration and the installed packages. */
const buildInputs = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/postcss.config.cjs',
  'apps/web/package.json',
  'packages/contracts/src',
  'packages/money/src',
  'package-lock.json',
];

function newestMtime(path) {
  if (!statSync(path).isDirectory()) return statSync(path).mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

/** Why dist must be built again, or null when it holds a production build newer than its inputs. */
function reasonToBuild() {
  if (!existsSync(join(dist, 'index.html'))) return 'no build';
  if (!existsSync(firstScreenModule)) return 'no server render of the first screens';
  // `vite build --mode development` keeps production React (NODE_ENV) but builds the app's development
  // mode; NODE_ENV=development builds development React. A build without the record is unknown.
  const info = existsSync(buildInfoFile) ? JSON.parse(readFileSync(buildInfoFile, 'utf8')) : {};
  if (info.mode !== 'production' || info.isProduction !== true) return 'not a production build';
  const built = statSync(buildInfoFile).mtimeMs;
  const changed = buildInputs.find((input) => existsSync(join(root, input)) && newestMtime(join(root, input)) > built);
  return changed ? `${changed} changed since` : null;
}

const reason = reasonToBuild();
if (reason) {
  console.log(`building the web app (${reason})...`);
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
