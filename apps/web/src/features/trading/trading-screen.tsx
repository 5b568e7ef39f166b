import type { Currency, TradingAsset, User } from '@invest/contracts';
import { findOfferRestriction } from '@invest/contracts/trading';
import { SimpleGrid, Stack } from '@mantine/core';
import { useAppSelector } from '../../shared/store/hooks';
import { AssetNewsPanel } from './asset-news-panel';
import { ChartPanel } from './chart-panel';
import { KycBanner } from './kyc-banner';
import { MarketClosedBanner } from './market-closed-banner';
import { MarketHeader } from './market-header';
import { MarketList } from './market-list';
import { offerProfileOf } from './offer-profile';
import { OfferRestrictionNotice } from './offer-restriction-notice';
import { OrderActivityLog } from './order-activity-log';
import { OrderBook } from './order-book';
import { OrderForm } from './order-form';
import { OrdersPanel } from './orders-panel';
import { RecentTrades } from './recent-trades';
import classes from './trading.module.css';
import { useAccountFeed } from './use-account-feed';
import { useRealtimeSession } from './use-realtime-session';

/** Where the order form goes: the form, or why the investor cannot trade this market yet. */
function OrderSlot({ market, asset, user }: { market: Currency; asset: TradingAsset | undefined; user: User }) {
  const restriction = findOfferRestriction(market, offerProfileOf(user));
  if (restriction) return <OfferRestrictionNotice restriction={restriction} />;
  if (!user.investor_id) return <KycBanner user={user} />;
  return (
    <>
      <OrderForm market={market} asset={asset} />
      <OrderActivityLog />
    </>
  );
}

/**
 * The trading screen of one market (SPEC 3 trading state, SPEC 9 trading types). Simple mode: the
 * chart, the markets and the market's news beside the order form. Advanced mode puts the order book
 * and the recent trades under the chart, the markets beside the form, and adds the time in force. The
 * investor's orders run across the page in both, so every column of the table fits.
 */
export function TradingScreen({
  market,
  markets,
  assets,
  user,
}: {
  market: Currency;
  markets: Currency[];
  assets: TradingAsset[] | undefined;
  user: User;
}) {
  const isAdvanced = useAppSelector((state) => state.trading.tradingType === 'advanced');
  const canTrade = user.investor_id !== null;
  const asset = assets?.find((candidate) => candidate.Market === market.Symbol);
  useRealtimeSession(canTrade);
  useAccountFeed(canTrade);
  const marketsAndNews = (
    <>
      <MarketList markets={markets} assets={assets} current={market.Symbol} />
      <AssetNewsPanel asset={market.BaseAsset} />
    </>
  );

  return (
    <>
      <MarketHeader market={market} asset={asset} />
      <Stack gap="md">
        {market.IsMarketOpen ? null : <MarketClosedBanner market={market} />}
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
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
                <OrderBook market={market} />
                <RecentTrades market={market} />
              </SimpleGrid>
            ) : (
              <Stack gap="md">{marketsAndNews}</Stack>
            )}
          </div>
          {canTrade ? (
            <div className={classes.ordersArea}>
              <OrdersPanel symbol={market.Symbol} />
            </div>
          ) : null}
        </div>
      </Stack>
    </>
  );
}
