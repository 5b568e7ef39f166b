import type { MarketBars, MarketBarsQuery } from '@invest/contracts';
import { invalid, notFound } from '../../../platform/errors';
import { findMarket } from '../markets/markets.repository';
import type { TradingDeps } from '../trading.deps';
import { toCandle } from './candles.mapper';
import { findBars } from './candles.repository';

/** Bars when the chart asks for neither a start nor a count. */
const defaultCountBack = 300;

/**
 * GET /api/markets (SPEC 7): the market's candles of one chart period, as a TradingView datafeed
 * reads them: the `countBack` bars before `to`, else those from `from` to `to`. A period without
 * trades has no bar; when none is found, `noData` and `nextTime` (the start of the latest bar
 * before the range) tell the chart where to look.
 */
export async function findMarketBars(
  deps: Pick<TradingDeps, 'db' | 'clock'>,
  tenantId: string,
  query: MarketBarsQuery,
): Promise<MarketBars> {
  const market = await findMarket(deps.db, tenantId, { symbol: query.symbol });
  if (!market) throw notFound('Market');
  const to = query.to ?? Math.floor(deps.clock.now().getTime() / 1000) + 1;
  if (query.from !== undefined && query.from >= to) throw invalid('from', 'from must be before to');
  const from = query.countBack === undefined ? query.from : undefined;
  const range = from === undefined ? { to, countBack: query.countBack ?? defaultCountBack } : { to, from };
  const bars = await findBars(deps.db, market.id, query.level, range);
  if (bars.length > 0) return { bars: bars.map((bar) => toCandle(market, bar)), noData: false, nextTime: null };
  const [before] =
    from === undefined ? [] : await findBars(deps.db, market.id, query.level, { to: from, countBack: 1 });
  return { bars: [], noData: true, nextTime: before?.time ?? null };
}
