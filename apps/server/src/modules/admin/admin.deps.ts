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
  /**
   * Where the web app's error reports go (monitoring/): the domain's configs name its DSN, and a
   * Sentry Relay, when configured (SENTRY_RELAY_URL), takes every domain's envelopes in place of their hosts.
   */
  errorReporting: { domainConfigs: (tenantId: string) => Promise<Record<string, unknown>>; relayUrl: string | null };
}
