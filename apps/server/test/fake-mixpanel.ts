import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readText } from './fake-http';

/** An event as Mixpanel's /track receives it. */
export interface TrackedEvent {
  event: string;
  properties: Record<string, unknown>;
}

/**
 * A local stand-in for Mixpanel's ingestion API: POST /track with a JSON array of events answers
 * `1`, as Mixpanel does; it keeps what it received and the query each batch came with.
 */
export async function startFakeMixpanel() {
  const received: { query: string; events: TrackedEvent[] }[] = [];
  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://fake');
    if (request.method !== 'POST' || url.pathname !== '/track') {
      response.writeHead(404).end('0');
      return;
    }
    received.push({ query: url.search, events: JSON.parse(await readText(request)) as TrackedEvent[] });
    response.writeHead(200, { 'content-type': 'text/plain' }).end('1');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
