import type { Order, OrderStatusCode } from '@invest/contracts';
import { ReflowTable } from '../../shared/ui/reflow-table';
import { OrderRow, useOrderColumns } from './order-row';

/** The investor's orders as a table, each row with its fills, open ones with edit and cancel buttons. */
export function OrdersTable({
  orders,
  caption,
  statusOf,
  onAmend,
  onCancel,
}: {
  orders: Order[];
  caption: string;
  /** The status to show for an order, when not its own. */
  statusOf?: (order: Order) => OrderStatusCode;
  onAmend?: (order: Order) => void;
  onCancel?: (order: Order) => void;
}) {
  const columns = useOrderColumns();
  return (
    <ReflowTable reflowBelow="md" labels={Object.values(columns)} verticalSpacing="xs" fz="sm" aria-label={caption}>
      {orders.map((order) => (
        <OrderRow
          key={order.OrderId}
          order={order}
          columns={columns}
          {...(statusOf ? { status: statusOf(order) } : {})}
          {...(onAmend ? { onAmend } : {})}
          {...(onCancel ? { onCancel } : {})}
        />
      ))}
    </ReflowTable>
  );
}
