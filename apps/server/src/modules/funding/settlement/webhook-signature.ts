import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Signed payment webhooks: the header `x-funding-signature: t=<unix seconds>,v1=<hex>` carries the
 * HMAC-SHA256 of `<t>.<raw body>` under the shared webhook secret. One signed at another time than
 * now (give or take the tolerance) is refused, so a captured webhook cannot be posted again later;
 * within the tolerance its event id makes a second delivery change nothing.
 */
export const webhookSignatureHeader = 'x-funding-signature';

const toleranceSeconds = 5 * 60;

const mac = (secret: Uint8Array, timestamp: string, body: string) =>
  createHmac('sha256', secret).update(`${timestamp}.${body}`).digest();

export function signWebhook(secret: Uint8Array, body: string, at: Date): Record<string, string> {
  const timestamp = String(Math.floor(at.getTime() / 1000));
  return { [webhookSignatureHeader]: `t=${timestamp},v1=${mac(secret, timestamp, body).toString('hex')}` };
}

export function isSignedWebhook(
  secret: Uint8Array,
  body: string,
  headers: Record<string, string | string[] | undefined>,
  now: Date,
): boolean {
  const header = headers[webhookSignatureHeader];
  const parts = typeof header === 'string' ? /^t=(\d{1,12}),v1=([0-9a-f]{64})$/.exec(header) : null;
  if (!parts?.[1] || !parts[2]) return false;
  if (Math.abs(now.getTime() / 1000 - Number(parts[1])) > toleranceSeconds) return false;
  return timingSafeEqual(Buffer.from(parts[2], 'hex'), mac(secret, parts[1], body));
}

/** The key payment webhooks are signed with, when FUNDING_WEBHOOK_SECRET is not set: derived from the JWT secret. */
export function fundingWebhookSecretFrom(jwtSecret: Uint8Array, configured: string | undefined): Uint8Array {
  if (configured) return new TextEncoder().encode(configured);
  return createHmac('sha256', jwtSecret).update('funding-webhook').digest();
}
