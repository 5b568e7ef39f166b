import type { IncomingMessage, ServerResponse } from 'node:http';

/** What the local fakes of provider APIs share: reading a JSON request body and answering JSON. */

export function readJsonBody(request: IncomingMessage): Promise<Record<string, unknown>> {
  return new Promise((resolve) => {
    let text = '';
    request.on('data', (chunk) => {
      text += chunk;
    });
    request.on('end', () => resolve(text ? (JSON.parse(text) as Record<string, unknown>) : {}));
  });
}

export function sendJson(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}
