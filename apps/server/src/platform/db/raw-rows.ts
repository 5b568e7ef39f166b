import type { SQL } from 'drizzle-orm';
import type { Database } from './database';

/**
 * The rows of a hand-written query, typed by the caller. Both drivers answer `db.execute` with a
 * result that has `rows`; Drizzle's PostgreSQL type leaves it as unknown, so the cast lives here once.
 */
export async function selectRows<Row>(db: Database, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}
