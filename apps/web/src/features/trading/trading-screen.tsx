import type { Currency, TradingAsset, User } from '@invest/contracts';
import { SimpleGrid, Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useAppSelector } from '../../shared/store/hooks';
import { ChartPanel } from './chart-panel';
import { MarketClosedBanner } from './market-closed-banner';
import { MarketHaltedBanner } from './market-halted-banner';
import { MarketHeader } from './market-header';
import { MarketsAndNews } from './markets-and-news';
import { OrderBook } from './order-book';
import { OrderSlot } from './order-slot';
import { OrdersPanel } from './orders-panel';
import { RecentTrades } from './recent-trades';
import classes from './trading.module.css';
import { TradingTabs } from './trading-tabs';
import { useAccountFeed } from './use-account-feed';
import { useRealtimeSession } from './use-realtime-session';

/** From this width (as `.layout` in trading.module.css) the panels stand side by side; below it, in tabs. */
const sideBySide = '(min-width: 62em)';

interface ScreenProps {
  market: Currency;
  markets: Currency[];
  assets: TradingAsset[] | undefined;
  user: User;
}

/**
 * Simple mode: the chart, the markets and the market's news beside the order form. Advanced mode puts
 * the order book and the recent trades under the chart, the markets beside the form, and adds the time
 * in force. The investor's orders run across the page in both, so every column of the table fits.
 */
function TradingGrid({ market, markets, assets, user }: ScreenProps) {
  const isAdvanced = useAppSelector((state) => state.trading.tradingType === 'advanced');
  const asset = assets?.find((candidate) => candidate.Market === market.Symbol);
  const marketsAndNews = <MarketsAndNews market={market} markets={markets} assets={assets} />;
  return (
    <div className={classes.layout}>
      <div className={classes.chartArea}>
        <ChartPanel market={market} />
      </div>
      <Stack gap="md" className={classes.sideArea}>
        <OrderSlot market={market} asset={asset} user={user} />
        {isAdvanced ? marketsAndNews : null}
      </Stack>
      <div className={classes.belowArea}>
        {isAdvanced ? (
          <SimpleGrid cols={2} spacing="md">
            <OrderBook market={market} />
            <RecentTrades market={market} />
          </SimpleGrid>
        ) : (
          <Stack gap="md">{marketsAndNews}</Stack>
        )}
      </div>
      {user.investor_id ? (
        <div className={classes.ordersArea}>
          <OrdersPanel symbol={market.Symbol} />
        </div>
      ) : null}
    </div>
  );
}

/**
 * The trading screen of one market (SPEC 3 trading state, SPEC 9 trading types): its header, then its
 * panels side by side on a wide screen, or in tabs on a phone, one mounted at a time. Which of the two
 * is read from the screen's width before the first drawing, so no panel is drawn twice.
 */
export function TradingScreen(props: ScreenProps) {
  const { market, assets, user } = props;
  const isSideBySide = useMediaQuery(sideBySide, undefined, { getInitialValueInEffect: false });
  const canTrade = user.investor_id !== null;
  useRealtimeSession(canTrade);
  useAccountFeed(canTrade);

  return (
    <>
      <MarketHeader market={market} asset={assets?.find((candidate) => candidate.Market === market.Symbol)} />
      <Stack gap="md">
        {market.IsMarketOpen ? null : market.IsHalted ? (
          <MarketHaltedBanner market={market} />
        ) : (
          <MarketClosedBanner market={market} />
        )}
        {isSideBySide ? <TradingGrid {...props} /> : <TradingTabs {...props} />}
      </Stack>
    </>
  );
}
