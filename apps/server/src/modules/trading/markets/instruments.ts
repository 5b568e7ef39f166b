import type { Database } from '../../../platform/db/database';
import { AppError, notFound } from '../../../platform/errors';
import { findMarkets, type MarketRow } from './markets.repository';

/** An instrument of the domain: the base asset of one or more of its markets, and the venue it trades on. */
export interface Instrument {
  symbol: string;
  name: string;
  markets: MarketRow[];
  integrationService: MarketRow['integrationService'];
}

/** The domain's instruments by symbol, each with its markets. */
export async function findInstruments(db: Database, tenantId: string): Promise<Map<string, Instrument>> {
  const instruments = new Map<string, Instrument>();
  for (const market of await findMarkets(db, tenantId)) {
    const found = instruments.get(market.baseAsset);
    if (found) found.markets.push(market);
    else {
      instruments.set(market.baseAsset, {
        symbol: market.baseAsset,
        name: market.name,
        markets: [market],
        integrationService: market.integrationService,
      });
    }
  }
  return instruments;
}

/** The domain's instrument `symbol`; NOT_FOUND when none of its markets trades it. */
export async function getInstrument(db: Database, tenantId: string, symbol: string): Promise<Instrument> {
  const instrument = (await findInstruments(db, tenantId)).get(symbol);
  if (!instrument) throw notFound(`Instrument ${symbol}`);
  return instrument;
}

/** The one venue the instrument trades on; CONFLICT when its markets name different ones. */
export function venueOf(instrument: Instrument): Instrument['integrationService'] {
  const venues = new Set(instrument.markets.map((market) => market.integrationService));
  if (venues.size > 1) {
    throw new AppError('CONFLICT', `${instrument.symbol} trades on several venues: ${[...venues].join(', ')}`);
  }
  return instrument.integrationService;
}
