import type { Currency } from '@invest/contracts';
import type { ChartPeriod } from '@invest/contracts/realtime';
import { ScrollArea, Text, VisuallyHidden } from '@mantine/core';
import { skipToken } from '@reduxjs/toolkit/query';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatExchangeAmount } from '../../shared/format/money';
import { useAppDispatch } from '../../shared/store/hooks';
import { ListSkeleton } from '../../shared/ui/list-skeleton';
import { QueryError } from '../../shared/ui/query-error';
import { SegmentedChoice } from '../../shared/ui/segmented-choice';
import { CandleTable } from './candle-table';
import { periodsShortestFirst } from './chart-periods';
import { useMarketBarsQuery } from './trading.api';
import { filterTypeSelected } from './trading.slice';
import { TradingPanel } from './trading-panel';
import { useChartPeriod } from './use-chart-period';

/** The chart library is loaded apart from the page, so the order form does not wait for it. */
const CandleChart = lazy(async () => ({ default: (await import('./candle-chart')).CandleChart }));

/**
 * The market's candles for the chosen period (SPEC 3 filterType; until the investor chooses, one that
 * suits the market's history, see use-chart-period.ts), live, as a chart or as a data table.
 */
export function ChartPanel({ market }: { market: Currency }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const period = useChartPeriod(market.Symbol);
  const [view, setView] = useState<'chart' | 'table'>('chart');
  const bars = useMarketBarsQuery(period ? { symbol: market.Symbol, period } : skipToken);
  const candles = bars.data?.bars ?? [];
  const periodName = period ? t(`trading.chart.periodNames.${period}`) : '';
  const last = candles.at(-1);

  return (
    <TradingPanel
      titleId="chart-title"
      title={t('trading.chart.title')}
      gap="sm"
      aside={
        <SegmentedChoice
          size="xs"
          aria-label={t('trading.chart.view')}
          value={view}
          onChange={(value) => setView(value as 'chart' | 'table')}
          data={[
            { value: 'chart', label: t('trading.chart.chartView') },
            { value: 'table', label: t('trading.chart.tableView') },
          ]}
        />
      }
    >
      <ScrollArea type="auto" scrollbars="x" offsetScrollbars>
        <SegmentedChoice
          size="xs"
          aria-label={t('trading.chart.period')}
          value={period ?? ''}
          onChange={(value) => dispatch(filterTypeSelected(value as ChartPeriod))}
          data={periodsShortestFirst.map((value) => ({
            value,
            label: (
              <>
                <span aria-hidden="true">{t(`trading.chart.periods.${value}`)}</span>
                <VisuallyHidden>{t(`trading.chart.periodNames.${value}`)}</VisuallyHidden>
              </>
            ),
          }))}
        />
      </ScrollArea>
      {!period || bars.isLoading ? (
        <ListSkeleton />
      ) : bars.isError ? (
        <QueryError error={bars.error} onRetry={() => void bars.refetch()} />
      ) : candles.length === 0 ? (
        <Text c="dimmed" size="sm" py="xl" ta="center">
          {t('trading.chart.empty')}
        </Text>
      ) : view === 'chart' ? (
        <Suspense fallback={<ListSkeleton />}>
          <CandleChart
            candles={candles}
            period={period}
            label={t('trading.chart.summary', {
              market: market.Symbol,
              count: candles.length,
              period: periodName,
              close: last ? formatExchangeAmount(last.close) : '',
              quote: market.QuoteAsset,
            })}
          />
        </Suspense>
      ) : (
        <CandleTable
          candles={candles}
          caption={t('trading.chart.caption', { market: market.Symbol, period: periodName })}
        />
      )}
    </TradingPanel>
  );
}
