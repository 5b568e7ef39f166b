import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { tradingDaysText, weekdayKeys } from '../../trading';
import { isOvernight, tradingWeekOf, type WeekHours } from './trading-week';

const ticks = [0, 6, 12, 18, 24];
const clockOf = (hour: number) => `${String(hour).padStart(2, '0')}:00`;

/**
 * When the market trades across the week (UTC), each day a bar from midnight to midnight with its
 * trading hours filled in: a session that runs past midnight shows on both days, which its hours in
 * words say less plainly. The caption says the same for screen readers; the bars are a picture.
 */
export function MarketHoursChart({ hours }: { hours: WeekHours }) {
  const { t } = useTranslation();
  const week = tradingWeekOf(hours).map((day) => ({
    ...day,
    name: t(`trading.weekdays.${weekdayKeys[day.weekday - 1] ?? '1'}`),
  }));
  const kind = hours.Open === hours.Close ? 'summaryAllDay' : isOvernight(hours) ? 'summaryOvernight' : 'summary';
  const summary =
    hours.Days.length === 0
      ? t('admin.markets.chart.noDays')
      : t(`admin.markets.chart.${kind}`, {
          days: tradingDaysText(hours.Days, t),
          open: hours.Open,
          close: hours.Close,
        });
  const trading = { color: 'var(--app-primary)', label: t('admin.markets.chart.trading') };
  const closed = { color: 'var(--app-border)', label: t('admin.markets.chart.closed') };
  return (
    <Stack component="figure" gap="xs" m={0}>
      <div aria-hidden="true">
        <BarChart
          h={240}
          data={week}
          dataKey="name"
          orientation="vertical"
          type="stacked"
          withTooltip={false}
          gridAxis="x"
          series={[
            { name: 'carried', ...trading },
            { name: 'beforeOpen', ...closed },
            { name: 'session', ...trading },
            { name: 'afterClose', ...closed },
          ]}
          xAxisProps={{ type: 'number', domain: [0, 24], ticks, tickFormatter: clockOf }}
          yAxisProps={{ width: 90 }}
          barProps={{ isAnimationActive: false }}
          barChartProps={{ accessibilityLayer: false }}
        />
      </div>
      <Text component="figcaption" size="sm" c="dimmed">
        {summary}
      </Text>
    </Stack>
  );
}
