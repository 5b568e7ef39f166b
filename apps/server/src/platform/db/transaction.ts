import type { Database } from './database';

/** The one transaction helper: runs `work` in a transaction and returns its result. */
export function inTransaction<T>(db: Database, work: (tx: Database) => Promise<T>): Promise<T> {
  return db.transaction((tx) => work(tx as unknown as Database));
}

/**
 * Runs statements of one transaction back to back: each is sent as soon as the connection has
 * answered the one before, without waiting for the caller to read that answer, and the caller waits
 * once for all of them. The statements must not depend on one another's answers. Rejects with the
 * first failure in their order once every statement has ended (a statement after a failed one fails
 * too: the transaction is aborted), so nothing of it is still running when the transaction ends.
 */
export async function inSequence<T extends readonly unknown[]>(
  statements: readonly [...{ [K in keyof T]: Promise<T[K]> }],
): Promise<T> {
  const settled = await Promise.allSettled(statements);
  for (const result of settled) if (result.status === 'rejected') throw result.reason;
  return settled.map((result) => (result as PromiseFulfilledResult<unknown>).value) as unknown as T;
}
