import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../shared/ui/page-header';
import { usePageTitle } from '../../../shared/ui/use-page-title';
import { WhenLoaded } from '../../../shared/ui/when-loaded';
import { useGasStationQuery } from './gas-station.api';
import { GasStationForm } from './gas-station-form';
import { SweepCard } from './sweep-card';

/**
 * `/admin/gas-station` (SPEC 7 Gas station): the Fireblocks gas station's balance and settings, and
 * the sweep of the deposit addresses' USDC to the treasury, followed while it runs.
 */
export function GasStationPage() {
  const { t } = useTranslation();
  usePageTitle(t('admin.gasStation.pageTitle'));
  const station = useGasStationQuery();
  return (
    <>
      <PageHeader title={t('admin.gasStation.title')} description={t('admin.gasStation.description')} />
      <Stack gap="lg">
        <WhenLoaded query={station}>{(data) => <GasStationForm station={data} />}</WhenLoaded>
        <SweepCard />
      </Stack>
    </>
  );
}
