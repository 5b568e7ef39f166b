import type { Order } from '@invest/contracts';
import { ReflowTable } from '../../shared/ui/reflow-table';
import { OrderRow, useOrderColumns } from './order-row';

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
  const columns = useOrderColumns();
  return (
    <ReflowTable reflowBelow="md" labels={Object.values(columns)} verticalSpacing="xs" fz="sm" aria-label={caption}>
      {orders.map((order) => (
        <OrderRow key={order.OrderId} order={order} columns={columns} {...(onCancel ? { onCancel } : {})} />
      ))}
    </ReflowTable>
  );
}
