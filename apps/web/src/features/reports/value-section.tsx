import type { RangeInsights } from '@invest/contracts';
import { Text } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { ListSkeleton } from '../../shared/ui/list-skeleton';
import { SectionCard } from '../../shared/ui/section-card';
import { AccountValueTable } from './account-value-table';

/** The chart library is loaded apart from the page, so the figures do not wait for it. */
const ValueOverTimeChart = lazy(async () => ({ default: (await import('./report-charts')).ValueOverTimeChart }));

/** The account's value and net deposits per day of the period, as a chart and as a table. */
export function ValueSection({ insights }: { insights: RangeInsights }) {
  const { t } = useTranslation();
  const caption = t('reportsPage.chart.caption', { from: insights.from, to: insights.to });
  return (
    <SectionCard id="value-title" title={t('reportsPage.chart.title')}>
      {insights.points.length === 0 ? (
        <Text c="dimmed" size="sm" py="xl" ta="center">
          {t('reportsPage.chart.empty')}
        </Text>
      ) : (
        <>
          <div aria-hidden="true">
            <Suspense fallback={<ListSkeleton />}>
              <ValueOverTimeChart
                points={insights.points}
                labels={{ value: t('reportsPage.chart.value'), netDeposits: t('reportsPage.chart.netDeposits') }}
              />
            </Suspense>
          </div>
          <AccountValueTable points={insights.points} caption={caption} />
        </>
      )}
      {insights.unpriced.length > 0 ? (
        <Text size="xs" c="dimmed">
          {t('reportsPage.chart.unpriced', { assets: insights.unpriced.join(', ') })}
        </Text>
      ) : null}
    </SectionCard>
  );
}
