import '@mantine/charts/styles.css';
import type { AccountValuePoint, AllocationSlice } from '@invest/contracts';
import { AreaChart, DonutChart } from '@mantine/charts';
import { formatMoney } from '../../shared/format/money';
import { axisAmountFormatter } from '../../shared/ui/chart-axis';
import { sliceColourOf } from './allocation-colours';

const dollars = axisAmountFormatter((decimal) => formatMoney(decimal, 'USD'), 2);

/**
 * The account's value per day as an area in the primary colour, its net deposits as a dashed line:
 * the gap between them is what the money made. A picture: the table beside it carries the figures,
 * so nothing in it takes the keyboard's focus (it is hidden from screen readers).
 */
export function ValueOverTimeChart({
  points,
  labels,
}: {
  points: AccountValuePoint[];
  labels: { value: string; netDeposits: string };
}) {
  const data = points.map((point) => ({
    date: point.date,
    value: Number(point.value),
    netDeposits: Number(point.net_deposits),
  }));
  return (
    <AreaChart
      h={260}
      data={data}
      dataKey="date"
      series={[
        { name: 'value', label: labels.value, color: 'var(--app-primary)' },
        { name: 'netDeposits', label: labels.netDeposits, color: 'var(--app-text-secondary)', strokeDasharray: '5 5' },
      ]}
      curveType="linear"
      withLegend
      withDots={data.length < 40}
      valueFormatter={dollars}
      yAxisProps={{ width: 80 }}
      fillOpacity={0.25}
      areaChartProps={{ accessibilityLayer: false }}
    />
  );
}

/** The allocation as a donut, a slice per asset in the colours of allocation-colours.ts; a picture, out of the keyboard's way. */
export function AllocationDonut({ slices, label }: { slices: AllocationSlice[]; label: string }) {
  return (
    <DonutChart
      size={180}
      thickness={28}
      chartLabel={label}
      withTooltip={false}
      pieProps={{ rootTabIndex: -1 }}
      pieChartProps={{ accessibilityLayer: false }}
      data={slices.map((slice, index) => ({
        name: slice.name,
        value: Number(slice.value),
        color: sliceColourOf(index),
      }))}
    />
  );
}
