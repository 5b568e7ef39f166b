import type { Currency, TradingAsset, User } from '@invest/contracts';
import { Stack, Tabs } from '@mantine/core';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChartPanel } from './chart-panel';
import { MarketsAndNews } from './markets-and-news';
import { OrderActivityLog } from './order-activity-log';
import { OrderBook } from './order-book';
import { OrderSlot } from './order-slot';
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
 * a price picked in the book opens the order form with it.
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
  const [section, setSection] = useState<Section>('chart');
  const tabsRef = useRef<HTMLDivElement>(null);
  const asset = assets?.find((candidate) => candidate.Market === market.Symbol);
  const canTrade = user.investor_id !== null;

  const show = (next: Section) => {
    setSection(next);
    const tabs = tabsRef.current;
    if (tabs && tabs.getBoundingClientRect().top < 0) tabs.scrollIntoView({ block: 'start' });
  };

  const openOrderForm = () => {
    show('order');
    document.getElementById(orderTabId)?.focus();
  };

  return (
    <Tabs
      ref={tabsRef}
      id={tabsId}
      value={section}
      onChange={(value) => show(value as Section)}
      keepMounted={false}
      className={classes.sections}
    >
      <Tabs.List grow aria-label={t('trading.sections.label')} className={classes.sectionTabs}>
        <Tabs.Tab value="chart">{t('trading.sections.chart')}</Tabs.Tab>
        <Tabs.Tab value="book">{t('trading.sections.book')}</Tabs.Tab>
        <Tabs.Tab value="order">{t('trading.sections.order')}</Tabs.Tab>
        {canTrade ? <Tabs.Tab value="orders">{t('trading.sections.orders')}</Tabs.Tab> : null}
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
      {canTrade ? (
        <Tabs.Panel value="orders" pt="md">
          <Stack gap="md">
            <OrdersPanel symbol={market.Symbol} />
            <OrderActivityLog />
          </Stack>
        </Tabs.Panel>
      ) : null}
    </Tabs>
  );
}
