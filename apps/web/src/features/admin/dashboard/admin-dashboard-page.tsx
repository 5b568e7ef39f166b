import { SimpleGrid, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../shared/ui/page-header';
import { usePageTitle } from '../../../shared/ui/use-page-title';
import { WhenLoaded } from '../../../shared/ui/when-loaded';
import { useAdminDashboardQuery } from './admin-dashboard.api';
import { DailyActivityChart, MarketVolumeChart } from './dashboard-charts';
import { DashboardFigures } from './dashboard-figures';

/**
 * `/admin`: the console's first page: the domain's sign-ups, deposits and volume today and over the
 * last 30 days, the orders open and the registrations waiting for review, with the days and markets
 * drawn as charts.
 */
export function AdminDashboardPage() {
  const { t } = useTranslation();
  usePageTitle(t('admin.dashboard.pageTitle'));
  const dashboard = useAdminDashboardQuery(undefined, { refetchOnMountOrArgChange: true });
  return (
    <>
      <PageHeader title={t('admin.dashboard.title')} description={t('admin.dashboard.description')} />
      <WhenLoaded query={dashboard}>
        {(data) => (
          <Stack gap="lg">
            <DashboardFigures dashboard={data} />
            <SimpleGrid cols={{ base: 1, xl: 2 }} spacing="lg">
              <DailyActivityChart days={data.days} />
              <MarketVolumeChart volume={data.last_30_days.volume} />
            </SimpleGrid>
          </Stack>
        )}
      </WhenLoaded>
    </>
  );
}
