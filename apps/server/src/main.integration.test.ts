import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const serverDir = new URL('..', import.meta.url).pathname;
const dataDir = mkdtempSync(join(tmpdir(), 'invest-main-'));
const children: ChildProcess[] = [];

function startServer(port: number) {
  // Node itself with tsx as a loader, so a signal goes to the server alone: the tsx command runs it
  // in a child process, relays a signal to it, and SIGKILLs it when it has not confirmed the signal
  // within 30 ms, which a busy machine misses (the command then exits with 143).
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      DATA_DIR: dataDir,
      PORT: String(port),
      TRADING_PORT: String(port + 1),
      HOST: '127.0.0.1',
      DATABASE_URL: '',
      REDIS_URL: '',
      LOG_LEVEL: 'warn',
    },
  });
  children.push(child);
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited, output: () => output };
}

async function waitForReady(port: number): Promise<Response> {
  for (let attempt = 0; attempt < 900; attempt += 1) {
    try {
      return await fetch(`http://127.0.0.1:${port}/readyz`);
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  throw new Error('server did not start');
}

afterAll(() => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
});

describe('the server process', () => {
  it('starts on the embedded database with the demo markets, refuses a second process on it, and stops cleanly on SIGTERM', async () => {
    const server = startServer(3950);
    expect((await waitForReady(3950)).status).toBe(200);
    const settings = await fetch('http://127.0.0.1:3950/v1/ihq/domains/settings');
    const body = (await settings.json()) as { payload: { company_name: string } };
    expect(body.payload.company_name).toBe('Meridian Invest');
    expect((await waitForReady(3951)).status).toBe(200);
    const currencies = await fetch('http://127.0.0.1:3951/api/currencies');
    const markets = (await currencies.json()) as { payload: { Symbol: string }[] };
    // A share, bitcoin, and the shares of the demo offering that listed.
    expect(markets.payload.map((market) => market.Symbol)).toEqual(['ACME-USD', 'BTC-USD', 'NWCF-USD']);

    const intruder = startServer(3960);
    expect(await intruder.exited).toBe(1);
    expect(intruder.output()).toContain('is in use by process');

    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    expect(existsSync(join(dataDir, 'pglite.pid'))).toBe(false);
  }, 150_000);

  it('stops with a message naming a bad variable', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: serverDir,
      env: { ...process.env, PORT: 'eighty' },
    });
    let stderr = '';
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
    });
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    expect(code).toBe(1);
    expect(stderr).toContain('PORT');
  }, 30_000);
});
