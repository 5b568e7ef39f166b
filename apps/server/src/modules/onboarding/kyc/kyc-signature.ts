import { createHmac, timingSafeEqual } from 'node:crypto';
import type { CallbackHeaders } from './kyc.port';

/** Headers of a sandbox callback: the HMAC-SHA256 (hex) of `${timestamp}.${body}` and the timestamp. */
export const kycSignatureHeader = 'x-kyc-signature';
export const kycTimestampHeader = 'x-kyc-timestamp';

/** Callbacks older or newer than this are refused, so a captured one cannot be replayed later. */
export const callbackToleranceMs = 5 * 60 * 1000;

export function signCallback(secret: Uint8Array, body: string, timestampSeconds: number): Record<string, string> {
  const signature = createHmac('sha256', secret).update(`${timestampSeconds}.${body}`).digest('hex');
  return { [kycSignatureHeader]: signature, [kycTimestampHeader]: String(timestampSeconds) };
}

/** Whether `given` (hex) is the HMAC of `payload` with `secret`, compared in constant time. */
export function isHexHmac(algorithm: string, secret: string | Uint8Array, payload: string, given: string): boolean {
  const expected = createHmac(algorithm, secret).update(payload).digest();
  const actual = Buffer.from(given, 'hex');
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** Whether the callback is signed with `secret` and was sent within the tolerance of `now`. */
export function isAuthenticCallback(secret: Uint8Array, body: string, headers: CallbackHeaders, now: Date): boolean {
  const signature = headers[kycSignatureHeader];
  const timestamp = headers[kycTimestampHeader];
  if (typeof signature !== 'string' || typeof timestamp !== 'string' || !/^\d{1,12}$/.test(timestamp)) return false;
  if (Math.abs(now.getTime() - Number(timestamp) * 1000) > callbackToleranceMs) return false;
  return isHexHmac('sha256', secret, `${timestamp}.${body}`, signature);
}
