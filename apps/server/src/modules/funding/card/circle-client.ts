import { createHash } from 'node:crypto';
import type { AppError } from '../../../platform/errors';

/**
 * Circle's REST conventions (developers.circle.com): a bearer API key, JSON bodies, and answers
 * wrapped in `{ data }`; a refused request answers 400 or 422 with a `message`. Shared by the card
 * provider and the bank payouts.
 */

export interface CircleSettings {
  apiKey: string;
  baseUrl: string;
}

export type CircleRequest = <T>(method: 'GET' | 'POST', path: string, body?: unknown) => Promise<T>;

export function createCircleClient(
  settings: CircleSettings,
  errors: { unavailable: () => AppError; refused: (message: string) => AppError },
): CircleRequest {
  return async <T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> => {
    let response: Response;
    try {
      response = await fetch(new URL(path, settings.baseUrl), {
        method,
        headers: {
          authorization: `Bearer ${settings.apiKey}`,
          accept: 'application/json',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        signal: AbortSignal.timeout(15_000),
      });
    } catch {
      throw errors.unavailable();
    }
    const json = (await response.json().catch(() => ({}))) as { data?: T; message?: string };
    if (response.status === 400 || response.status === 422) throw errors.refused(json.message ?? 'invalid request');
    if (!response.ok || json.data === undefined) throw errors.unavailable();
    return json.data;
  };
}

/** A UUID derived from `seed`: the same seed always gives the same key (Circle's keys are UUIDs). */
export function derivedIdempotencyKey(seed: string): string {
  const hex = createHash('sha256').update(seed).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
