import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { type IncomingMessage, request } from 'node:http';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { realtimeCloseCodes } from '@invest/contracts';
import { afterAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { type ChildServer, createChildServer, httpJson } from '../test/child-server';
import { createTestApp, defaultTestHost } from '../test/test-app';
import { createTestMarket, createTrader } from './modules/trading/testing';
import { openDatabase } from './platform/db/database';

/**
 * The product as its own process (every role, the embedded database) stopped with SIGTERM while a
 * websocket, an event stream, an idle keep-alive connection and two requests are open.
 */

const shutdownTimeoutSeconds = 3;

const dataDir = mkdtempSync(join(tmpdir(), 'invest-shutdown-'));
let server: ChildServer | null = null;
afterAll(async () => {
  await server?.killHard();
  rmSync(dataDir, { recursive: true, force: true });
});

/** The embedded database of the process, holding a market and an investor with dollars to buy with. */
async function prepareDatabase() {
  const database = await openDatabase({ kind: 'pglite', dataDir });
  await database.migrate();
  const setup = await createTestApp({ sharedDatabase: database });
  const market = await createTestMarket(setup, {
    opensAtMinute: 0,
    closesAtMinute: 0,
    tradingDays: [1, 2, 3, 4, 5, 6, 7],
  });
  const trader = await createTrader(setup, { USD: '1000' });
  await setup.close();
  await database.close();
  return { market, trader };
}

/** A connection written by hand: what the server sent on it, and when it closed it. */
async function openConnection(port: number) {
  const socket: Socket = connect(port, '127.0.0.1');
  await once(socket, 'connect');
  let received = '';
  socket.on('data', (chunk: Buffer) => {
    received += chunk.toString('utf8');
  });
  socket.on('error', () => {});
  const closed = once(socket, 'close').then(() => received);
  /** Resolves once the server has sent `text`. */
  const hasReceived = async (text: string) => {
    while (!received.includes(text)) {
      if (socket.destroyed) throw new Error(`closed before sending ${JSON.stringify(text)}: ${received}`);
      await Promise.race([once(socket, 'data'), closed]);
    }
  };
  return { socket, closed, received: hasReceived };
}

function requestHead(method: string, path: string, headers: Record<string, string | number>) {
  const lines = Object.entries({ host: defaultTestHost, origin: `http://${defaultTestHost}`, ...headers }).map(
    ([name, value]) => `${name}: ${value}`,
  );
  return `${method} ${path} HTTP/1.1\r\n${lines.join('\r\n')}\r\n\r\n`;
}

/**
 * POST /api/orders whose body is sent up to its middle now, the rest when the test says. It asks to
 * continue first (Expect: 100-continue, as curl does for a large body), so the server's answer says
 * the request has reached it.
 */
async function startOrderUpload(port: number, token: string, body: Record<string, unknown>) {
  const payload = JSON.stringify(body);
  const connection = await openConnection(port);
  connection.socket.write(
    requestHead('POST', '/api/orders', {
      authorization: `Bearer ${token}`,
      'idempotency-key': randomUUID(),
      'content-type': 'application/json',
      'content-length': Buffer.byteLength(payload),
      expect: '100-continue',
    }),
  );
  await connection.received('HTTP/1.1 100 Continue\r\n\r\n');
  connection.socket.write(payload.slice(0, 10));
  return { ...connection, finish: () => connection.socket.write(payload.slice(10)) };
}

/** GET /api/orders/{id}, the order's event stream, once its first event has arrived. */
async function openOrderStream(port: number, token: string, orderId: string) {
  const response = await new Promise<IncomingMessage>((resolve, reject) => {
    request(
      {
        host: '127.0.0.1',
        port,
        path: `/api/orders/${orderId}`,
        headers: { host: defaultTestHost, origin: `http://${defaultTestHost}`, authorization: `Bearer ${token}` },
      },
      resolve,
    )
      .on('error', reject)
      .end();
  });
  expect(response.statusCode).toBe(200);
  let text = '';
  response.setEncoding('utf8');
  response.on('data', (chunk: string) => {
    text += chunk;
  });
  const ended = new Promise<'ended' | 'cut off'>((resolve) => {
    response.on('end', () => resolve('ended'));
    response.on('error', () => resolve('cut off'));
  });
  while (!text.includes('event: order')) await once(response, 'data');
  return { ended };
}

describe('the server process stopped with SIGTERM', () => {
  it('closes websockets (going away), event streams and idle connections at once, answers the request in flight, cuts the one unfinished at the deadline, and exits with 0', async () => {
    const { market, trader } = await prepareDatabase();
    server = await createChildServer('', {
      DATA_DIR: dataDir,
      ROLES: 'api,trading,worker',
      SHUTDOWN_TIMEOUT: String(shutdownTimeoutSeconds),
    });
    await server.start();
    const { apiPort, tradingPort } = server;
    const login = await httpJson(apiPort, defaultTestHost, {
      method: 'POST',
      path: '/v1/login',
      body: { email: trader.email, password: trader.password },
    });
    const token = (login.body as { payload: { access_token: string } }).payload.access_token;
    const order = { ShareName: market.symbol, Side: 1, OrderType: 2, TimeInForce: 1, Price: '10.00', Quantity: '1' };
    const placed = await httpJson(tradingPort, defaultTestHost, {
      method: 'POST',
      path: '/api/orders',
      token,
      headers: { 'idempotency-key': randomUUID() },
      body: order,
    });
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    const orderId = (placed.body as { payload: { OrderId: string } }).payload.OrderId;

    const stream = await openOrderStream(tradingPort, token, orderId);
    const socket = new WebSocket(`ws://127.0.0.1:${tradingPort}/ws`, {
      headers: { origin: `http://${defaultTestHost}` },
    });
    const socketClosed = once(socket, 'close').then(([code]) => code as number);
    await once(socket, 'open');
    const idle = await openConnection(apiPort);
    idle.socket.write(requestHead('GET', '/healthz', {}));
    await idle.received('"success":true');
    const answered = await startOrderUpload(tradingPort, token, order);
    const unfinished = await startOrderUpload(tradingPort, token, order);

    // What never ends by itself closes while a request is still in flight, not at the deadline.
    const signalledAt = Date.now();
    const exited = server.stop();
    expect(await socketClosed).toBe(realtimeCloseCodes.goingAway);
    expect(await stream.ended).toBe('ended');
    await idle.closed;

    answered.finish();
    const reply = await answered.closed;
    expect(reply).toMatch(/^HTTP\/1\.1 100 Continue\r\n\r\nHTTP\/1\.1 200 /);
    expect(reply.toLowerCase()).toContain('connection: close');
    expect(reply).toContain('"OrderId"');

    expect(await exited).toBe(0);
    expect(Date.now() - signalledAt).toBeLessThan((shutdownTimeoutSeconds + 5) * 1000);
    // Cut off at the deadline: nothing after the go-ahead to send its body.
    expect(await unfinished.closed).toBe('HTTP/1.1 100 Continue\r\n\r\n');
  });
});
