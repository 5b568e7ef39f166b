import type { Clock } from '../../platform/clock';
import type { Database } from '../../platform/db/database';
import type { OutboxRelay } from '../../platform/events/outbox';

/** What a mail of the domain is signed with: its company name, and the origin its links open. */
export interface MailLetterhead {
  company: string;
  origin: string;
}

/** Who a user is, as their gift cards and invitations name them. */
export interface UserContact {
  email: string;
  firstName: string;
  lastName: string;
}

/** What the rewards services need from the process, built once in context.ts. */
export interface RewardsDeps {
  db: Database;
  clock: Clock;
  outbox: Pick<OutboxRelay, 'wake'>;
  /**
   * The domain's configs (its gift card rules and rewards), read through `db`: inside a transaction,
   * pass it (on PGlite its one connection is that transaction's).
   */
  domainConfigs: (db: Database, tenantId: string) => Promise<Record<string, unknown>>;
  mailLetterhead: (db: Database, tenantId: string) => Promise<MailLetterhead>;
  userContact: (db: Database, tenantId: string, userId: string) => Promise<UserContact>;
  logError: (line: string) => void;
}
