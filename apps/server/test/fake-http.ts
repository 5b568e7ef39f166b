import type { IncomingMessage, ServerResponse } from 'node:http';

/** What the local fakes of providers' APIs share: reading a request's body and answering JSON. */

export function readText(request: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    let text = '';
    request.on('data', (chunk) => {
      text += chunk;
    });
    request.on('end', () => resolve(text));
  });
}

export async function readJsonBody(request: IncomingMessage): Promise<Record<string, unknown>> {
  const text = await readText(request);
  return text ? (JSON.parse(text) as Record<string, unknown>) : {};
}

export function send(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}
