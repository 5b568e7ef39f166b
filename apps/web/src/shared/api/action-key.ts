import { useRef } from 'react';
import { isApiError } from './api-error';

/**
 * The Idempotency-Key of one user action that moves money (API.md). The same action sent again (a
 * double click, a retry after the network failed or the server broke) carries the same key, so the
 * server answers it from its first run and the money moves once. Any other body is a new action with
 * a new key; so is the same body after the server answered (taken or refused), since the user then
 * means to act again.
 */
export interface ActionKeys {
  keyFor: (body: unknown) => string;
  /** The answer to the action: the key is kept only when no answer may have been stored. */
  settle: (error?: unknown) => void;
}

/** An answer the server may not have stored: no response at all, or a 5xx. */
function mayRetry(error: unknown): boolean {
  return isApiError(error) && (error.status === 0 || error.status >= 500);
}

export function createActionKeys(newKey: () => string): ActionKeys {
  let current: { body: string; key: string } | null = null;
  return {
    keyFor: (body) => {
      const text = JSON.stringify(body);
      if (current?.body !== text) current = { body: text, key: newKey() };
      return current.key;
    },
    settle: (error) => {
      if (error === undefined || !mayRetry(error)) current = null;
    },
  };
}

/**
 * Sends the action `body` under its key (`send` makes the request with it) and settles the key with
 * the answer, so a retry after a lost answer reuses it and any other outcome frees it.
 */
export async function sendWithKey<Answer>(
  keys: ActionKeys,
  body: unknown,
  send: (idempotencyKey: string) => Promise<Answer>,
): Promise<Answer> {
  const idempotencyKey = keys.keyFor(body);
  try {
    const answer = await send(idempotencyKey);
    keys.settle();
    return answer;
  } catch (error) {
    keys.settle(error);
    throw error;
  }
}

/** The action keys of a form, kept for the life of the component. */
export function useActionKeys(): ActionKeys {
  const keys = useRef<ActionKeys | null>(null);
  keys.current ??= createActionKeys(() => crypto.randomUUID());
  return keys.current;
}
