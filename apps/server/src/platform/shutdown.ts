import type { Server, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';

/** How long the worker, the database and the event bus may take to close once the deadline has passed. */
const shutdownGraceMs = 5_000;

/**
 * A signal sent to the process group reaches the server and the commands that started it (npm,
 * scripts/start.mjs), which forward it too: the copies arrive together. Only one that comes later
 * is a second request.
 */
const repeatedSignalMs = 1_000;

export interface ShutdownOptions {
  /** The role servers, named for the log; given before they listen, so every connection is known. */
  servers: { name: string; app: FastifyInstance }[];
  /** What stops once the servers have closed, in this order: the worker, then the database and bus. */
  thenStop: { name: string; stop(): unknown }[];
  /** From the first signal until every connection still open is closed (SHUTDOWN_TIMEOUT). */
  timeoutMs: number;
  /** Past the deadline, how long the rest may take before the process exits anyway, with 1. */
  graceMs?: number;
  /** How soon after the first a signal counts as one of its copies, not a second request. */
  repeatedSignalMs?: number;
  log(line: string): void;
  logError(line: string): void;
  exit(code: number): void;
}

/**
 * The connections of one server, so a stop can close them: each request in flight is answered, then
 * its connection closed instead of kept alive; at the deadline every connection is closed, websockets
 * and event streams included.
 */
function watchConnections(server: Server) {
  const sockets = new Set<Socket>();
  const responses = new Set<ServerResponse>();
  let isDraining = false;

  const closeWhenAnswered = (response: ServerResponse) => {
    if (!response.headersSent) response.setHeader('connection', 'close');
    // A response already under way (an event stream) cannot say so; its connection is closed once idle.
    response.once('finish', () => setImmediate(() => server.closeIdleConnections()));
  };
  server.on('connection', (socket: Socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });
  server.on('request', (_request, response: ServerResponse) => {
    responses.add(response);
    response.once('close', () => responses.delete(response));
    if (isDraining) closeWhenAnswered(response);
  });
  return {
    drain() {
      isDraining = true;
      for (const response of responses) closeWhenAnswered(response);
    },
    closeAll(): number {
      const count = sockets.size;
      for (const socket of sockets) socket.destroy();
      return count;
    },
    openCount: () => sockets.size,
  };
}

const describeError = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * The process's stop on SIGTERM or SIGINT. At once: the servers accept no new connection, close their
 * idle keep-alive connections, and tell websockets (1001, going away) and event streams to go, since
 * those never end by themselves and their clients reconnect to another instance; requests in flight
 * are answered until the deadline, each connection closed after its answer. At the deadline every
 * connection still open is closed. Then the worker stops and the database and event bus close, and
 * the process exits with 0. Whatever still hangs `graceMs` past the deadline is logged and the process
 * exits with 1; so does a second signal.
 */
export function createShutdown(options: ShutdownOptions): { onSignal(signal: string): void } {
  const graceMs = options.graceMs ?? shutdownGraceMs;
  const repeatMs = options.repeatedSignalMs ?? repeatedSignalMs;
  const servers = options.servers.map((server) => ({ ...server, connections: watchConnections(server.app.server) }));
  const waitingOn = new Map<string, () => string>();
  let startedAt: number | null = null;

  const stillOpen = () => [...waitingOn.values()].map((describe) => describe()).join(', ');

  async function stop(signal: string, signalledAt: number): Promise<void> {
    options.log(
      `${signal}: stopping; websockets and event streams are closed now, requests in flight have ` +
        `${options.timeoutMs / 1000} s to finish`,
    );
    const deadline = setTimeout(() => {
      const closed = servers.reduce((count, server) => count + server.connections.closeAll(), 0);
      options.log(`shutdown deadline passed: closed ${closed} connections still open`);
    }, options.timeoutMs);
    const hardStop = setTimeout(() => {
      options.logError(
        `still stopping ${(options.timeoutMs + graceMs) / 1000} s after ${signal}, waiting on ${stillOpen()}: exiting anyway`,
      );
      options.exit(1);
    }, options.timeoutMs + graceMs).unref();

    let hasFailed = false;
    const settle = async (name: string, run: () => unknown, describe = () => name) => {
      waitingOn.set(name, describe);
      try {
        await run();
      } catch (error) {
        hasFailed = true;
        options.logError(`shutdown: ${name} failed to close: ${describeError(error)}`);
      }
      waitingOn.delete(name);
    };
    await Promise.all(
      servers.map((server) => {
        const name = `the ${server.name} server`;
        server.connections.drain();
        return settle(
          name,
          () => server.app.close(),
          () => `${name} (${server.connections.openCount()} connections open)`,
        );
      }),
    );
    clearTimeout(deadline);
    for (const step of options.thenStop) await settle(step.name, () => step.stop());
    clearTimeout(hardStop);
    options.log(`stopped ${((Date.now() - signalledAt) / 1000).toFixed(1)} s after ${signal}`);
    options.exit(hasFailed ? 1 : 0);
  }

  return {
    onSignal(signal) {
      const now = Date.now();
      if (startedAt === null) {
        startedAt = now;
        void stop(signal, now);
        return;
      }
      if (now - startedAt < repeatMs) return;
      options.logError(`${signal} again while stopping: exiting now, without waiting on ${stillOpen() || 'nothing'}`);
      options.exit(1);
    },
  };
}
