import '@mantine/charts/styles.css';
import type { DashboardDay, MarketVolume } from '@invest/contracts';
import { BarChart } from '@mantine/charts';
import { Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatExchangeAmount, formatMoney } from '../../../shared/format/money';
import { ChartDataTable } from '../console/chart-data-table';

/** A titled card holding one chart. */
function ChartCard({
  id,
  title,
  description,
  children,
}: {
  id: string;
  title: string;
  description: string;
  children: React.ReactNode;
}) {
  return (
    <Paper component="section" withBorder p="lg" aria-labelledby={id}>
      <Stack gap="md">
        <div>
          <Title order={2} fz="lg" id={id}>
            {title}
          </Title>
          <Text size="sm" c="dimmed">
            {description}
          </Text>
        </div>
        {children}
      </Stack>
    </Paper>
  );
}

/** The last 30 days' sign-ups and completed deposits per day, side by side. */
export function DailyActivityChart({ days }: { days: DashboardDay[] }) {
  const { t } = useTranslation();
  return (
    <ChartCard
      id="daily-activity-title"
      title={t('admin.dashboard.dailyTitle')}
      description={t('admin.dashboard.dailyDescription')}
    >
      <div aria-hidden="true">
        <BarChart
          accessibilityLayer={false}
          h={240}
          data={days.map((day) => ({ ...day, date: day.date.slice(5) }))}
          dataKey="date"
          series={[
            { name: 'signups', label: t('admin.dashboard.signups'), color: 'var(--app-primary)' },
            { name: 'deposits', label: t('admin.dashboard.deposits'), color: 'var(--app-positive)' },
          ]}
          withLegend
          yAxisProps={{ allowDecimals: false, width: 40 }}
        />
      </div>
      <ChartDataTable
        caption={t('admin.dashboard.dailyTable')}
        headers={[t('admin.dashboard.day'), t('admin.dashboard.signups'), t('admin.dashboard.deposits')]}
        rows={days.map((day) => ({ key: day.date, cells: [day.date, day.signups, day.deposits] }))}
      />
    </ChartCard>
  );
}

/** Each market's volume over the last 30 days, in its quote asset, with the figures in a table. */
export function MarketVolumeChart({ volume }: { volume: MarketVolume[] }) {
  const { t } = useTranslation();
  return (
    <ChartCard
      id="market-volume-title"
      title={t('admin.dashboard.volumeTitle')}
      description={t('admin.dashboard.volumeDescription')}
    >
      {volume.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('admin.dashboard.noVolume')}
        </Text>
      ) : (
        <>
          <div aria-hidden="true">
            <BarChart
              accessibilityLayer={false}
              h={Math.max(120, volume.length * 48)}
              orientation="vertical"
              data={volume.map((market) => ({ symbol: market.symbol, amount: Number(market.amount) }))}
              dataKey="symbol"
              series={[{ name: 'amount', label: t('admin.dashboard.amount'), color: 'var(--app-primary)' }]}
              valueFormatter={(value) => formatMoney(String(value), volume[0]?.quote_asset ?? 'USD')}
              yAxisProps={{ width: 90 }}
            />
          </div>
          <ChartDataTable
            caption={t('admin.dashboard.volumeTable')}
            headers={[
              t('admin.dashboard.market'),
              t('admin.dashboard.trades'),
              t('admin.dashboard.quantity'),
              t('admin.dashboard.amount'),
            ]}
            rows={volume.map((market) => ({
              key: market.symbol,
              cells: [
                market.symbol,
                market.trades,
                `${formatExchangeAmount(market.quantity)} ${market.base_asset}`,
                `${formatMoney(market.amount, market.quote_asset)} ${market.quote_asset}`,
              ],
            }))}
          />
        </>
      )}
    </ChartCard>
  );
}
