import type { Currency, TradingAsset } from '@invest/contracts';
import { Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatExchangeAmount, formatMoney } from '../../shared/format/money';
import { useAppDispatch, useAppSelector } from '../../shared/store/hooks';
import { SegmentedChoice } from '../../shared/ui/segmented-choice';
import { BookmarkButton } from './bookmark-button';
import { LiveStatus } from './live-status';
import { PriceChange } from './price-change';
import { useMarketTickerQuery } from './trading.api';
import classes from './trading.module.css';
import { type TradingType, tradingTypeSelected } from './trading.slice';

function Stat({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={0} className={classes.stat}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={600} className={classes.numeric}>
        {children}
      </Text>
    </Stack>
  );
}

/** The market's name and its last 24 hours (SPEC 3 currentMarketInfo, live), the trading mode, and whether it is open and live. */
export function MarketHeader({ market, asset }: { market: Currency; asset: TradingAsset | undefined }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const tradingType = useAppSelector((state) => state.trading.tradingType);
  const { data: ticker } = useMarketTickerQuery(market.Symbol);
  const lastPrice = ticker?.Price ?? asset?.LastPrice ?? null;
  const price = (decimal: string | null | undefined) => (decimal ? formatExchangeAmount(decimal) : '—');

  return (
    <Stack gap="md" mb="lg">
      <Group justify="space-between" gap="sm" align="flex-start">
        <Group gap="xs" wrap="nowrap">
          <Title order={1} fz={{ base: 24, sm: 28 }} lh={1.2}>
            {market.Name}{' '}
            <Text span c="dimmed" fz="0.7em" fw={500}>
              {market.Symbol}
            </Text>
          </Title>
          <BookmarkButton symbol={market.Symbol} />
        </Group>
        <Group gap="md">
          <LiveStatus market={market} />
          <SegmentedChoice
            aria-label={t('trading.mode.label')}
            size="xs"
            value={tradingType}
            onChange={(value) => dispatch(tradingTypeSelected(value as TradingType))}
            data={[
              { value: 'simple', label: t('trading.mode.simple') },
              { value: 'advanced', label: t('trading.mode.advanced') },
            ]}
          />
        </Group>
      </Group>
      <Group gap="xl" wrap="wrap" style={{ rowGap: 'var(--mantine-spacing-sm)' }}>
        <Stat label={t('trading.header.last')}>
          {lastPrice ? `${price(lastPrice)} ${market.QuoteAsset}` : t('trading.header.noTrades')}
        </Stat>
        <Stat label={t('trading.header.change')}>{ticker ? <PriceChange pct={ticker.PriceDiffPct} /> : '—'}</Stat>
        <Stat label={t('trading.header.volume')}>
          {ticker ? `${formatMoney(ticker.PricedVolume, market.QuoteAsset)} ${market.QuoteAsset}` : '—'}
        </Stat>
        <Stat label={t('trading.header.high')}>{price(ticker?.High)}</Stat>
        <Stat label={t('trading.header.low')}>{price(ticker?.Low)}</Stat>
      </Group>
    </Stack>
  );
}
