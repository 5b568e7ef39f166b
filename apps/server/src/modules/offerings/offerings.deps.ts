import type { Clock } from '../../platform/clock';
import type { Database } from '../../platform/db/database';

export interface OfferingsDeps {
  db: Database;
  clock: Clock;
}
