import '@mantine/charts/styles.css';
import type { CommitmentSeries } from '@invest/contracts';
import { AreaChart } from '@mantine/charts';
import { Paper, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ListSkeleton } from '../../shared/ui/list-skeleton';
import { QueryError } from '../../shared/ui/query-error';
import { formatOfferingAmount } from './offering-amount';
import { useCommitmentSeriesQuery } from './offerings.api';

/** The chart's figures as a table, for screen readers (the chart itself is a picture to them). */
function SeriesTable({ series }: { series: CommitmentSeries }) {
  const { t } = useTranslation();
  return (
    <VisuallyHidden>
      <Table>
        <caption>{t('offerings.page.chartTable')}</caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('offerings.page.committedOn')}</Table.Th>
            <Table.Th scope="col">{t('offerings.page.committedTotal', { asset: series.quote_asset })}</Table.Th>
            <Table.Th scope="col">{t('offerings.page.investors')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {series.points.map((point) => (
            <Table.Tr key={point.date}>
              <Table.Td>{point.date}</Table.Td>
              <Table.Td>{formatOfferingAmount(point.amount)}</Table.Td>
              <Table.Td>{point.count}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </VisuallyHidden>
  );
}

/** The running total committed to the offering, day by day (GET /v1/ipo/{id}/commitments). */
export function CommitmentsChart({ offeringId }: { offeringId: string }) {
  const { t } = useTranslation();
  const series = useCommitmentSeriesQuery(offeringId);
  const data = series.data?.points.map((point) => ({ date: point.date, amount: Number(point.amount) })) ?? [];
  return (
    <Paper component="section" withBorder p="lg" aria-labelledby="chart-title">
      <Stack gap="md">
        <Title order={2} fz="lg" id="chart-title">
          {t('offerings.page.chart')}
        </Title>
        {series.isLoading ? (
          <ListSkeleton />
        ) : series.isError || !series.data ? (
          <QueryError error={series.error} onRetry={() => void series.refetch()} />
        ) : series.data.points.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('offerings.page.chartEmpty')}
          </Text>
        ) : (
          <>
            <div aria-hidden="true">
              <AreaChart
                h={220}
                data={data}
                dataKey="date"
                series={[{ name: 'amount', label: t('offerings.page.chartLabel'), color: 'blue.6' }]}
                curveType="stepAfter"
                valueFormatter={(value) => formatOfferingAmount(String(value))}
                withDots={data.length < 30}
              />
            </div>
            <SeriesTable series={series.data} />
          </>
        )}
      </Stack>
    </Paper>
  );
}
