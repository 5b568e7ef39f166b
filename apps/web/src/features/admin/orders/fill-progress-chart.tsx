import '@mantine/charts/styles.css';
import type { AdminOrderDetail } from '@invest/contracts';
import { AreaChart } from '@mantine/charts';
import { Stack, Text } from '@mantine/core';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../shared/format/date-time';
import { formatExchangeAmount } from '../../../shared/format/money';
import { fillStepsOf } from './fill-progress';

/**
 * How the order filled over time: its filled quantity stepping up at each fill and held until the
 * order ended (or now), under a line at what was ordered, so the part that never filled shows at a
 * glance. A picture to screen readers, which read the sentence under it and the fills table instead.
 */
export function FillProgressChart({ detail }: { detail: AdminOrderDetail }) {
  const { t } = useTranslation();
  const { Order: order, Fills: fills, BaseAsset: base } = detail;
  const [now] = useState(() => Date.now());
  const data = fillStepsOf(detail, now);
  const ordered = Number(order.RefOrderQty);
  const first = data[0]?.time ?? now;
  const last = data.at(-1)?.time ?? now;
  const tickFormat = dayjs(first).isSame(dayjs(last), 'day') ? 'HH:mm:ss' : 'MM-DD HH:mm';
  return (
    <Stack gap="xs">
      <div aria-hidden="true">
        <AreaChart
          h={200}
          data={data}
          dataKey="time"
          series={[{ name: 'filled', label: t('admin.orders.detail.chartLabel'), color: 'var(--app-primary)' }]}
          curveType="stepAfter"
          areaChartProps={{ accessibilityLayer: false }}
          withDots={data.length < 40}
          fillOpacity={0.25}
          valueFormatter={(value) => formatExchangeAmount(String(value))}
          xAxisProps={{
            type: 'number',
            scale: 'time',
            domain: [first, last],
            tickFormatter: (time: number) => dayjs(time).format(tickFormat),
          }}
          yAxisProps={{ domain: [0, ordered], width: 72 }}
          tooltipProps={{
            labelFormatter: (time) => (typeof time === 'number' ? formatDateTime(new Date(time).toISOString()) : ''),
          }}
          referenceLines={[
            {
              y: ordered,
              label: t('admin.orders.detail.chartOrdered', { quantity: formatExchangeAmount(order.RefOrderQty) }),
              color: 'var(--app-text-secondary)',
              strokeDasharray: '5 5',
            },
          ]}
        />
      </div>
      <Text size="sm" c="dimmed">
        {t('admin.orders.detail.chartSummary', {
          filled: formatExchangeAmount(order.TotalFilledOrderQty),
          quantity: formatExchangeAmount(order.RefOrderQty),
          asset: base,
          count: fills.length,
        })}
      </Text>
    </Stack>
  );
}
