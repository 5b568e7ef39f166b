import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

const nonces = new WeakMap<IncomingMessage, string>();

/**
 * The request's Content-Security-Policy nonce, made on first use: a web page's <style> elements
 * (the tenant's theme, the UI library's variables) carry it, and no injected one can.
 */
export function cspNonce(request: IncomingMessage): string {
  const known = nonces.get(request);
  if (known) return known;
  const nonce = randomBytes(16).toString('base64');
  nonces.set(request, nonce);
  return nonce;
}
