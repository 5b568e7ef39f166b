import type { Order } from '@invest/contracts';
import { Group, Stack, Text } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ListSkeleton } from '../../shared/ui/list-skeleton';
import { QueryError } from '../../shared/ui/query-error';
import { CancelAllButton } from './cancel-all-button';
import { useOrderActivity } from './order-activity';
import type { OrdersQuery } from './order-lists';
import { OrdersTable } from './orders-table';
import { useOpenOrdersQuery } from './trading.api';
import { useCancelOrders } from './use-cancel-orders';

/** The open orders of the filters, live, each with a cancel button; after a cancel the focus returns to the tab. */
export function OpenOrdersView({ query, focusAfterCancel }: { query: OrdersQuery; focusAfterCancel: () => void }) {
  const { t } = useTranslation();
  const orders = useOpenOrdersQuery(query);
  const { reconcile } = useOrderActivity();
  const { cancelOne } = useCancelOrders();

  useEffect(() => {
    if (orders.data) reconcile(orders.data);
  }, [orders.data, reconcile]);

  const cancel = async (order: Order) => {
    if (await cancelOne(order)) focusAfterCancel();
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
        onCancel={(order) => void cancel(order)}
      />
    </Stack>
  );
}
