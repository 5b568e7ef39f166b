import { AppError } from '../../../../platform/errors';

/**
 * One JSON call to a swap provider's API. A refusal of the request (400 or 422) is the caller's
 * 400 with the provider's own words; a missing object (404) is null; anything else that is not a
 * success (no answer, a timeout, bad credentials, a fault) is a 503, so an idempotent request that
 * failed that way can be retried.
 */
export interface SwapCall {
  provider: string;
  url: URL;
  method: 'GET' | 'POST';
  headers: Record<string, string>;
  /** The raw body, already serialised (Changelly signs these exact bytes). */
  body?: string;
}

export const providerUnavailable = (provider: string) =>
  new AppError('SERVICE_UNAVAILABLE', `${provider} is unavailable: try again later`);

export const providerRefused = (provider: string, reason: string | undefined) =>
  new AppError('VALIDATION', `${provider} refused the request: ${reason ?? 'invalid parameters'}`);

function reasonOf(json: unknown): string | undefined {
  if (!json || typeof json !== 'object') return undefined;
  const { message, error } = json as { message?: unknown; error?: unknown };
  const text = typeof message === 'string' ? message : typeof error === 'string' ? error : undefined;
  return text?.slice(0, 300);
}

export async function callProvider(call: SwapCall): Promise<unknown | null> {
  let response: Response;
  try {
    response = await fetch(call.url, {
      method: call.method,
      headers: {
        accept: 'application/json',
        ...(call.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...call.headers,
      },
      ...(call.body === undefined ? {} : { body: call.body }),
      signal: AbortSignal.timeout(15_000),
    });
  } catch {
    throw providerUnavailable(call.provider);
  }
  const json: unknown = await response.json().catch(() => undefined);
  if (response.status === 404) return null;
  if (response.status === 400 || response.status === 422) throw providerRefused(call.provider, reasonOf(json));
  if (!response.ok || json === undefined) throw providerUnavailable(call.provider);
  return json;
}

/** A field of a provider's answer as text, or null. */
export function textOf(value: unknown): string | null {
  if (typeof value === 'string' && value !== '') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return null;
}
