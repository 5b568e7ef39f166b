import type { Database } from '../../platform/db/database';

/** What the administrator tools read and change. */
export interface AdminDeps {
  db: Database;
}
