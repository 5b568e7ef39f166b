import type { AddressInfo } from 'node:net';
import type { ChannelMessage, ClientMessage } from '@invest/contracts/realtime';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type WebSocket as ServerSocket, WebSocketServer, WebSocket as WsWebSocket } from 'ws';
import { createRealtimeClient, type RealtimeClient } from './realtime-client';

/** One connection as the server saw it: what the client sent, and a way to answer or drop it. */
interface Connection {
  received: ClientMessage[];
  socket: ServerSocket;
  send: (message: object) => void;
}

/**
 * A real websocket server on a free port that records every message and answers `auth` the way the
 * trading host does: `authenticated` for a token starting "good", an UNAUTHENTICATED error for any other.
 */
async function startServer() {
  const server = new WebSocketServer({ port: 0 });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  const connections: Connection[] = [];
  server.on('connection', (socket) => {
    const connection: Connection = {
      received: [],
      socket,
      send: (message) => socket.send(JSON.stringify(message)),
    };
    connections.push(connection);
    socket.on('message', (data) => {
      const message = JSON.parse(String(data)) as ClientMessage;
      connection.received.push(message);
      if (message.op === 'auth') {
        connection.send(
          message.token.startsWith('good')
            ? { op: 'authenticated' }
            : { op: 'error', code: 'UNAUTHENTICATED', message: 'Sign in again' },
        );
      }
    });
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `ws://127.0.0.1:${port}/ws`,
    connections,
    connection: async (index: number) => {
      await vi.waitFor(() => expect(connections[index]).toBeDefined());
      return connections[index] as Connection;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

type TestServer = Awaited<ReturnType<typeof startServer>>;

let server: TestServer | null = null;
let client: RealtimeClient | null = null;

afterEach(async () => {
  client?.close();
  for (const connection of server?.connections ?? []) connection.socket.terminate();
  await server?.close();
  client = null;
  server = null;
});

async function setup() {
  server = await startServer();
  client = createRealtimeClient({
    url: server.url,
    WebSocketImpl: WsWebSocket as unknown as typeof WebSocket,
    reconnectDelayMs: () => 0,
  });
  return { server, client };
}

const trades = { channel: 'trades', symbol: 'ACME-USD' } as const;
const orders = { channel: 'orders' } as const;
const tradeMessage = {
  channel: 'trades',
  symbol: 'ACME-USD',
  data: { id: 't1', price: '12.5', quantity: '4', side: 1, time: '2026-03-02T10:00:00.000Z' },
};

describe('realtime client', () => {
  it('subscribes a market topic once for all its listeners and delivers its messages to each', async () => {
    const { server, client } = await setup();
    const first: ChannelMessage[] = [];
    const second: ChannelMessage[] = [];
    client.subscribe(trades, (message) => first.push(message));
    client.subscribe(trades, (message) => second.push(message));
    const connection = await server.connection(0);
    await vi.waitFor(() => expect(connection.received).toEqual([{ op: 'subscribe', ...trades }]));
    connection.send(tradeMessage);
    await vi.waitFor(() => expect(second).toEqual([tradeMessage]));
    expect(first).toEqual([tradeMessage]);
  });

  it('subscribes the user channels only after the token is accepted', async () => {
    const { server, client } = await setup();
    client.authenticate('good');
    client.subscribe(orders, () => undefined);
    const connection = await server.connection(0);
    await vi.waitFor(() =>
      expect(connection.received).toEqual([
        { op: 'auth', token: 'good' },
        { op: 'subscribe', ...orders },
      ]),
    );
    expect(client.isTokenRefused()).toBe(false);
  });

  it('holds the user channels back and reports a refused token until a good one is given', async () => {
    const { server, client } = await setup();
    client.authenticate('expired');
    client.subscribe(orders, () => undefined);
    client.subscribe(trades, () => undefined);
    const connection = await server.connection(0);
    await vi.waitFor(() => expect(client?.isTokenRefused()).toBe(true));
    expect(connection.received).toEqual([
      { op: 'auth', token: 'expired' },
      { op: 'subscribe', ...trades },
    ]);

    client.authenticate('good');
    await vi.waitFor(() => expect(connection.received.at(-1)).toEqual({ op: 'subscribe', ...orders }));
    expect(client.isTokenRefused()).toBe(false);
  });

  it("subscribes the domain's currencies channel without a token, and keeps it when the token is refused", async () => {
    const { server, client } = await setup();
    const received: ChannelMessage[] = [];
    client.authenticate('expired');
    client.subscribe({ channel: 'currencies' }, (message) => received.push(message));
    const connection = await server.connection(0);
    await vi.waitFor(() => expect(client?.isTokenRefused()).toBe(true));
    expect(connection.received).toEqual([
      { op: 'auth', token: 'expired' },
      { op: 'subscribe', channel: 'currencies' },
    ]);
    const halted = { channel: 'currencies', data: { Symbol: 'ACME-USD', IsHalted: true } };
    connection.send(halted);
    await vi.waitFor(() => expect(received).toEqual([halted]));
  });

  it('subscribes the user channels again once a new token replaces an expired one', async () => {
    const { server, client } = await setup();
    client.authenticate('good');
    client.subscribe(orders, () => undefined);
    const connection = await server.connection(0);
    await vi.waitFor(() => expect(connection.received).toHaveLength(2));

    connection.send({ op: 'error', code: 'UNAUTHENTICATED', message: 'Your session expired' });
    await vi.waitFor(() => expect(client?.isTokenRefused()).toBe(true));
    client.authenticate('good-again');
    await vi.waitFor(() => expect(connection.received).toHaveLength(4));
    expect(connection.received.slice(2)).toEqual([
      { op: 'auth', token: 'good-again' },
      { op: 'subscribe', ...orders },
    ]);
    expect(client.isTokenRefused()).toBe(false);
  });

  it('reconnects after the connection drops, authenticates again and resubscribes every topic', async () => {
    const { server, client } = await setup();
    const received: ChannelMessage[] = [];
    client.authenticate('good');
    client.subscribe(trades, (message) => received.push(message));
    client.subscribe({ channel: 'candles', symbol: 'ACME-USD', period: 'hour' }, () => undefined);
    client.subscribe(orders, () => undefined);
    const first = await server.connection(0);
    await vi.waitFor(() => expect(first.received).toHaveLength(4));

    first.socket.terminate();
    const second = await server.connection(1);
    await vi.waitFor(() => expect(second.received).toHaveLength(4));
    expect(second.received).toEqual([
      { op: 'auth', token: 'good' },
      { op: 'subscribe', ...trades },
      { op: 'subscribe', channel: 'candles', symbol: 'ACME-USD', period: 'hour' },
      { op: 'subscribe', ...orders },
    ]);
    expect(client.status()).toBe('open');
    second.send(tradeMessage);
    await vi.waitFor(() => expect(received).toEqual([tradeMessage]));
  });

  it('does not resubscribe a topic nobody follows any more', async () => {
    const { server, client } = await setup();
    const stopTrades = client.subscribe(trades, () => undefined);
    client.subscribe({ channel: 'depth', symbol: 'ACME-USD' }, () => undefined);
    const first = await server.connection(0);
    await vi.waitFor(() => expect(first.received).toHaveLength(2));
    stopTrades();
    await vi.waitFor(() => expect(first.received.at(-1)).toEqual({ op: 'unsubscribe', ...trades }));

    first.socket.terminate();
    const second = await server.connection(1);
    await vi.waitFor(() => expect(second.received).toHaveLength(1));
    expect(second.received).toEqual([{ op: 'subscribe', channel: 'depth', symbol: 'ACME-USD' }]);
  });

  it('closes the connection when the last topic is left, and opens a new one for the next', async () => {
    const { server, client } = await setup();
    const stop = client.subscribe(trades, () => undefined);
    const first = await server.connection(0);
    await vi.waitFor(() => expect(client?.status()).toBe('open'));
    stop();
    expect(client.status()).toBe('idle');
    await vi.waitFor(() => expect(first.socket.readyState).toBe(WsWebSocket.CLOSED));

    client.subscribe(trades, () => undefined);
    const second = await server.connection(1);
    await vi.waitFor(() => expect(second.received).toEqual([{ op: 'subscribe', ...trades }]));
    expect(server.connections).toHaveLength(2);
  });
});
