import type { Order } from '@invest/contracts';
import { Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { TableHead } from '../../shared/ui/table-head';
import { OrderRow } from './order-row';

/** The investor's orders as a table, each row with its fills, open ones with a cancel button. */
export function OrdersTable({
  orders,
  caption,
  onCancel,
}: {
  orders: Order[];
  caption: string;
  onCancel?: (order: Order) => void;
}) {
  const { t } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={900}>
      <Table verticalSpacing="xs" fz="sm" aria-label={caption}>
        <TableHead
          labels={[
            t('trading.orders.time'),
            t('trading.orders.market'),
            t('trading.orders.side'),
            t('trading.orders.type'),
            t('trading.orders.price'),
            t('trading.orders.quantity'),
            t('trading.orders.filledQuantity'),
            t('trading.orders.status'),
            t('trading.orders.actions'),
          ]}
        />
        <Table.Tbody>
          {orders.map((order) => (
            <OrderRow key={order.OrderId} order={order} {...(onCancel ? { onCancel } : {})} />
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
