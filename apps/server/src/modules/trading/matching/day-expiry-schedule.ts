import type { Clock } from '../../../platform/clock';
import type { Database } from '../../../platform/db/database';
import { AppError } from '../../../platform/errors';
import { createIntervalJob, type IntervalJob } from '../../../platform/jobs/interval-job';
import { sessionStartOf } from '../markets/market-hours';
import { findMarketsWithOpenDayOrders } from '../markets/orders.repository';
import type { MarketDesk } from './market-desk';

/** How often the trading role looks for Day orders whose session has ended. */
const checkEverySeconds = 30;

/**
 * Day orders end with their session even when nobody trades afterwards: every half minute, each
 * market holding an open Day order placed before its current session (or any, once it has closed) is
 * handed an expire-day command, which its writer runs like any other (status 3 Done For Day, holds released).
 * A market another trading process serves is left to that process. Resolves with the symbols sent.
 */
export function createDayExpirySchedule(deps: {
  db: Database;
  clock: Clock;
  desk: MarketDesk;
  logError: (line: string) => void;
}): IntervalJob<string[]> {
  async function expireEnded(): Promise<string[]> {
    const now = deps.clock.now();
    const ended = (await findMarketsWithOpenDayOrders(deps.db)).filter(({ market, oldest }) => {
      const sessionStart = sessionStartOf(market, now);
      return sessionStart === null || oldest < sessionStart;
    });
    const sent: string[] = [];
    for (const { market } of ended) {
      try {
        await deps.desk.submit(market, { type: 'expire-day' });
        sent.push(market.symbol);
      } catch (error) {
        if (!(error instanceof AppError && error.code === 'SERVICE_UNAVAILABLE')) throw error;
      }
    }
    return sent;
  }
  return createIntervalJob({
    name: 'expiry of ended Day orders',
    intervalSeconds: checkEverySeconds,
    run: expireEnded,
    logError: deps.logError,
  });
}
