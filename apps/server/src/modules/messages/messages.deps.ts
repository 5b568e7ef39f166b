import type { DomainSettings } from '@invest/contracts';
import type { Clock } from '../../platform/clock';
import type { Database } from '../../platform/db/database';

export interface MessagesDeps {
  db: Database;
  clock: Clock;
  /** The domain's settings as the tenants module answers them: company, terms, support address. */
  domainSettings: (tenantId: string) => Promise<DomainSettings>;
  /** The domain's administrators, who get the contact mail when it has no support address. */
  adminEmails: (tenantId: string) => Promise<string[]>;
}
