import type { Order, OrderStatusCode } from '@invest/contracts';
import { orderTypes } from '@invest/contracts/trading-codes';
import { Button, Group, Table } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../shared/format/date-time';
import { formatExchangeAmount } from '../../shared/format/money';
import { ReflowActions, ReflowCell, ReflowTitle } from '../../shared/ui/reflow-table';
import { filledTextOf, priceTextOf } from './order-description';
import { OrderFills } from './order-fills';
import { OrderStatusBadge } from './order-status-badge';
import { SideLabel } from './side-label';
import classes from './trading.module.css';
import type { OrderFormType } from './trading.slice';

const orderTypeNames = Object.keys(orderTypes) as OrderFormType[];

/** The column headers of a table of orders, in order. */
export function useOrderColumns() {
  const { t } = useTranslation();
  return {
    time: t('trading.orders.time'),
    market: t('trading.orders.market'),
    side: t('trading.orders.side'),
    type: t('trading.orders.type'),
    price: t('trading.orders.price'),
    quantity: t('trading.orders.quantity'),
    filledQuantity: t('trading.orders.filledQuantity'),
    status: t('trading.orders.status'),
    actions: t('trading.orders.actions'),
  };
}

/**
 * One of the investor's orders, with its fills to open below it and, while it is open, edit and cancel
 * buttons. `status` shows another status than the order's own: one asked for and not yet answered
 * (Pending cancel, Pending replace), or Suspended while its market is halted.
 */
export function OrderRow({
  order,
  columns,
  status = order.LastOrderStatus,
  onAmend,
  onCancel,
}: {
  order: Order;
  columns: ReturnType<typeof useOrderColumns>;
  status?: OrderStatusCode;
  onAmend?: (order: Order) => void;
  onCancel?: (order: Order) => void;
}) {
  const { t } = useTranslation();
  const [isShowingFills, setShowingFills] = useState(false);
  const typeKey = orderTypeNames.find((type) => orderTypes[type] === order.OrderType);
  const side = order.Side === 1 ? t('trading.side.buy') : t('trading.side.sell');
  const quantity = formatExchangeAmount(order.RefOrderQty);
  const names = { side: side.toLowerCase(), quantity, market: order.ShareName };
  const fillsId = `fills-${order.OrderId}`;

  return (
    <>
      <Table.Tr>
        <ReflowCell label={columns.time} className={classes.numeric}>
          {formatDateTime(order.TransactionTime)}
        </ReflowCell>
        <ReflowTitle fw={600}>{order.ShareName}</ReflowTitle>
        <ReflowCell label={columns.side}>
          <SideLabel side={order.Side} size="sm" />
        </ReflowCell>
        <ReflowCell label={columns.type}>{typeKey ? t(`trading.orderType.${typeKey}`) : order.OrderType}</ReflowCell>
        <ReflowCell label={columns.price} ta="right" className={classes.numeric}>
          {priceTextOf(order, t)}
        </ReflowCell>
        <ReflowCell label={columns.quantity} ta="right" className={classes.numeric}>
          {quantity}
        </ReflowCell>
        <ReflowCell label={columns.filledQuantity} ta="right" className={classes.numeric}>
          {filledTextOf(order)}
        </ReflowCell>
        <ReflowCell label={columns.status}>
          <OrderStatusBadge status={status} />
        </ReflowCell>
        <ReflowActions>
          <Group gap={6} wrap="nowrap">
            <Button
              size="compact-xs"
              variant="subtle"
              aria-expanded={isShowingFills}
              aria-controls={fillsId}
              onClick={() => setShowingFills((shown) => !shown)}
            >
              {t('trading.orders.fills', { count: order.Reports.length })}
            </Button>
            {onAmend && order.OrderType !== orderTypes.market ? (
              <Button
                size="compact-xs"
                variant="default"
                aria-label={t('trading.orders.editOrder', names)}
                onClick={() => onAmend(order)}
              >
                {t('trading.orders.edit')}
              </Button>
            ) : null}
            {onCancel ? (
              <Button
                size="compact-xs"
                variant="default"
                aria-label={t('trading.orders.cancelOrder', names)}
                onClick={() => onCancel(order)}
              >
                {t('trading.orders.cancel')}
              </Button>
            ) : null}
          </Group>
        </ReflowActions>
      </Table.Tr>
      {isShowingFills ? (
        <Table.Tr id={fillsId}>
          <Table.Td colSpan={Object.keys(columns).length}>
            <OrderFills order={order} caption={t('trading.orders.fillsOf', names)} />
          </Table.Td>
        </Table.Tr>
      ) : null}
    </>
  );
}
