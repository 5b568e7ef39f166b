import { Tabs, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../../shared/store/hooks';
import { FilledOrdersView } from './filled-orders-view';
import { OpenOrdersView } from './open-orders-view';
import { OrderHistoryView } from './order-history-view';
import { ordersQueryOf } from './order-lists';
import { OrdersFilters } from './orders-filters';
import { TradingPanel } from './trading-panel';

const tabsId = 'orders';
const openTabId = `${tabsId}-tab-open`;
/** Narrower tabs on a phone, so the three fit on one line. */
const tabPadding = { base: 'xs', sm: 'md' };

/**
 * The investor's open and filled orders (SPEC 3 openOrders, filledOrders) under the filters of SPEC 3,
 * and their order history between two days, to download (SPEC 7 reports/orders).
 */
export function OrdersPanel({ symbol }: { symbol: string }) {
  const { t } = useTranslation();
  const filter = useAppSelector((state) => state.trading.openOrdersFilter);
  const query = ordersQueryOf(filter, symbol);
  const queryKey = JSON.stringify(query);
  const [tab, setTab] = useState<string | null>('open');

  return (
    <TradingPanel titleId="orders-title" title={t('trading.orders.title')} gap="sm">
      {tab === 'history' ? null : <OrdersFilters />}
      <Tabs id={tabsId} value={tab} onChange={setTab} keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="open" px={tabPadding}>
            {t('trading.orders.open')}
          </Tabs.Tab>
          <Tabs.Tab value="filled" px={tabPadding}>
            {t('trading.orders.filled')}
          </Tabs.Tab>
          <Tabs.Tab value="history" px={tabPadding}>
            {t('trading.history.tab')}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="open" pt="sm">
          {query ? (
            <OpenOrdersView query={query} focusAfterCancel={() => document.getElementById(openTabId)?.focus()} />
          ) : (
            <Text size="sm" c="dimmed" py="md">
              {t('trading.orders.noneChosen')}
            </Text>
          )}
        </Tabs.Panel>
        <Tabs.Panel value="filled" pt="sm">
          {query ? (
            <FilledOrdersView key={queryKey} query={query} />
          ) : (
            <Text size="sm" c="dimmed" py="md">
              {t('trading.orders.noneChosen')}
            </Text>
          )}
        </Tabs.Panel>
        <Tabs.Panel value="history" pt="sm">
          <OrderHistoryView />
        </Tabs.Panel>
      </Tabs>
    </TradingPanel>
  );
}
