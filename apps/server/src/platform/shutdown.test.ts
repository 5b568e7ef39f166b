import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { connect, type Socket } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { createShutdown, type ShutdownOptions } from './shutdown';

interface Connection {
  socket: Socket;
  /** What the server sent so far. */
  received(): string;
  closed: Promise<void>;
  get(path: string): void;
  /** The head of the first response, once the whole response has arrived. */
  response(): Promise<string>;
}

/** A keep-alive HTTP/1.1 connection written by hand, so the test sees when the server closes it. */
async function openConnection(app: FastifyInstance): Promise<Connection> {
  const { port } = app.server.address() as AddressInfo;
  const socket = connect(port, '127.0.0.1');
  await once(socket, 'connect');
  let text = '';
  socket.on('data', (chunk: Buffer) => {
    text += chunk.toString('utf8');
  });
  const closed = once(socket, 'close').then(() => undefined);
  return {
    socket,
    received: () => text,
    closed,
    get: (path) => socket.write(`GET ${path} HTTP/1.1\r\nhost: localhost\r\nconnection: keep-alive\r\n\r\n`),
    async response() {
      for (;;) {
        const [head, body = ''] = text.split('\r\n\r\n');
        const length = Number(/content-length: (\d+)/i.exec(head ?? '')?.[1] ?? Number.NaN);
        if (body.length >= length) return head ?? '';
        if (socket.destroyed) throw new Error(`closed before a whole response: ${text}`);
        await Promise.race([once(socket, 'data'), closed]);
      }
    },
  };
}

const apps: FastifyInstance[] = [];
afterEach(async () => {
  await Promise.allSettled(apps.splice(0).map((app) => app.close()));
});

/** A server with a request that answers when the test says, and one that answers at once. */
function createServer() {
  const app = Fastify();
  apps.push(app);
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  app.get('/slow', async () => {
    await released;
    return { answer: 'slow' };
  });
  app.get('/fast', async () => ({ answer: 'fast' }));
  return { app, release };
}

function startShutdown(app: FastifyInstance, options: Partial<ShutdownOptions> = {}) {
  const lines: string[] = [];
  const steps: string[] = [];
  let exited: (code: number) => void = () => {};
  const exit = new Promise<number>((resolve) => {
    exited = resolve;
  });
  const shutdown = createShutdown({
    servers: [{ name: 'api', app }],
    thenStop: [
      { name: 'the worker', stop: () => steps.push('worker') },
      { name: 'the database', stop: () => steps.push('database') },
    ],
    timeoutMs: 5_000,
    log: (line) => lines.push(line),
    logError: (line) => lines.push(line),
    exit: (code) => exited(code),
    ...options,
  });
  return { shutdown, lines, steps, exit };
}

describe('the shutdown of the process', () => {
  it('closes idle connections at once, answers a request in flight and closes its connection after, then stops the rest and exits with 0', async () => {
    const { app, release } = createServer();
    const { shutdown, steps, exit } = startShutdown(app);
    await app.listen({ host: '127.0.0.1', port: 0 });
    const idle = await openConnection(app);
    idle.get('/fast');
    await idle.response();
    const busy = await openConnection(app);
    busy.get('/slow');
    await new Promise((resolve) => setTimeout(resolve, 50));

    shutdown.onSignal('SIGTERM');
    await idle.closed;
    expect(busy.socket.destroyed).toBe(false);
    expect(steps).toEqual([]);

    release();
    const head = await busy.response();
    expect(head).toMatch(/^HTTP\/1.1 200/);
    expect(head.toLowerCase()).toContain('connection: close');
    await busy.closed;
    expect(await exit).toBe(0);
    expect(steps).toEqual(['worker', 'database']);
  });

  it('closes the connections still open at the deadline, then exits with 0', async () => {
    const { app } = createServer();
    const { shutdown, lines, steps, exit } = startShutdown(app, { timeoutMs: 200 });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const busy = await openConnection(app);
    busy.get('/slow');
    await new Promise((resolve) => setTimeout(resolve, 50));

    shutdown.onSignal('SIGINT');
    await busy.closed;
    expect(busy.received()).toBe('');
    expect(await exit).toBe(0);
    expect(steps).toEqual(['worker', 'database']);
    expect(lines).toContain('shutdown deadline passed: closed 1 connections still open');
  });

  it('exits with 1, naming what did not close, when a step still hangs past the deadline and its grace', async () => {
    const { app } = createServer();
    const { shutdown, lines, exit } = startShutdown(app, {
      timeoutMs: 50,
      graceMs: 50,
      thenStop: [{ name: 'the database', stop: () => new Promise(() => {}) }],
    });
    await app.listen({ host: '127.0.0.1', port: 0 });

    shutdown.onSignal('SIGTERM');
    expect(await exit).toBe(1);
    expect(lines.at(-1)).toBe('still stopping 0.1 s after SIGTERM, waiting on the database: exiting anyway');
  });

  it('takes copies of the signal arriving together as one, and exits with 1 at a later one', async () => {
    const { app, release } = createServer();
    const { shutdown, lines, exit } = startShutdown(app, { repeatedSignalMs: 100 });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const busy = await openConnection(app);
    busy.get('/slow');
    await new Promise((resolve) => setTimeout(resolve, 50));

    shutdown.onSignal('SIGINT');
    shutdown.onSignal('SIGINT');
    shutdown.onSignal('SIGINT');
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(lines).toHaveLength(1);
    shutdown.onSignal('SIGINT');
    expect(await exit).toBe(1);
    expect(lines.at(-1)).toBe(
      'SIGINT again while stopping: exiting now, without waiting on the api server (1 connections open)',
    );
    release();
  });
});
