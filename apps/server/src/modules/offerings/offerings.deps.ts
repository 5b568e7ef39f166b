import type { InvestmentLimitFacts, OfferProfile } from '@invest/contracts';
import type { Clock } from '../../platform/clock';
import type { Database } from '../../platform/db/database';

export interface OfferingsDeps {
  db: Database;
  clock: Clock;
  /** The investor's countries, type and accreditation, for the offer restrictions of SPEC 5. */
  offerProfile(tenantId: string, userId: string): Promise<OfferProfile>;
  /** What the investor certified that the Reg CF investment limit reads. */
  investmentLimitFacts(actor: { tenantId: string; userId: string }): Promise<InvestmentLimitFacts>;
}
