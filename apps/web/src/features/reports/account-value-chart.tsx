import type { AccountValuePoint } from '@invest/contracts';
import { VisuallyHidden } from '@mantine/core';
import { AreaSeries, type IChartApi, type ISeriesApi, LineSeries, LineStyle } from 'lightweight-charts';
import { useEffect, useRef } from 'react';
import { formatMoney } from '../../shared/format/money';
import { ChartAttribution } from '../../shared/ui/chart-attribution';
import { axisAmountFormatter } from '../../shared/ui/chart-axis';
import { createAppChart, followColourScheme, withAlpha } from '../../shared/ui/chart-theme';
import classes from './reports.module.css';

const toDatum = (point: AccountValuePoint) => ({ time: point.date, value: Number(point.value) });
const toDeposits = (point: AccountValuePoint) => ({ time: point.date, value: Number(point.net_deposits) });

/**
 * The account's value per day as an area chart (lightweight-charts), in the tenant's primary colour,
 * with its net deposits as a dashed line in the secondary text colour, so the gap between them is
 * what the money made; a figure whose caption, `label`, sums it up for screen readers.
 */
export function AccountValueChart({ points, label }: { points: AccountValuePoint[]; label: string }) {
  const container = useRef<HTMLDivElement>(null);
  const series = useRef<ISeriesApi<'Area'> | null>(null);
  const deposits = useRef<ISeriesApi<'Line'> | null>(null);
  const chartApi = useRef<IChartApi | null>(null);

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const chart = createAppChart(element, {
      autoSize: true,
      handleScroll: false,
      handleScale: false,
      grid: { vertLines: { visible: false } },
      localization: { priceFormatter: axisAmountFormatter((decimal) => formatMoney(decimal, 'USD'), 2) },
    });
    const area = chart.addSeries(AreaSeries, { lineWidth: 2, priceLineVisible: false });
    const depositLine = chart.addSeries(LineSeries, {
      lineWidth: 2,
      lineStyle: LineStyle.Dashed,
      priceLineVisible: false,
      lastValueVisible: false,
      crosshairMarkerVisible: false,
    });
    series.current = area;
    deposits.current = depositLine;
    chartApi.current = chart;
    const stopFollowing = followColourScheme(chart, (colours) => {
      area.applyOptions({
        lineColor: colours.primary,
        topColor: withAlpha(colours.primary, 0.35),
        bottomColor: withAlpha(colours.primary, 0.02),
      });
      depositLine.applyOptions({ color: colours.text });
    });
    return () => {
      stopFollowing();
      series.current = null;
      deposits.current = null;
      chartApi.current = null;
      chart.remove();
    };
  }, []);

  useEffect(() => {
    series.current?.setData(points.map(toDatum));
    deposits.current?.setData(points.map(toDeposits));
    chartApi.current?.timeScale().fitContent();
  }, [points]);

  return (
    <figure className={classes.figure}>
      <div ref={container} className={classes.chart} />
      <VisuallyHidden component="figcaption">{label}</VisuallyHidden>
      <ChartAttribution />
    </figure>
  );
}
