import { type AccountValueRange, accountValueRanges } from '@invest/contracts/account-value-ranges';
import { Group, Paper, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney, formatSignedMoney } from '../../shared/format/money';
import { DirectionIcon } from '../../shared/ui/direction-icon';
import { ListSkeleton } from '../../shared/ui/list-skeleton';
import { QueryError } from '../../shared/ui/query-error';
import { SegmentedChoice } from '../../shared/ui/segmented-choice';
import { valueChangeOf } from './account-value-change';
import { AccountValueTable } from './account-value-table';
import { useAccountValueQuery } from './reports.api';
import classes from './reports.module.css';

/** The chart library is loaded apart from the dashboard, so the balances do not wait for it. */
const AccountValueChart = lazy(async () => ({ default: (await import('./account-value-chart')).AccountValueChart }));

/** The dashboard's chart of what the account was worth each day of a range (GET reports/account-value). */
export function AccountValueSection() {
  const { t } = useTranslation();
  const [range, setRange] = useState<AccountValueRange>('1M');
  const [view, setView] = useState<'chart' | 'table'>('chart');
  const value = useAccountValueQuery(range, { refetchOnMountOrArgChange: true });
  const points = value.data?.points ?? [];
  const latest = points.at(-1);
  const change = valueChangeOf(points);
  const rangeName = t(`reports.accountValue.rangeNames.${range}`);
  const changeText =
    change?.direction === 'flat' ? 'flat' : change?.percent === null ? 'upFromZero' : (change?.direction ?? 'flat');

  return (
    <Paper withBorder p={{ base: 'lg', sm: 'xl' }} component="section" aria-labelledby="account-value-title">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="sm">
          <Stack gap={4}>
            <Title order={2} fz="lg" id="account-value-title">
              {t('reports.accountValue.title')}
            </Title>
            {latest ? (
              <Group gap="sm" align="baseline">
                <Text fz={28} fw={700} className={classes.numeric}>
                  {formatMoney(latest.value, 'USD')} USD
                </Text>
                {change ? (
                  <Group gap={6} wrap="nowrap" align="baseline">
                    <DirectionIcon direction={change.direction} />
                    <Text size="sm" className={classes.figures}>
                      {t(`reports.accountValue.change.${changeText}`, {
                        amount: formatMoney(change.amount, 'USD'),
                        percent: change.percent,
                        range: rangeName,
                      })}
                    </Text>
                  </Group>
                ) : null}
              </Group>
            ) : null}
          </Stack>
          <Group gap="xs">
            <SegmentedChoice
              size="xs"
              aria-label={t('reports.accountValue.range')}
              value={range}
              onChange={(next) => setRange(next as AccountValueRange)}
              data={accountValueRanges.map((option) => ({
                value: option,
                label: (
                  <>
                    <span aria-hidden="true">{option}</span>
                    <VisuallyHidden>{t(`reports.accountValue.rangeNames.${option}`)}</VisuallyHidden>
                  </>
                ),
              }))}
            />
            <SegmentedChoice
              size="xs"
              aria-label={t('reports.accountValue.view')}
              value={view}
              onChange={(next) => setView(next as 'chart' | 'table')}
              data={[
                { value: 'chart', label: t('reports.accountValue.chartView') },
                { value: 'table', label: t('reports.accountValue.tableView') },
              ]}
            />
          </Group>
        </Group>
        {value.isLoading ? (
          <ListSkeleton />
        ) : value.isError ? (
          <QueryError error={value.error} onRetry={() => void value.refetch()} />
        ) : points.length === 0 ? (
          <Text c="dimmed" size="sm" py="xl" ta="center">
            {t('reports.accountValue.empty')}
          </Text>
        ) : view === 'chart' ? (
          <Suspense fallback={<ListSkeleton />}>
            <Group gap="lg" aria-hidden="true">
              <Group gap={6} wrap="nowrap">
                <span className={classes.valueKey} />
                <Text size="xs">{t('reports.accountValue.legendValue')}</Text>
              </Group>
              <Group gap={6} wrap="nowrap">
                <span className={classes.depositsKey} />
                <Text size="xs">{t('reports.accountValue.legendDeposits')}</Text>
              </Group>
            </Group>
            <AccountValueChart
              points={points}
              label={t('reports.accountValue.summary', {
                range: rangeName,
                value: latest ? formatMoney(latest.value, 'USD') : '',
                deposits: latest ? formatSignedMoney(latest.net_deposits, 'USD') : '',
              })}
            />
          </Suspense>
        ) : (
          <AccountValueTable points={points} caption={t('reports.accountValue.caption', { range: rangeName })} />
        )}
        {value.data && value.data.unpriced.length > 0 ? (
          <Text size="xs" c="dimmed">
            {t('reports.accountValue.unpriced', { assets: value.data.unpriced.join(', ') })}
          </Text>
        ) : null}
        <Text size="xs" c="dimmed">
          {t('reports.accountValue.method')}
        </Text>
      </Stack>
    </Paper>
  );
}
