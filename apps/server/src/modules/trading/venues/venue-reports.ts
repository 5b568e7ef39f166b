import { Side } from '@invest/engine';
import { baseUnitsOf, formatUnits } from '@invest/money';
import type { Database } from '../../../platform/db/database';
import { enqueueEvent, type OutboxHandler } from '../../../platform/events/outbox';
import type { MarketRow } from '../markets/markets.repository';
import type { TradingVenue, VenueExecution } from './venue.port';
import { findUnreportedFills, insertVenueExecution } from './venues.repository';

/** The outbox topic of fills to report to their market's outside venue. */
export const venueExecutionsTopic = 'trading.venue.executions';

interface VenueExecutionsEvent {
  fillIds: string[];
}

/**
 * Called by settlement in its transaction: when the market is backed by an outside venue, its fills
 * are reported to that venue through the outbox, so a report leaves only for what committed and
 * survives a restart.
 */
export async function announceVenueExecutions(
  tx: Database,
  market: MarketRow,
  fillIds: readonly string[],
): Promise<void> {
  if (market.integrationService === 'digtl_ledger' || fillIds.length === 0) return;
  const payload: VenueExecutionsEvent = { fillIds: [...fillIds] };
  await enqueueEvent(tx, { tenantId: market.tenantId, topic: venueExecutionsTopic, payload });
}

/**
 * The worker's job for reported fills: each is sent to its market's venue and the venue's reference
 * recorded with it, in the relay's transaction. A fill already recorded is not sent again; one the
 * venue took while this transaction then failed is sent again with the same execution id, which the
 * venue dedupes.
 */
export function createVenueReportHandler(venues: Readonly<Record<string, TradingVenue>>): OutboxHandler {
  return async (event, tx) => {
    const { fillIds } = event.payload as VenueExecutionsEvent;
    for (const row of await findUnreportedFills(tx, fillIds)) {
      const venue = venues[row.market.integrationService];
      if (!venue) throw new Error(`no venue ${row.market.integrationService}`);
      const execution: VenueExecution = {
        executionId: row.fill.id,
        symbol: row.market.symbol,
        price: formatUnits(row.fill.priceUnits, row.market.priceScale),
        quantityUnits: baseUnitsOf(row.market, row.fill.quantityUnits).toString(),
        takerSide: row.takerSide === Side.Sell ? Side.Sell : Side.Buy,
        buyerAccount: row.buyer ?? '',
        sellerAccount: row.seller ?? '',
        executedAt: row.fill.createdAt.toISOString(),
      };
      const { reference } = await venue.report(execution);
      await insertVenueExecution(tx, {
        fillId: row.fill.id,
        tenantId: row.fill.tenantId,
        venue: venue.name,
        reference,
      });
    }
  };
}
