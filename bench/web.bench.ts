// bench/web: Lighthouse (12, default mobile settings with simulated throttling, in Chromium) on the
// web app as production serves it: the app is built, the real server (apps/server/src/main.ts) runs
// with NODE_ENV=production on the embedded database in a temporary DATA_DIR, and Lighthouse loads /,
// /sign-in and /sign-up signed out, then /dashboard and /trading/ACME-USD as a signed-in investor
// (a cold HTTP cache each time). In the same run the same server serves two reference pages from
// web/floor: the floor (main.tsx: Vite, React and one Mantine button) and the stack floor (stack.tsx:
// the same with React Router, a Redux Toolkit store with one RTK Query endpoint, redux-persist and
// i18next, which every page of the app runs on). Prints one JSON line per page: the four category
// scores, FCP, LCP, TBT, CLS and the transferred JavaScript (the script requests' transfer sizes),
// then a summary line with each public page's JavaScript over the floor's and over the stack floor's,
// and the stack floor's over the floor's. The reports stay in a temporary directory that the summary
// names.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { launchChromium, signIn } from './web/browser';
import { buildFloor, type FloorPage } from './web/floor';
import { createDomain, openTradingTo } from './web/investor';
import { runLighthouse } from './web/lighthouse';
import { type ServerEnv, serverEnv, startServer } from './web/server';

const publicPages = ['/', '/sign-in', '/sign-up'];
const investorPages = ['/dashboard', '/trading/ACME-USD'];
const root = new URL('..', import.meta.url).pathname;
const appDist = join(root, 'apps/web/dist');
const started = Date.now();
const work = mkdtempSync(join(tmpdir(), 'bench-web-'));
const reportDir = join(work, 'reports');
mkdirSync(reportDir);
const jsBytes: Record<string, number> = {};

execFileSync('npm', ['run', '--silent', 'build', '-w', '@invest/web'], { cwd: root, stdio: 'pipe' });
const floorPages: FloorPage[] = ['floor', 'stack-floor'];
for (const floor of floorPages) await buildFloor(floor, join(work, floor), appDist);
const app = await serverEnv(join(work, 'data'), appDist);
const accounts = createDomain(app);
const chrome = await launchChromium();

async function measure(server: ServerEnv, page: string, label: string) {
  const figures = await runLighthouse({
    url: `${server.origin}${page}`,
    port: chrome.port,
    reportDir,
    reportName: label.replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'landing',
  });
  jsBytes[label] = figures.jsTransferBytes;
  console.log(JSON.stringify({ bench: 'web', page: label, ...figures }));
}

/** Runs `use` while the server of `env` is up. */
async function whileServing(env: ServerEnv, use: () => Promise<void>) {
  const server = await startServer(env);
  try {
    await use();
  } finally {
    await server.stop();
  }
}

try {
  await whileServing(app, async () => {
    await openTradingTo(app, accounts);
    for (const page of publicPages) await measure(app, page, page);
    await signIn(chrome.port, app.origin, accounts.investor);
    for (const page of investorPages) await measure(app, page, page);
  });
  for (const page of floorPages) {
    const floor = await serverEnv(join(work, 'data'), join(work, page));
    await whileServing(floor, () => measure(floor, '/', page));
  }
} finally {
  chrome.kill();
  rmSync(join(work, 'data'), { recursive: true, force: true });
}

const floorBytes = jsBytes.floor ?? Number.NaN;
const stackFloorBytes = jsBytes['stack-floor'] ?? Number.NaN;
const ratio = (bytes: number | undefined, reference: number) => Number(((bytes ?? Number.NaN) / reference).toFixed(2));
console.log(
  JSON.stringify({
    bench: 'web',
    summary: true,
    server: 'NODE_ENV=production, embedded PGlite',
    floorJsTransferBytes: floorBytes,
    stackFloorJsTransferBytes: stackFloorBytes,
    stackFloorOverFloor: ratio(stackFloorBytes, floorBytes),
    jsOverFloor: Object.fromEntries(publicPages.map((page) => [page, ratio(jsBytes[page], floorBytes)])),
    jsOverFloorTarget: 1.5,
    jsOverStackFloor: Object.fromEntries(publicPages.map((page) => [page, ratio(jsBytes[page], stackFloorBytes)])),
    seconds: Math.round((Date.now() - started) / 1000),
    reports: reportDir,
  }),
);
