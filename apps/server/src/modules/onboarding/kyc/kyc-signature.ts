import { createHmac, timingSafeEqual } from 'node:crypto';
import { kycSignatureHeader, kycTimestampHeader } from './kyc.port';

/** Callbacks older or newer than this are refused, so a captured one cannot be replayed later. */
export const callbackToleranceMs = 5 * 60 * 1000;

export function signCallback(secret: Uint8Array, body: string, timestampSeconds: number): Record<string, string> {
  const signature = createHmac('sha256', secret).update(`${timestampSeconds}.${body}`).digest('hex');
  return { [kycSignatureHeader]: signature, [kycTimestampHeader]: String(timestampSeconds) };
}

/** Whether the callback is signed with `secret` and was sent within the tolerance of `now`. */
export function isAuthenticCallback(
  secret: Uint8Array,
  body: string,
  headers: Record<string, string | string[] | undefined>,
  now: Date,
): boolean {
  const signature = headers[kycSignatureHeader];
  const timestamp = headers[kycTimestampHeader];
  if (typeof signature !== 'string' || typeof timestamp !== 'string' || !/^\d{1,12}$/.test(timestamp)) return false;
  if (Math.abs(now.getTime() - Number(timestamp) * 1000) > callbackToleranceMs) return false;
  const expected = createHmac('sha256', secret).update(`${timestamp}.${body}`).digest();
  const given = Buffer.from(signature, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
