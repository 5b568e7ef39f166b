import type { Clock } from '../../platform/clock';
import type { Database } from '../../platform/db/database';
import type { TenantsService } from '../tenants';

/** What the report services read with. */
export interface ReportsDeps {
  db: Database;
  clock: Clock;
  /** The domain a statement is issued by: its company name and colours. */
  tenants: Pick<TenantsService, 'getTenant'>;
}

const dayMs = 86_400_000;

/** The instant `now`'s UTC day began. */
export const dayStartOf = (now: Date) => new Date(Math.floor(now.getTime() / dayMs) * dayMs);
