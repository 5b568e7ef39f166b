import type { PortfolioPosition } from '@invest/contracts';
import { Anchor, Button, Group, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatExchangeAmount, formatMoney } from '../../shared/format/money';
import { useAppSelector } from '../../shared/store/hooks';
import { ListSkeleton } from '../../shared/ui/list-skeleton';
import { QueryError } from '../../shared/ui/query-error';
import { ToneBadge } from '../../shared/ui/tone-badge';
import classes from './dashboard-page.module.css';
import { usePortfolioQuery } from './portfolio.api';
import { ReturnFigure } from './return-figure';

const numericColumns = ['quantity', 'price', 'value', 'cost', 'return'] as const;
const dollars = (amount: string | null) => (amount === null ? '—' : `${formatMoney(amount, 'USD')}`);

function AssetName({ position }: { position: PortfolioPosition }) {
  const { t } = useTranslation();
  const label = (
    <Stack gap={0}>
      <Text fw={600} size="sm">
        {position.asset}
      </Text>
      <Text size="xs" c="dimmed">
        {position.name}
      </Text>
    </Stack>
  );
  return position.market ? (
    <Anchor
      component={Link}
      to={`/trading/${encodeURIComponent(position.market)}`}
      underline="never"
      c="inherit"
      aria-label={t('dashboard.positions.openMarket', { asset: position.asset, name: position.name })}
    >
      {label}
    </Anchor>
  ) : (
    label
  );
}

function PriceNote({ position }: { position: PortfolioPosition }) {
  const { t } = useTranslation();
  if (position.price === null) return <ToneBadge tone="neutral">{t('dashboard.positions.noPrice')}</ToneBadge>;
  return (
    <Stack gap={2} align="flex-end">
      <Text size="sm" className={classes.numeric}>
        {formatMoney(position.price, 'USD')}
      </Text>
      {position.price_source === 'reference' ? (
        <ToneBadge tone="caution" size="xs">
          {t('dashboard.positions.reference')}
        </ToneBadge>
      ) : null}
    </Stack>
  );
}

function TotalReturn({ position }: { position: PortfolioPosition }) {
  return position.total_return ? <ReturnFigure value={position.total_return} size="sm" /> : <Text size="sm">—</Text>;
}

function PositionsTable({ positions }: { positions: PortfolioPosition[] }) {
  const { t } = useTranslation();
  return (
    <Table verticalSpacing="sm" aria-label={t('dashboard.positions.caption')} visibleFrom="sm">
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">{t('dashboard.positions.asset')}</Table.Th>
          {numericColumns.map((column) => (
            <Table.Th key={column} scope="col" ta="right">
              {t(`dashboard.positions.${column}`)}
            </Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {positions.map((position) => (
          <Table.Tr key={position.asset}>
            <Table.Td>
              <AssetName position={position} />
            </Table.Td>
            <Table.Td ta="right" className={classes.numeric}>
              {formatExchangeAmount(position.quantity)}
            </Table.Td>
            <Table.Td ta="right">
              <PriceNote position={position} />
            </Table.Td>
            <Table.Td ta="right" className={classes.numeric}>
              {dollars(position.market_value)}
            </Table.Td>
            <Table.Td ta="right" className={classes.numeric}>
              {dollars(position.cost_basis)}
            </Table.Td>
            <Table.Td ta="right">
              <Group justify="flex-end">
                <TotalReturn position={position} />
              </Group>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

function PositionCard({ position }: { position: PortfolioPosition }) {
  const { t } = useTranslation();
  const fact = (label: string, value: string) => (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" className={classes.numeric}>
        {value}
      </Text>
    </Stack>
  );
  return (
    <Paper withBorder p="md" component="li" className={classes.positionCard}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <AssetName position={position} />
          <PriceNote position={position} />
        </Group>
        <SimpleGrid cols={3} spacing="xs">
          {fact(t('dashboard.positions.quantity'), formatExchangeAmount(position.quantity))}
          {fact(t('dashboard.positions.value'), dollars(position.market_value))}
          {fact(t('dashboard.positions.cost'), dollars(position.cost_basis))}
        </SimpleGrid>
        <Group gap="xs" justify="space-between">
          <Text size="xs" c="dimmed">
            {t('dashboard.positions.return')}
          </Text>
          <TotalReturn position={position} />
        </Group>
      </Stack>
    </Paper>
  );
}

/** No positions yet: the way to the markets, and to funding until the first deposit completed (funded_at). */
function NoPositions() {
  const { t } = useTranslation();
  const isFunded = useAppSelector((state) => Boolean(state.auth.user?.funded_at));
  return (
    <Stack gap="sm" align="flex-start" py="sm">
      <Text size="sm" c="dimmed">
        {t(isFunded ? 'dashboard.positions.emptyFunded' : 'dashboard.positions.empty')}
      </Text>
      <Group gap="xs">
        {!isFunded && (
          <Button component={Link} to="/funding" size="sm">
            {t('dashboard.positions.fund')}
          </Button>
        )}
        <Button component={Link} to="/trading" size="sm" variant={isFunded ? 'filled' : 'default'}>
          {t('dashboard.positions.explore')}
        </Button>
      </Group>
    </Stack>
  );
}

/** What the investor holds besides cash: a table on wide screens, a card per position on narrow ones. */
export function PositionsSection() {
  const { t } = useTranslation();
  const portfolio = usePortfolioQuery(undefined, { refetchOnMountOrArgChange: true });
  const positions = portfolio.data?.positions ?? [];
  const unpriced = portfolio.data?.unpriced ?? [];
  return (
    <Paper withBorder p={{ base: 'lg', sm: 'xl' }} component="section" aria-labelledby="positions-title">
      <Stack gap="md">
        <Title order={2} fz="lg" id="positions-title">
          {t('dashboard.positions.title')}
        </Title>
        {portfolio.isLoading ? (
          <ListSkeleton />
        ) : portfolio.isError ? (
          <QueryError error={portfolio.error} onRetry={() => void portfolio.refetch()} />
        ) : positions.length === 0 ? (
          <NoPositions />
        ) : (
          <>
            <PositionsTable positions={positions} />
            <Stack
              component="ul"
              gap="sm"
              hiddenFrom="sm"
              className={classes.plainList}
              aria-label={t('dashboard.positions.caption')}
            >
              {positions.map((position) => (
                <PositionCard key={position.asset} position={position} />
              ))}
            </Stack>
          </>
        )}
        {unpriced.length > 0 ? (
          <Text size="xs" c="dimmed">
            {t('dashboard.positions.unpriced', { assets: unpriced.join(', ') })}
          </Text>
        ) : null}
      </Stack>
    </Paper>
  );
}
