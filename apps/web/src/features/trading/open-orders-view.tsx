import type { Order, OrderStatusCode } from '@invest/contracts';
import { Group, Stack, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListSkeleton } from '../../shared/ui/list-skeleton';
import { QueryError } from '../../shared/ui/query-error';
import { AmendOrderModal } from './amend-order-modal';
import { CancelAllButton } from './cancel-all-button';
import { useOrderActivity } from './order-activity';
import type { OrdersQuery } from './order-lists';
import { OrdersTable } from './orders-table';
import { useCurrenciesQuery, useOpenOrdersQuery } from './trading.api';
import { useCancelOrders } from './use-cancel-orders';

/**
 * The open orders of the filters, live, each with edit and cancel buttons; after a cancel the focus
 * returns to the tab. An order shows Pending cancel (6) or Pending replace (E) while its cancel or
 * edit is on its way, and Suspended (9) while its market is halted.
 */
export function OpenOrdersView({ query, focusAfterCancel }: { query: OrdersQuery; focusAfterCancel: () => void }) {
  const { t } = useTranslation();
  const orders = useOpenOrdersQuery(query);
  const markets = useCurrenciesQuery();
  const { reconcile } = useOrderActivity();
  const { cancelOne } = useCancelOrders();
  const [cancelling, setCancelling] = useState<ReadonlySet<string>>(new Set());
  const [amending, setAmending] = useState<Order | null>(null);
  const [isReplacing, setReplacing] = useState(false);
  const amendingMarket = markets.data?.find((market) => market.Symbol === amending?.ShareName);

  useEffect(() => {
    if (orders.data) reconcile(orders.data);
  }, [orders.data, reconcile]);

  const cancel = async (order: Order) => {
    setCancelling((ids) => new Set(ids).add(order.OrderId));
    const isCancelled = await cancelOne(order);
    setCancelling((ids) => new Set([...ids].filter((id) => id !== order.OrderId)));
    if (isCancelled) focusAfterCancel();
  };
  const halted = new Set(markets.data?.filter((market) => market.IsHalted).map((market) => market.Symbol));
  const haltedMarkets = [...halted].sort().join(' ');
  const { refetch } = orders;
  const seenHalts = useRef(haltedMarkets);
  // A halt or a resumption changes what the host shows of the orders resting there (Suspended or their own status).
  useEffect(() => {
    if (seenHalts.current === haltedMarkets) return;
    seenHalts.current = haltedMarkets;
    void refetch();
  }, [haltedMarkets, refetch]);
  const statusOf = (order: Order): OrderStatusCode => {
    if (cancelling.has(order.OrderId)) return '6';
    if (isReplacing && amending?.OrderId === order.OrderId) return 'E';
    return halted.has(order.ShareName) ? '9' : order.LastOrderStatus;
  };

  if (orders.isLoading) return <ListSkeleton />;
  if (orders.isError || !orders.data) return <QueryError error={orders.error} onRetry={() => void orders.refetch()} />;
  if (orders.data.length === 0) {
    return (
      <Text size="sm" c="dimmed" py="md">
        {t('trading.orders.noOpen')}
      </Text>
    );
  }
  return (
    <Stack gap="sm">
      <Group justify="flex-end">
        <CancelAllButton orders={orders.data} />
      </Group>
      <OrdersTable
        orders={orders.data}
        caption={t('trading.orders.openCaption')}
        statusOf={statusOf}
        onAmend={setAmending}
        onCancel={(order) => void cancel(order)}
      />
      {amending && amendingMarket ? (
        <AmendOrderModal
          order={amending}
          market={amendingMarket}
          onSending={setReplacing}
          onClose={() => setAmending(null)}
        />
      ) : null}
    </Stack>
  );
}
