import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { request } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const serverRoot = new URL('..', import.meta.url).pathname;

/** A port the system has just handed out, so two servers of one test run never collide. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

export interface HttpAnswer {
  status: number;
  body: unknown;
}

/** One HTTP request to a local port with the tenant's host and origin, JSON in and out. */
export function httpJson(
  port: number,
  host: string,
  options: { method: string; path: string; token?: string; headers?: Record<string, string>; body?: unknown },
): Promise<HttpAnswer> {
  const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
  return new Promise((resolve, reject) => {
    const outgoing = request(
      {
        host: '127.0.0.1',
        port,
        method: options.method,
        path: options.path,
        headers: {
          host,
          origin: `http://${host}`,
          ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
          ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
          ...options.headers,
        },
      },
      (incoming) => {
        const chunks: Buffer[] = [];
        incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
        incoming.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          resolve({ status: incoming.statusCode ?? 0, body: text ? JSON.parse(text) : null });
        });
        incoming.on('error', reject);
      },
    );
    outgoing.on('error', reject);
    outgoing.end(payload);
  });
}

/**
 * The product running as its own process (main.ts, roles api and trading) on a PostgreSQL database,
 * or on the embedded one in DATA_DIR when `databaseUrl` is empty.
 */
export interface ChildServer {
  apiPort: number;
  tradingPort: number;
  /** Starts the process and waits until both roles answer. */
  start(): Promise<void>;
  /** SIGKILL: no shutdown, no flushing; whatever was in flight is cut off. */
  killHard(): Promise<void>;
  /** SIGTERM, at once; resolves with the process's exit code once it has ended. */
  stop(): Promise<number | null>;
}

export async function createChildServer(
  databaseUrl: string,
  extraEnv: Record<string, string> = {},
): Promise<ChildServer> {
  const [apiPort, tradingPort] = [await freePort(), await freePort()];
  const env = {
    ...process.env,
    NODE_ENV: 'development',
    LOG_LEVEL: 'error',
    DATABASE_URL: databaseUrl,
    REDIS_URL: '',
    SMTP_URL: '',
    DATA_DIR: extraEnv.DATA_DIR ?? mkdtempSync(join(tmpdir(), 'invest-child-')),
    HOST: '127.0.0.1',
    PORT: String(apiPort),
    TRADING_PORT: String(tradingPort),
    ROLES: 'api,trading',
    SEED_DEMO: 'false',
    ...extraEnv,
  };
  let child: ChildProcess | null = null;

  const ended = (process: ChildProcess) =>
    new Promise<number | null>((resolve) => {
      if (process.exitCode !== null || process.signalCode !== null) resolve(process.exitCode);
      else process.once('exit', (code) => resolve(code));
    });

  const answers = async (port: number) => {
    try {
      return (await httpJson(port, '127.0.0.1', { method: 'GET', path: '/readyz' })).status === 200;
    } catch {
      return false;
    }
  };

  return {
    apiPort,
    tradingPort,
    async start() {
      // Node itself with tsx as a loader: the tsx command would run the server in a child process
      // of its own, which a SIGKILL of the command leaves running.
      const started = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
        cwd: serverRoot,
        env,
        stdio: ['ignore', 'ignore', 'inherit'],
      });
      child = started;
      for (let attempt = 0; attempt < 600; attempt += 1) {
        if (started.exitCode !== null) throw new Error(`the server exited with ${started.exitCode}`);
        if ((await answers(apiPort)) && (await answers(tradingPort))) return;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      throw new Error('the server did not become ready in 60 seconds');
    },
    async killHard() {
      if (!child) return;
      child.kill('SIGKILL');
      await ended(child);
      child = null;
    },
    async stop() {
      if (!child) return null;
      const stopping = child;
      child = null;
      stopping.kill('SIGTERM');
      return ended(stopping);
    },
  };
}
