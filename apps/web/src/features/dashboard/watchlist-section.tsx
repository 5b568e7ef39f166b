import type { TradingAsset } from '@invest/contracts';
import { Anchor, Button, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatMoney } from '../../shared/format/money';
import { changeOf, directionOf, formatSignedPercent } from '../../shared/format/signed';
import { ListSkeleton } from '../../shared/ui/list-skeleton';
import { QueryError } from '../../shared/ui/query-error';
import { useBookmarks, useTradingAssetsQuery } from '../trading';
import classes from './dashboard-page.module.css';
import { useSparklineQuery } from './portfolio.api';
import { Sparkline } from './sparkline';

function WatchedMarket({ symbol, asset }: { symbol: string; asset: TradingAsset | undefined }) {
  const { t } = useTranslation();
  const bars = useSparklineQuery(symbol);
  const candles = bars.data?.bars ?? [];
  const lastPrice = asset?.LastPrice ?? candles.at(-1)?.close ?? null;
  const change = candles.length < 2 ? null : changeOf(candles.at(0)?.close, candles.at(-1)?.close);
  const direction = change === null ? 'flat' : directionOf(change);
  return (
    <li className={classes.watchRow}>
      <Anchor component={Link} to={`/trading/${encodeURIComponent(symbol)}`} underline="never" c="inherit">
        <Stack gap={0}>
          <Text fw={600} size="sm">
            {symbol}
          </Text>
          <Text size="xs" c="dimmed" lineClamp={1}>
            {asset?.Name ?? ''}
          </Text>
        </Stack>
      </Anchor>
      <span>
        {bars.isLoading ? <Skeleton height={28} width={96} /> : <Sparkline bars={candles} direction={direction} />}
      </span>
      <Stack gap={0} align="flex-end">
        <Text size="sm" className={classes.numeric}>
          {lastPrice === null ? t('dashboard.watchlist.noTrades') : formatMoney(lastPrice, 'USD')}
        </Text>
        {change === null ? null : (
          <Text size="xs" c="dimmed" className={classes.numeric}>
            {t('dashboard.watchlist.dayChange', { change: formatSignedPercent(change) })}
          </Text>
        )}
      </Stack>
    </li>
  );
}

/** The investor's bookmarked markets, each with its price and a day of hourly closes. */
export function WatchlistSection() {
  const { t } = useTranslation();
  const { bookmarked } = useBookmarks();
  const assets = useTradingAssetsQuery();
  const bySymbol = new Map((assets.data ?? []).map((asset) => [asset.Market, asset]));
  return (
    <Paper withBorder p={{ base: 'lg', sm: 'xl' }} component="section" aria-labelledby="watchlist-title">
      <Stack gap="md">
        <Title order={2} fz="lg" id="watchlist-title">
          {t('dashboard.watchlist.title')}
        </Title>
        {assets.isLoading ? (
          <ListSkeleton />
        ) : assets.isError ? (
          <QueryError error={assets.error} onRetry={() => void assets.refetch()} />
        ) : bookmarked.length === 0 ? (
          <Stack gap="sm" align="flex-start">
            <Text size="sm" c="dimmed">
              {t('dashboard.watchlist.empty')}
            </Text>
            <Button component={Link} to="/trading" size="sm" variant="default">
              {t('dashboard.watchlist.explore')}
            </Button>
          </Stack>
        ) : (
          <ul className={classes.plainList} aria-labelledby="watchlist-title">
            {bookmarked.map((symbol) => (
              <WatchedMarket key={symbol} symbol={symbol} asset={bySymbol.get(symbol)} />
            ))}
          </ul>
        )}
      </Stack>
    </Paper>
  );
}
