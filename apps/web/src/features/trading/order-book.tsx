import type { Currency } from '@invest/contracts';
import { formatUnits, maxScale, parseUnits } from '@invest/money';
import { Group, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatExchangeAmount } from '../../shared/format/money';
import { useAppDispatch, useAppSelector } from '../../shared/store/hooks';
import { DirectionIcon } from '../../shared/ui/direction-icon';
import { ListSkeleton } from '../../shared/ui/list-skeleton';
import { BookSideTable } from './book-side-table';
import { patchForOrderType } from './order-form-model';
import { useMarketDepthQuery } from './trading.api';
import classes from './trading.module.css';
import { orderFormModelUpdated } from './trading.slice';
import { TradingPanel } from './trading-panel';

/**
 * The live order book of the market (websocket depth), its asks and bids as two data tables and the
 * spread; `onPricePicked` follows a price put in the order form (a phone then shows the form).
 */
export function OrderBook({ market, onPricePicked }: { market: Currency; onPricePicked?: () => void }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const orderType = useAppSelector((state) => state.trading.orderFormModel.orderType);
  const { data: depth, isLoading } = useMarketDepthQuery(market.Symbol);
  const bestAsk = depth?.asks[0]?.[0];
  const bestBid = depth?.bids[0]?.[0];
  const spread =
    bestAsk && bestBid ? formatUnits(parseUnits(bestAsk, maxScale) - parseUnits(bestBid, maxScale), maxScale) : null;
  const pickPrice = (price: string) => {
    dispatch(orderFormModelUpdated({ ...(orderType === 'market' ? patchForOrderType('limit') : {}), price }));
    onPricePicked?.();
  };

  return (
    <TradingPanel titleId="book-title" title={t('trading.book.title')} h="100%">
      {isLoading || !depth ? (
        <ListSkeleton />
      ) : (
        <>
          <Group gap={6}>
            <DirectionIcon direction="down" />
            <Title order={3} fz="sm">
              {t('trading.book.asks')}
            </Title>
          </Group>
          {depth.asks.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('trading.book.noAsks')}
            </Text>
          ) : (
            <BookSideTable
              side="asks"
              levels={depth.asks}
              market={market}
              caption={t('trading.book.asksCaption', { market: market.Symbol })}
              onPickPrice={pickPrice}
            />
          )}
          {spread ? (
            <Text size="sm" c="dimmed" ta="center" className={classes.numeric}>
              {t('trading.book.spread', { spread: formatExchangeAmount(spread), quote: market.QuoteAsset })}
            </Text>
          ) : null}
          <Group gap={6}>
            <DirectionIcon direction="up" />
            <Title order={3} fz="sm">
              {t('trading.book.bids')}
            </Title>
          </Group>
          {depth.bids.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('trading.book.noBids')}
            </Text>
          ) : (
            <BookSideTable
              side="bids"
              levels={depth.bids}
              market={market}
              caption={t('trading.book.bidsCaption', { market: market.Symbol })}
              onPickPrice={pickPrice}
            />
          )}
        </>
      )}
    </TradingPanel>
  );
}
