import type { Database } from './database';

/** The one transaction helper: runs `work` in a transaction and returns its result. */
export function inTransaction<T>(db: Database, work: (tx: Database) => Promise<T>): Promise<T> {
  return db.transaction((tx) => work(tx as unknown as Database));
}
