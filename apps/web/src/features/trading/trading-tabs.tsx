import type { Currency, TradingAsset, User } from '@invest/contracts';
import { Stack, Tabs } from '@mantine/core';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChartPanel } from './chart-panel';
import { MarketsAndNews } from './markets-and-news';
import { OrderActivityLog } from './order-activity-log';
import { OrderBook } from './order-book';
import { OrderSlot, tradingBlockOf } from './order-slot';
import { OrdersPanel } from './orders-panel';
import { RecentTrades } from './recent-trades';
import classes from './trading.module.css';

type Section = 'chart' | 'book' | 'order' | 'orders';

const tabsId = 'trading-sections';
/** The order tab's element id, as the UI library names a tab: `${tabsId}-tab-${value}`. */
const orderTabId = `${tabsId}-tab-order`;

/**
 * The trading screen on a phone: its panels in tabs (the chart with the markets and news, the book
 * with the recent trades, the order form, the investor's orders), only the chosen one mounted. The
 * tabs stay under the page's header as the page scrolls, so the order form is always one tap away;
 * a price picked in the book opens the order form with it. An investor who cannot order on the
 * market is told why above the tabs instead.
 */
export function TradingTabs({
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
  const { t } = useTranslation();
  const [chosen, setChosen] = useState<Section>('chart');
  const tabsRef = useRef<HTMLDivElement>(null);
  const asset = assets?.find((candidate) => candidate.Market === market.Symbol);
  const isBlocked = tradingBlockOf(market, user) !== null;
  const sections: Section[] = [
    'chart',
    'book',
    ...(isBlocked ? [] : (['order'] as const)),
    ...(user.investor_id ? (['orders'] as const) : []),
  ];
  const section = sections.includes(chosen) ? chosen : 'chart';

  const show = (next: Section) => {
    setChosen(next);
    const tabs = tabsRef.current;
    if (tabs && tabs.getBoundingClientRect().top < 0) tabs.scrollIntoView({ block: 'start' });
  };
  const openOrderForm = () => {
    if (isBlocked) return;
    show('order');
    document.getElementById(orderTabId)?.focus();
  };

  const tabs = (
    <Tabs
      ref={tabsRef}
      id={tabsId}
      value={section}
      onChange={(value) => show(value as Section)}
      keepMounted={false}
      className={classes.sections}
    >
      <Tabs.List grow aria-label={t('trading.sections.label')} className={classes.sectionTabs}>
        {sections.map((value) => (
          <Tabs.Tab key={value} value={value}>
            {t(`trading.sections.${value}`)}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      <Tabs.Panel value="chart" pt="md">
        <Stack gap="md">
          <ChartPanel market={market} />
          <MarketsAndNews market={market} markets={markets} assets={assets} />
        </Stack>
      </Tabs.Panel>
      <Tabs.Panel value="book" pt="md">
        <Stack gap="md">
          <OrderBook market={market} onPricePicked={openOrderForm} />
          <RecentTrades market={market} />
        </Stack>
      </Tabs.Panel>
      <Tabs.Panel value="order" pt="md">
        <Stack gap="md">
          <OrderSlot market={market} asset={asset} user={user} />
        </Stack>
      </Tabs.Panel>
      <Tabs.Panel value="orders" pt="md">
        <Stack gap="md">
          <OrdersPanel symbol={market.Symbol} />
          <OrderActivityLog />
        </Stack>
      </Tabs.Panel>
    </Tabs>
  );
  return isBlocked ? (
    <Stack gap="md">
      <OrderSlot market={market} asset={asset} user={user} />
      {tabs}
    </Stack>
  ) : (
    tabs
  );
}
