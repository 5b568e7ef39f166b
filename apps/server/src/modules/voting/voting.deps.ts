import type { Clock } from '../../platform/clock';
import type { Database } from '../../platform/db/database';

/** Who a mail about a proposal goes to. */
export interface VoterContact {
  email: string;
  firstName: string;
}

export interface VotingDeps {
  db: Database;
  clock: Clock;
  /** The holder's address and name, read in the caller's transaction. */
  voterContact: (db: Database, tenantId: string, userId: string) => Promise<VoterContact>;
  /** The domain's company name and public origin, for the mails' wording and links. */
  mailLetterhead: (db: Database, tenantId: string) => Promise<{ company: string; origin: string }>;
}
