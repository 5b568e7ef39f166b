import type { OfferProfile } from '@invest/contracts';
import type { Clock } from '../../../platform/clock';
import type { Database } from '../../../platform/db/database';
import type { TradingHostClient } from './trading-host-client';

/** What the trading calls of the main API need: no market desk, which only the trading role runs. */
export interface BoardDeps {
  db: Database;
  clock: Clock;
  /** The investor's countries, type and accreditation, for the offer restrictions of SPEC 5. */
  offerProfile(tenantId: string, userId: string): Promise<OfferProfile>;
  /** The trading host, where an order from the main API is placed. */
  tradingHost: TradingHostClient;
}
