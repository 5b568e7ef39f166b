import type { Clock } from '../../platform/clock';
import type { Database } from '../../platform/db/database';

/** What the report services read with. */
export interface ReportsDeps {
  db: Database;
  clock: Clock;
}

const dayMs = 86_400_000;

/** The instant `now`'s UTC day began. */
export const dayStartOf = (now: Date) => new Date(Math.floor(now.getTime() / dayMs) * dayMs);
