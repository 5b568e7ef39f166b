import type { Clock } from '../../platform/clock';
import type { Database } from '../../platform/db/database';
import type { OutboxRelay } from '../../platform/events/outbox';

/** What the administrator tools read and change. */
export interface AdminDeps {
  db: Database;
  clock: Clock;
  /** Where product analytics go besides the counts kept here: Mixpanel, when a token is configured. */
  analytics: { mixpanelToken: string | null; mixpanelUrl: string };
  outbox: Pick<OutboxRelay, 'wake'>;
}
