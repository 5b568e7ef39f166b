import type { Candle, ChartPeriod } from '@invest/contracts/realtime';
import { VisuallyHidden } from '@mantine/core';
import { CandlestickSeries, type IChartApi, type ISeriesApi, type Time, type UTCTimestamp } from 'lightweight-charts';
import { useEffect, useRef } from 'react';
import { formatExchangeAmount } from '../../shared/format/money';
import { ChartAttribution } from '../../shared/ui/chart-attribution';
import { axisAmountFormatter } from '../../shared/ui/chart-axis';
import { type ChartColours, createAppChart, followColourScheme } from '../../shared/ui/chart-theme';
import { candleAxisLabel, isIntradayPeriod } from './chart-periods';
import classes from './trading.module.css';

/** Rising candles are hollow and falling ones filled, so their shape tells them apart, not only colour. */
function paintCandles(series: ISeriesApi<'Candlestick'>, colours: ChartColours) {
  series.applyOptions({
    upColor: 'transparent',
    borderUpColor: colours.up,
    wickUpColor: colours.up,
    downColor: colours.down,
    borderDownColor: colours.down,
    wickDownColor: colours.down,
  });
}

const toBar = (candle: Candle) => ({
  time: candle.time as UTCTimestamp,
  open: Number(candle.open),
  high: Number(candle.high),
  low: Number(candle.low),
  close: Number(candle.close),
});

/**
 * The candle chart (lightweight-charts), a figure whose caption, `label`, sums it up for screen
 * readers; the same candles are readable as a table (CandleTable). It follows the colour scheme as it
 * changes.
 */
export function CandleChart({
  candles,
  label,
  period,
}: {
  candles: Candle[];
  label: string;
  /** How long a candle lasts: the time axis shows hours, days, months or years to suit it. */
  period: ChartPeriod;
}) {
  const container = useRef<HTMLDivElement>(null);
  const series = useRef<ISeriesApi<'Candlestick'> | null>(null);
  const chartApi = useRef<IChartApi | null>(null);

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const chart = createAppChart(element, {
      autoSize: true,
      timeScale: { secondsVisible: false },
      // Prices on the axis as everywhere on the exchange (SPEC 5): "61,200.0000".
      localization: { priceFormatter: axisAmountFormatter(formatExchangeAmount, 8) },
    });
    const candlesticks = chart.addSeries(CandlestickSeries, { priceLineVisible: true });
    series.current = candlesticks;
    chartApi.current = chart;
    const stopFollowing = followColourScheme(chart, (colours) => paintCandles(candlesticks, colours));
    return () => {
      stopFollowing();
      series.current = null;
      chartApi.current = null;
      chart.remove();
    };
  }, []);

  useEffect(() => {
    chartApi.current?.applyOptions({
      timeScale: {
        timeVisible: isIntradayPeriod(period),
        tickMarkFormatter: (time: Time, _type: unknown, locale: string) =>
          candleAxisLabel(period, time as UTCTimestamp, locale),
      },
    });
  }, [period]);

  useEffect(() => {
    series.current?.setData(candles.map(toBar));
    chartApi.current?.timeScale().fitContent();
  }, [candles]);

  return (
    <figure className={classes.figure}>
      <div ref={container} className={classes.chart} />
      <VisuallyHidden component="figcaption">{label}</VisuallyHidden>
      <ChartAttribution />
    </figure>
  );
}
