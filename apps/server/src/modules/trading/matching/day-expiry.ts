import { type EngineEvent, type OrderBook, TimeInForce } from '@invest/engine';
import type { Database } from '../../../platform/db/database';
import { sessionStartOf } from '../markets/market-hours';
import type { MarketRow } from '../markets/markets.repository';
import { hasOpenOrdersPlacedBefore } from '../markets/orders.repository';
import type { WriterMemory } from './writer-memory';

/**
 * The expiry of the Day orders of a session that has ended (status 3 Done For Day, holds released), taken out of
 * the book before the market's next command: Day orders are placed only while the market is open,
 * so when one placed before the current session (or any, while closed) is still open, every Day
 * order in the book is of an ended session. No events when there is none.
 */
export async function expireEndedDayOrders(
  tx: Database,
  book: OrderBook,
  memory: WriterMemory,
  market: MarketRow,
  now: Date,
): Promise<EngineEvent[]> {
  const sessionStart = sessionStartOf(market, now);
  // Within a session already looked at, every Day order in the book was placed in it.
  if (sessionStart !== null && memory.dayOrdersCheckedFor === sessionStart.getTime()) return [];
  memory.dayOrdersCheckedFor = sessionStart?.getTime() ?? null;
  if (!(await hasOpenOrdersPlacedBefore(tx, market.id, TimeInForce.Day, sessionStart ?? now))) return [];
  return book.expireDay();
}
