import type { Insights } from '@invest/contracts';
import { ColorSwatch, Group, Stack, Table, Text } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney, formatSignedMoney } from '../../shared/format/money';
import { formatSignedPercent } from '../../shared/format/signed';
import { ListSkeleton } from '../../shared/ui/list-skeleton';
import { SectionCard } from '../../shared/ui/section-card';
import { TableHead } from '../../shared/ui/table-head';
import { sliceSwatchOf } from './allocation-colours';
import classes from './reports.module.css';

const AllocationDonut = lazy(async () => ({ default: (await import('./report-charts')).AllocationDonut }));

/**
 * Where the money is now (GET reports/insights): a donut of the slices and a table of the same
 * figures beside it, then what was invested, the profit and loss and the return since the start.
 */
export function AllocationSection({ insights }: { insights: Insights }) {
  const { t } = useTranslation();
  const slices = insights.allocation;
  return (
    <SectionCard
      id="allocation-title"
      title={t('reportsPage.allocation.title')}
      description={t('reportsPage.allocation.description')}
    >
      {slices.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t('reportsPage.allocation.empty')}
        </Text>
      ) : (
        <div className={classes.allocation}>
          <div aria-hidden="true">
            <Suspense fallback={<ListSkeleton />}>
              <AllocationDonut slices={slices} label={`${formatMoney(insights.value, 'USD')} USD`} />
            </Suspense>
          </div>
          <Table aria-label={t('reportsPage.allocation.caption')}>
            <TableHead
              labels={[
                t('reportsPage.allocation.asset'),
                t('reportsPage.allocation.value'),
                t('reportsPage.allocation.share'),
              ]}
            />
            <Table.Tbody>
              {slices.map((slice, index) => (
                <Table.Tr key={slice.asset}>
                  <Table.Th scope="row" fw={500}>
                    <Group gap="xs" wrap="nowrap">
                      <ColorSwatch color={sliceSwatchOf(index)} size={12} aria-hidden="true" />
                      {slice.name}
                    </Group>
                  </Table.Th>
                  <Table.Td ta="right" className={classes.numeric}>
                    {formatMoney(slice.value, 'USD')}
                  </Table.Td>
                  <Table.Td ta="right" className={classes.numeric}>
                    {slice.percent === null ? '—' : `${slice.percent} %`}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </div>
      )}
      <Stack gap={2}>
        <Text size="sm">{t('reportsPage.allocation.invested', { amount: formatMoney(insights.invested, 'USD') })}</Text>
        <Text size="sm">
          {t('reportsPage.allocation.unrealized', { amount: formatSignedMoney(insights.unrealized_pnl, 'USD', true) })}
        </Text>
        <Text size="sm">
          {t('reportsPage.allocation.realized', { amount: formatSignedMoney(insights.realized_pnl, 'USD', true) })}
        </Text>
        {insights.time_weighted_return !== null && insights.since ? (
          <Text size="sm">
            {t('reportsPage.allocation.twr', {
              since: insights.since,
              percent: formatSignedPercent(insights.time_weighted_return),
            })}
          </Text>
        ) : null}
      </Stack>
    </SectionCard>
  );
}
