import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import type { ClientMessage, ReplyMessage, ServerMessage } from '@invest/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import WebSocket from 'ws';
import { defaultTestHost, type TestApp } from '../../../../test/test-app';

/** A real websocket client of the trading host, as a browser tab would hold one, for tests. */

/** Starts the trading app on an ephemeral port of the loopback (once) and returns its host:port. */
export async function listenOnEphemeralPort(app: FastifyInstance): Promise<string> {
  if (!app.server.listening) await app.listen({ host: '127.0.0.1', port: 0 });
  return `127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

export interface TestSocket {
  socket: WebSocket;
  /** Every message received so far, in order. */
  received: ServerMessage[];
  send(message: ClientMessage | Record<string, unknown>): void;
  /** The first message received (already, or from now on) that `matches`. */
  waitFor(matches: (message: ServerMessage) => boolean): Promise<ServerMessage>;
  /** Sends `message` and waits for the reply to it (its echo, or an error). */
  request(
    message: ClientMessage | Record<string, unknown>,
    reply: (message: ServerMessage) => boolean,
  ): Promise<ServerMessage>;
  /** Sends a ping and waits for its pong: every message the server sent before it has arrived. */
  roundTrip(): Promise<void>;
  closed: Promise<{ code: number }>;
}

export interface ConnectOptions {
  /** The domain the client connects from (its Origin); the default test domain unless given. */
  host?: string;
  autoPong?: boolean;
}

export async function connectSocket(address: string, options: ConnectOptions = {}): Promise<TestSocket> {
  const socket = new WebSocket(`ws://${address}/ws`, {
    headers: { origin: `http://${options.host ?? defaultTestHost}` },
    autoPong: options.autoPong ?? true,
  });
  const received: ServerMessage[] = [];
  const waiters: { matches: (message: ServerMessage) => boolean; resolve: (message: ServerMessage) => void }[] = [];
  let pongs = 0;
  socket.on('message', (data) => {
    const message = JSON.parse(String(data)) as ServerMessage;
    received.push(message);
    if ('op' in message && message.op === 'pong') pongs += 1;
    for (const waiter of [...waiters]) {
      if (!waiter.matches(message)) continue;
      waiters.splice(waiters.indexOf(waiter), 1);
      waiter.resolve(message);
    }
  });
  const closed = once(socket, 'close').then(([code]) => ({ code: code as number }));
  await once(socket, 'open');

  const send = (message: ClientMessage | Record<string, unknown>) => socket.send(JSON.stringify(message));
  const waitFor = (matches: (message: ServerMessage) => boolean) => {
    const found = received.find(matches);
    if (found) return Promise.resolve(found);
    return new Promise<ServerMessage>((resolve) => waiters.push({ matches, resolve }));
  };
  return {
    socket,
    received,
    send,
    waitFor,
    request(message, reply) {
      const before = received.length;
      send(message);
      return new Promise<ServerMessage>((resolve) => {
        const found = received.slice(before).find(reply);
        if (found) resolve(found);
        else waiters.push({ matches: reply, resolve });
      });
    },
    async roundTrip() {
      const expected = pongs + 1;
      send({ op: 'ping' });
      await waitFor(() => pongs >= expected);
    },
    closed,
  };
}

/**
 * The websocket clients of one test file's app: its trading host listens on an ephemeral port before
 * the tests, and every client `connect` opens is cut off after them, before the app closes.
 */
export function useSockets(t: TestApp): { connect(options?: ConnectOptions): Promise<TestSocket> } {
  let address: string | undefined;
  const sockets: TestSocket[] = [];
  beforeAll(async () => {
    address = await listenOnEphemeralPort(t.trading);
  });
  afterAll(() => {
    for (const { socket } of sockets) socket.terminate();
  });
  return {
    async connect(options = {}) {
      if (!address) throw new Error('the trading host listens once the tests run');
      const socket = await connectSocket(address, options);
      sockets.push(socket);
      return socket;
    },
  };
}

/** A reply of the server (`subscribed`, `error` ...), for `channel` when given. */
export function isReply(op: ReplyMessage['op'], channel?: string) {
  return (message: ServerMessage) =>
    'op' in message &&
    message.op === op &&
    (channel === undefined || ('channel' in message && message.channel === channel));
}

/** A message of `channel`, of `symbol` when given. */
export function onChannel(channel: string, symbol?: string) {
  return (message: ServerMessage) =>
    !('op' in message) &&
    message.channel === channel &&
    (symbol === undefined || ('symbol' in message && message.symbol === symbol));
}
