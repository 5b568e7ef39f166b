import type { OfferProfile } from '@invest/contracts';
import type { Clock } from '../../platform/clock';
import type { Database } from '../../platform/db/database';
import type { MarketDirectory } from './markets/market-directory';
import type { MarketDesk } from './matching/market-desk';

/** What the trading host's services need from the process, built once per trading app. */
export interface TradingDeps {
  db: Database;
  clock: Clock;
  desk: MarketDesk;
  /** The markets by symbol, read once and again after a change. */
  markets: MarketDirectory;
  /** The investor's countries, type and accreditation, for the offer restrictions of SPEC 5. */
  offerProfile(tenantId: string, userId: string): Promise<OfferProfile>;
}
