import type { Order } from '@invest/contracts';
import { orderTypes } from '@invest/contracts/trading';
import { Button, Group, Table } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../shared/format/date-time';
import { formatExchangeAmount } from '../../shared/format/money';
import { filledTextOf, priceTextOf } from './order-description';
import { OrderFills } from './order-fills';
import { OrderStatusBadge } from './order-status-badge';
import { SideLabel } from './side-label';
import classes from './trading.module.css';
import type { OrderFormType } from './trading.slice';

const orderTypeNames = Object.keys(orderTypes) as OrderFormType[];

/** How many columns an order row has, for the row of its fills. */
const orderColumns = 9;

/** One of the investor's orders, with its fills to open below it and, while it is open, a cancel button. */
export function OrderRow({ order, onCancel }: { order: Order; onCancel?: (order: Order) => void }) {
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
        <Table.Td className={classes.numeric}>{formatDateTime(order.TransactionTime)}</Table.Td>
        <Table.Th scope="row" fw={600}>
          {order.ShareName}
        </Table.Th>
        <Table.Td>
          <SideLabel side={order.Side} size="sm" />
        </Table.Td>
        <Table.Td>{typeKey ? t(`trading.orderType.${typeKey}`) : order.OrderType}</Table.Td>
        <Table.Td ta="right" className={classes.numeric}>
          {priceTextOf(order, t)}
        </Table.Td>
        <Table.Td ta="right" className={classes.numeric}>
          {quantity}
        </Table.Td>
        <Table.Td ta="right" className={classes.numeric}>
          {filledTextOf(order)}
        </Table.Td>
        <Table.Td>
          <OrderStatusBadge status={order.LastOrderStatus} />
        </Table.Td>
        <Table.Td>
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
        </Table.Td>
      </Table.Tr>
      {isShowingFills ? (
        <Table.Tr id={fillsId}>
          <Table.Td colSpan={orderColumns}>
            <OrderFills order={order} caption={t('trading.orders.fillsOf', names)} />
          </Table.Td>
        </Table.Tr>
      ) : null}
    </>
  );
}
