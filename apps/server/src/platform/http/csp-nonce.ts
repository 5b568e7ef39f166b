import { randomFillSync } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

const nonceBytes = 16;
/**
 * Every response gets a nonce (helmet builds the policy before the route runs), so they are cut from
 * one random buffer refilled when spent, as crypto.randomUUID does: a system call per 256 requests,
 * not per request.
 */
const pool = Buffer.alloc(nonceBytes * 256);
let poolOffset = pool.length;
const nonces = new WeakMap<IncomingMessage, string>();

function freshNonce(): string {
  if (poolOffset === pool.length) {
    randomFillSync(pool);
    poolOffset = 0;
  }
  const nonce = pool.toString('base64', poolOffset, poolOffset + nonceBytes);
  poolOffset += nonceBytes;
  return nonce;
}

/**
 * The request's Content-Security-Policy nonce, made on first use: a web page's <style> elements
 * (the tenant's theme, the UI library's variables) carry it, and no injected one can.
 */
export function cspNonce(request: IncomingMessage): string {
  const known = nonces.get(request);
  if (known) return known;
  const nonce = freshNonce();
  nonces.set(request, nonce);
  return nonce;
}
