import type { ChartPeriod, MarketBars } from '@invest/contracts/realtime';
import { useState } from 'react';
import { useAppSelector } from '../../shared/store/hooks';
import { periodShowingHistory } from './chart-periods';
import { useMarketBarsQuery } from './trading.api';

const timesOf = (bars: MarketBars | undefined) => bars?.bars.map((bar) => bar.time) ?? [];

/**
 * The period the chart of `symbol` shows: the investor's choice, else one picked once per market
 * from its history: the longest period with at least 20 candles, judged from its daily candles (a
 * day to five years), else from its 30-minute candles (30 minutes to a day), else 30 minutes, the
 * period with the most candles. Undefined while the history loads. The probes ask for what the
 * chart asks for, so the picked period's candles are already loaded.
 */
export function useChartPeriod(symbol: string): ChartPeriod | undefined {
  const chosen = useAppSelector((state) => state.trading.filterType);
  const [picked, setPicked] = useState<{ symbol: string; period: ChartPeriod } | null>(null);
  const pickedHere = picked?.symbol === symbol ? picked.period : undefined;
  const skip = chosen !== null || pickedHere !== undefined;
  const daily = useMarketBarsQuery({ symbol, period: 'day' }, { skip });
  const halfHourly = useMarketBarsQuery({ symbol, period: '30minutes' }, { skip });

  if (chosen !== null) return chosen;
  if (pickedHere) return pickedHere;
  const isSettled = (query: { isSuccess: boolean; isError: boolean }) => query.isSuccess || query.isError;
  if (!isSettled(daily) || !isSettled(halfHourly)) return undefined;
  const period =
    periodShowingHistory(timesOf(daily.data), 'day') ??
    periodShowingHistory(timesOf(halfHourly.data), '30minutes') ??
    '30minutes';
  setPicked({ symbol, period });
  return period;
}
