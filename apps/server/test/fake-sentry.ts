import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** An envelope as Sentry's envelope endpoint received it. */
export interface ReceivedEnvelope {
  projectId: string;
  contentType: string | undefined;
  body: Buffer;
}

const envelopePath = /^\/api\/(\d+)\/envelope\/$/;

/**
 * A local stand-in for Sentry's ingestion (or a Sentry Relay, which takes the same requests):
 * POST /api/<project id>/envelope/ answers 200 with the event id, as Sentry does; it keeps the bytes
 * of each envelope it received.
 */
export async function startFakeSentry() {
  const received: ReceivedEnvelope[] = [];
  const server = createServer((request, response) => {
    const projectId = envelopePath.exec(request.url ?? '')?.[1];
    if (request.method !== 'POST' || !projectId) {
      response.writeHead(404).end();
      return;
    }
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ projectId, contentType: request.headers['content-type'], body: Buffer.concat(chunks) });
      response.writeHead(200, { 'content-type': 'application/json' }).end('{"id":null}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
