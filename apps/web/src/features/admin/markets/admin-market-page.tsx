import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { EmptyState } from '../../../shared/ui/empty-state';
import { TrendIcon } from '../../../shared/ui/icons';
import { PageLoader } from '../../../shared/ui/page-loader';
import { QueryError } from '../../../shared/ui/query-error';
import { usePageTitle } from '../../../shared/ui/use-page-title';
import { useCurrenciesQuery } from '../../trading';
import { MarketHaltCard } from './market-halt-card';
import { MarketSettingsForm } from './market-settings-form';
import { MarketStateBadge } from './market-state-badge';
import { MarketUnitsCard } from './market-units-card';

/**
 * `/admin/markets/:symbol`: one market of the domain: whether it trades, with the halt and resume
 * switch, its settings to change, and what its orders are counted in. It follows the markets live,
 * so a change made elsewhere (another administrator, its hours) shows here at once.
 */
export function AdminMarketPage() {
  const { t } = useTranslation();
  const { symbol = '' } = useParams();
  const markets = useCurrenciesQuery();
  const market = markets.data?.find((candidate) => candidate.Symbol === symbol);
  usePageTitle(market ? t('admin.markets.edit.pageTitle', { symbol }) : t('admin.markets.pageTitle'));

  const back = (
    <Anchor component={Link} to="/admin/markets" size="sm">
      ← {t('admin.markets.back')}
    </Anchor>
  );
  if (markets.isLoading) return <PageLoader />;
  if (!market) {
    return (
      <Stack gap="md">
        {back}
        {markets.isError ? (
          <QueryError error={markets.error} onRetry={() => void markets.refetch()} />
        ) : (
          <EmptyState icon={<TrendIcon />}>{t('admin.markets.edit.notFound', { symbol })}</EmptyState>
        )}
      </Stack>
    );
  }
  return (
    <Stack gap="lg">
      {back}
      <Stack gap={4}>
        <Group gap="sm" align="center">
          <Title order={1} fz={{ base: 26, sm: 32 }} lh={1.2}>
            {market.Symbol}
          </Title>
          <MarketStateBadge market={market} />
        </Group>
        <Text c="dimmed">{market.Name}</Text>
      </Stack>
      <MarketHaltCard market={market} />
      <MarketSettingsForm key={market.Symbol} market={market} />
      <MarketUnitsCard market={market} />
    </Stack>
  );
}
