// The real server (apps/server/src/main.ts) in a child process, as production runs it: NODE_ENV
// production on the embedded database in a temporary DATA_DIR, on free ports of localhost, with a
// JWT secret made for the run. The operator CLI runs against the same environment before it starts.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { createServer } from 'node:net';

const root = new URL('../..', import.meta.url).pathname;

async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  server.close();
  if (!address || typeof address === 'string') throw new Error('no free port');
  return address.port;
}

export interface ServerEnv {
  origin: string;
  tradingOrigin: string;
  env: NodeJS.ProcessEnv;
}

/** The environment of one server: its ports, its data directory and the web build it serves. */
export async function serverEnv(dataDir: string, webDist: string): Promise<ServerEnv> {
  const port = await freePort();
  const tradingPort = await freePort();
  const origin = `http://localhost:${port}`;
  const tradingOrigin = `http://localhost:${tradingPort}`;
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    HOST: 'localhost',
    PORT: String(port),
    TRADING_PORT: String(tradingPort),
    PUBLIC_URL: origin,
    TRADING_PUBLIC_URL: tradingOrigin,
    DATA_DIR: dataDir,
    WEB_DIST: webDist,
    JWT_SECRET: randomBytes(32).toString('hex'),
    SEED_DEMO: 'false',
    MARKET_MAKER: 'off',
    LOG_LEVEL: 'warn',
    DATABASE_URL: '',
    REDIS_URL: '',
    SMTP_URL: '',
  };
  return { origin, tradingOrigin, env };
}

/** Runs an operator command (npm run cli) on the server's database while the server is stopped. */
export function cli(server: ServerEnv, ...args: string[]): void {
  execFileSync(process.execPath, ['--import', 'tsx', 'apps/server/src/cli.ts', ...args], {
    cwd: root,
    env: server.env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

async function waitUntilReady(origin: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`);
    const ready = await fetch(`${origin}/readyz`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the server did not answer ${origin}/readyz within two minutes`);
}

/** Starts every role of the server and resolves once it is ready; `stop` ends it with SIGTERM. */
export async function startServer(server: ServerEnv): Promise<{ stop(): Promise<void> }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    env: server.env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await waitUntilReady(server.origin, child);
  return {
    async stop() {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      await once(child, 'exit');
    },
  };
}
