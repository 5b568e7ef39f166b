import { createIntervalJob, type IntervalJob } from '../../../platform/jobs/interval-job';
import { createMarketMaker, type MarketMakerDeps, type MarketMakerTick } from './market-maker';

/**
 * The sandbox market maker on a timer (MARKET_MAKER=on, every MARKET_MAKER_INTERVAL seconds): a tick
 * while the last one runs is skipped, and a tick that fails is logged and the next one tries again.
 * Resolves with what each tick did per market.
 */
export function createMarketMakerSchedule(deps: {
  trading: MarketMakerDeps;
  intervalSeconds: number;
  logError: (line: string) => void;
  seed?: string;
}): IntervalJob<MarketMakerTick[]> {
  const marketMaker = createMarketMaker(deps.trading, deps.seed);
  return createIntervalJob({
    name: 'sandbox market maker',
    intervalSeconds: deps.intervalSeconds,
    run: () => marketMaker.tick(),
    logError: deps.logError,
  });
}
