import type { Currency, TradingAsset } from '@invest/contracts';
import { Anchor, Group, Stack, Switch, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatExchangeAmount } from '../../shared/format/money';
import { TableHead } from '../../shared/ui/table-head';
import { ToneBadge } from '../../shared/ui/tone-badge';
import { BookmarkButton } from './bookmark-button';
import { useMarketTickerQuery } from './trading.api';
import classes from './trading.module.css';
import { TradingPanel } from './trading-panel';
import { useBookmarks } from './use-bookmarks';

/**
 * The markets of the platform (SPEC 3 currencies) with their last price (the current market's live);
 * bookmarked ones first, or only those. Each links to its trading screen.
 */
export function MarketList({
  markets,
  assets,
  current,
}: {
  markets: Currency[];
  assets: TradingAsset[] | undefined;
  current: string;
}) {
  const { t } = useTranslation();
  const { bookmarked } = useBookmarks();
  const [isBookmarkedOnly, setBookmarkedOnly] = useState(false);
  const { data: ticker } = useMarketTickerQuery(current);
  const lastPrices = new Map(assets?.map((asset) => [asset.Market, asset.LastPrice]));
  if (ticker?.Price) lastPrices.set(current, ticker.Price);
  const rank = (market: Currency) => (bookmarked.includes(market.Symbol) ? 0 : 1);
  const shown = markets
    .filter((market) => !isBookmarkedOnly || bookmarked.includes(market.Symbol))
    .sort((a, b) => rank(a) - rank(b));

  return (
    <TradingPanel
      titleId="markets-title"
      title={t('trading.markets.title')}
      gap="sm"
      aside={
        <Switch
          size="xs"
          label={t('trading.markets.bookmarkedOnly')}
          checked={isBookmarkedOnly}
          onChange={(event) => setBookmarkedOnly(event.currentTarget.checked)}
        />
      }
    >
      {shown.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('trading.markets.noBookmarks')}
        </Text>
      ) : (
        <Table verticalSpacing={6} horizontalSpacing="xs" aria-label={t('trading.markets.caption')}>
          <TableHead labels={[t('trading.markets.bookmark'), t('trading.markets.market'), t('trading.markets.last')]} />
          <Table.Tbody>
            {shown.map((market) => {
              const lastPrice = lastPrices.get(market.Symbol);
              const isCurrent = market.Symbol === current;
              return (
                <Table.Tr key={market.Symbol} className={classes.marketRow} aria-current={isCurrent || undefined}>
                  <Table.Td w={36}>
                    <BookmarkButton symbol={market.Symbol} />
                  </Table.Td>
                  <Table.Th scope="row" fw={400}>
                    <Stack gap={2}>
                      <Anchor
                        component={Link}
                        to={`/trading/${encodeURIComponent(market.Symbol)}`}
                        fw={600}
                        size="sm"
                        aria-current={isCurrent ? 'page' : undefined}
                      >
                        {market.Symbol}
                      </Anchor>
                      <Text size="xs" c="dimmed">
                        {market.Name}
                      </Text>
                      <Group gap={4}>
                        {market.IsMarketOpen ? null : (
                          <ToneBadge tone={market.IsHalted ? 'warning' : 'neutral'} size="xs">
                            {market.IsHalted ? t('trading.markets.halted') : t('trading.markets.closed')}
                          </ToneBadge>
                        )}
                        {market.OnlyForAccredited ? (
                          <ToneBadge tone="caution" size="xs">
                            {t('trading.markets.accreditedOnly')}
                          </ToneBadge>
                        ) : null}
                      </Group>
                    </Stack>
                  </Table.Th>
                  <Table.Td ta="right" className={classes.numeric}>
                    {lastPrice ? formatExchangeAmount(lastPrice) : '—'}
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      )}
    </TradingPanel>
  );
}
