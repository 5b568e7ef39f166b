import { createHmac } from 'node:crypto';
import type { SumsubSettings } from '../../../config';

/** A body to send as it will go on the wire: the signature covers these exact bytes. */
interface SumsubBody {
  bytes: Uint8Array;
  contentType: string;
}

export const jsonBody = (value: unknown): SumsubBody => ({
  bytes: new TextEncoder().encode(JSON.stringify(value)),
  contentType: 'application/json',
});

/** A multipart form as the bytes fetch would send, with its boundary in the content type. */
export async function formBody(form: FormData): Promise<SumsubBody> {
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  const contentType = request.headers.get('content-type');
  if (!contentType) throw new Error('a form without a content type');
  return { bytes: new Uint8Array(await request.arrayBuffer()), contentType };
}

/**
 * Sumsub's app-token request signing: the hex HMAC-SHA256, with the token's secret key, of the
 * timestamp (seconds), the upper-case method, the path with its query and the body's bytes.
 */
function sumsubRequestSignature(
  secretKey: string,
  timestampSeconds: number,
  method: string,
  pathWithQuery: string,
  body: Uint8Array | undefined,
): string {
  const hmac = createHmac('sha256', secretKey).update(`${timestampSeconds}${method.toUpperCase()}${pathWithQuery}`);
  if (body) hmac.update(body);
  return hmac.digest('hex');
}

export type SumsubRequest = (method: 'GET' | 'POST', pathWithQuery: string, body?: SumsubBody) => Promise<unknown>;

/**
 * Calls Sumsub's API with the X-App-Token, X-App-Access-Ts and X-App-Access-Sig headers and returns
 * the JSON answer; any other answer than 2xx is an error naming the call and Sumsub's description.
 * The timestamp is the wall clock's: Sumsub compares it with its own.
 */
export function createSumsubRequest(
  settings: Pick<SumsubSettings, 'baseUrl' | 'appToken' | 'secretKey'>,
): SumsubRequest {
  const base = settings.baseUrl.replace(/\/+$/, '');
  return async (method, pathWithQuery, body) => {
    const timestamp = Math.floor(Date.now() / 1000);
    const response = await fetch(`${base}${pathWithQuery}`, {
      method,
      headers: {
        accept: 'application/json',
        'x-app-token': settings.appToken,
        'x-app-access-ts': String(timestamp),
        'x-app-access-sig': sumsubRequestSignature(settings.secretKey, timestamp, method, pathWithQuery, body?.bytes),
        ...(method === 'POST' && { 'content-type': body?.contentType ?? 'application/json' }),
      },
      ...(body ? { body: body.bytes } : {}),
      signal: AbortSignal.timeout(30_000),
    });
    const text = await response.text();
    if (!response.ok) {
      const description = /"description"\s*:\s*"([^"]*)"/.exec(text)?.[1] ?? 'no description';
      throw new Error(`Sumsub ${method} ${pathWithQuery.split('?')[0]} answered ${response.status}: ${description}`);
    }
    return text ? JSON.parse(text) : null;
  };
}
