import type { Currency } from '@invest/contracts';
import { Anchor, Button, Group, Paper, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatExchangeAmount } from '../../../shared/format/money';
import { EmptyState } from '../../../shared/ui/empty-state';
import { TrendIcon } from '../../../shared/ui/icons';
import { ListSkeleton } from '../../../shared/ui/list-skeleton';
import { PageHeader } from '../../../shared/ui/page-header';
import { QueryError } from '../../../shared/ui/query-error';
import { TableHead } from '../../../shared/ui/table-head';
import { usePageTitle } from '../../../shared/ui/use-page-title';
import { tradingDaysText, useCurrenciesQuery, useTradingAssetsQuery } from '../../trading';
import { MarketStateBadge } from './market-state-badge';

function MarketRow({ market, lastPrice }: { market: Currency; lastPrice: string | null | undefined }) {
  const { t } = useTranslation();
  const hours = market.MarketHours;
  return (
    <Table.Tr>
      <Table.Th scope="row" fw={400}>
        <Stack gap={2}>
          <Anchor component={Link} to={`/admin/markets/${encodeURIComponent(market.Symbol)}`} fw={600}>
            {market.Symbol}
          </Anchor>
          <Text size="xs" c="dimmed">
            {market.Name}
          </Text>
        </Stack>
      </Table.Th>
      <Table.Td>{t(`admin.markets.classes.${market.AssetClass}`)}</Table.Td>
      <Table.Td>
        <Text size="sm">
          {hours.Open === hours.Close
            ? t('admin.markets.hoursAllDay')
            : t('admin.markets.hoursRange', { open: hours.Open, close: hours.Close })}
        </Text>
        <Text size="xs" c="dimmed">
          {tradingDaysText(hours.Days, t)}
        </Text>
      </Table.Td>
      <Table.Td>{t('admin.markets.feeValue', { fee: market.FeePct })}</Table.Td>
      <Table.Td>
        <MarketStateBadge market={market} />
      </Table.Td>
      <Table.Td ta="right" style={{ fontVariantNumeric: 'tabular-nums' }}>
        {lastPrice ? `${formatExchangeAmount(lastPrice)} ${market.QuoteAsset}` : '—'}
      </Table.Td>
    </Table.Tr>
  );
}

/**
 * `/admin/markets`: the domain's markets with their hours, fee and whether each trades now (kept live,
 * so a halt or a change shows at once), and their last price; each opens its settings.
 */
export function AdminMarketsPage() {
  const { t } = useTranslation();
  usePageTitle(t('admin.markets.pageTitle'));
  const markets = useCurrenciesQuery();
  const assets = useTradingAssetsQuery();
  const lastPrices = new Map((assets.data ?? []).map((asset) => [asset.Market, asset.LastPrice]));
  const data = markets.data;

  return (
    <>
      <PageHeader title={t('admin.markets.title')} description={t('admin.markets.description')} />
      <Group mb="lg">
        <Button component={Link} to="/admin/markets/new">
          {t('admin.markets.create')}
        </Button>
      </Group>
      {markets.isLoading ? <ListSkeleton /> : null}
      {markets.isError ? <QueryError error={markets.error} onRetry={() => void markets.refetch()} /> : null}
      {data && data.length === 0 ? <EmptyState icon={<TrendIcon />}>{t('admin.markets.empty')}</EmptyState> : null}
      {data && data.length > 0 ? (
        <Paper withBorder>
          <Table.ScrollContainer minWidth={860}>
            <Table verticalSpacing="sm" highlightOnHover aria-label={t('admin.markets.listLabel')}>
              <TableHead
                labels={[
                  t('admin.markets.market'),
                  t('admin.markets.class'),
                  t('admin.markets.hours'),
                  t('admin.markets.fee'),
                  t('admin.markets.state'),
                  t('admin.markets.lastPrice'),
                ]}
              />
              <Table.Tbody>
                {data.map((market) => (
                  <MarketRow key={market.Symbol} market={market} lastPrice={lastPrices.get(market.Symbol)} />
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Paper>
      ) : null}
    </>
  );
}
