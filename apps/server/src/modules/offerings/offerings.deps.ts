import type { InvestmentLimitFacts, OfferProfile } from '@invest/contracts';
import type { Clock } from '../../platform/clock';
import type { Database } from '../../platform/db/database';
import type { FileStorage } from '../../platform/storage/storage';

/** Who an offering's mail comes from: the domain's name, and the origin its links point at. */
export interface MailLetterhead {
  company: string;
  origin: string;
}

export interface OfferingsDeps {
  db: Database;
  clock: Clock;
  /** The investor's countries, type and accreditation, for the offer restrictions of SPEC 5. */
  offerProfile(tenantId: string, userId: string): Promise<OfferProfile>;
  /** What the investor certified that the Reg CF investment limit reads. */
  investmentLimitFacts(actor: { tenantId: string; userId: string }): Promise<InvestmentLimitFacts>;
  /** Where the offerings' PDFs are kept (the storage onboarding's documents use). */
  storage: FileStorage;
  /** The domain's letterhead, read through `db` (the outbox relay's transaction). */
  mailLetterhead(db: Database, tenantId: string): Promise<MailLetterhead>;
}
