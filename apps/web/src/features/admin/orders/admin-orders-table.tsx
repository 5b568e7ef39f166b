import type { AdminOrder } from '@invest/contracts';
import { Anchor, Group, Table, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime } from '../../../shared/format/date-time';
import { formatExchangeAmount } from '../../../shared/format/money';
import { ChevronRightIcon } from '../../../shared/ui/icons';
import { OrderStatusBadge, SideLabel } from '../../trading';
import type { OrderSortField, SortDirection } from './admin-order-search';
import classes from './admin-orders.module.css';

type Sort = { sortField: OrderSortField; orderBy: SortDirection };

/** A column header that sorts the list by its column: a button, with the sort told by `aria-sort`. */
function SortableHead({
  field,
  label,
  sort,
  onSort,
}: {
  field: OrderSortField;
  label: string;
  sort: Sort;
  onSort: (field: OrderSortField) => void;
}) {
  const isSorted = sort.sortField === field;
  const direction = sort.orderBy === 'asc' ? 'ascending' : 'descending';
  return (
    <Table.Th scope="col" aria-sort={isSorted ? direction : 'none'}>
      <UnstyledButton className={`${classes.sortButton} mantine-focus-auto`} onClick={() => onSort(field)}>
        <Group gap={4} wrap="nowrap">
          {label}
          <ChevronRightIcon
            size={12}
            aria-hidden="true"
            className={isSorted ? classes.sortIcon : classes.unsortedIcon}
            style={{ transform: `rotate(${isSorted && sort.orderBy === 'asc' ? -90 : 90}deg)` }}
          />
        </Group>
      </UnstyledButton>
    </Table.Th>
  );
}

function OrderRow({ order }: { order: AdminOrder }) {
  const { t } = useTranslation();
  const hasFilled = /[1-9]/.test(order.TotalFilledOrderQty);
  const [date, time] = formatDateTime(order.TransactionTime).split(' ');
  return (
    <Table.Tr>
      <Table.Td>
        <Anchor component={Link} to={`/admin/orders/${order.OrderId}`} fw={500} className={classes.numeric}>
          <span className={classes.line}>{date}</span> <span className={classes.line}>{time}</span>
        </Anchor>
      </Table.Td>
      <Table.Td>
        <Text size="sm" className={classes.email}>
          {order.Email}
        </Text>
      </Table.Td>
      <Table.Td fw={600}>{order.ShareName}</Table.Td>
      <Table.Td>
        <SideLabel side={order.Side} size="sm" />
        <Text size="xs" c="dimmed">
          {t(`admin.orders.orderTypes.${String(order.OrderType) as '1'}`)}
        </Text>
      </Table.Td>
      <Table.Td>
        <OrderStatusBadge status={order.LastOrderStatus} />
      </Table.Td>
      <Table.Td ta="right" className={classes.numeric}>
        <span className={classes.line}>{formatExchangeAmount(order.RefOrderQty)}</span>{' '}
        <Text span size="xs" c="dimmed" className={classes.line}>
          {order.Price && order.OrderType !== 1
            ? t('admin.orders.atPrice', { price: formatExchangeAmount(order.Price) })
            : t('admin.orders.detail.facts.atMarket')}
        </Text>
      </Table.Td>
      <Table.Td ta="right" className={classes.numeric}>
        {hasFilled ? formatExchangeAmount(order.TotalFilledOrderQty) : '—'}
      </Table.Td>
    </Table.Tr>
  );
}

/** A page of the domain's orders, newest first unless sorted otherwise, each linking to its detail. */
export function AdminOrdersTable({
  orders,
  sort,
  onSort,
}: {
  orders: AdminOrder[];
  sort: Sort;
  onSort: (field: OrderSortField) => void;
}) {
  const { t } = useTranslation();
  const sortable = (field: OrderSortField, label: string) => (
    <SortableHead field={field} label={label} sort={sort} onSort={onSort} />
  );
  return (
    <Table.ScrollContainer minWidth={820}>
      <Table verticalSpacing="sm" highlightOnHover aria-label={t('admin.orders.listLabel')}>
        <Table.Thead>
          <Table.Tr>
            {sortable('TransactionTime', t('admin.orders.columns.time'))}
            <Table.Th scope="col">{t('admin.orders.columns.investor')}</Table.Th>
            {sortable('ShareName', t('admin.orders.columns.market'))}
            {sortable('Side', t('admin.orders.columns.side'))}
            {sortable('LastOrderStatus', t('admin.orders.columns.status'))}
            <Table.Th scope="col" ta="right">
              {t('admin.orders.columns.quantity')}
            </Table.Th>
            <Table.Th scope="col" ta="right">
              {t('admin.orders.columns.filled')}
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {orders.map((order) => (
            <OrderRow key={order.OrderId} order={order} />
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
