import type { AdminOrderListQuery, OrderStatusCode } from '@invest/contracts';
import { orderStatusCodes } from '@invest/contracts/trading-codes';
import { pageFrom } from '../../../shared/ui/list-pager';

/**
 * The orders page keeps its filters, sort and page in the address (`?email=…&side=1&page=2`), so a
 * search can be bookmarked, shared and reopened. Values that the list query would refuse are left
 * out rather than sent.
 */

export type OrderSortField = AdminOrderListQuery['sortField'];
export type SortDirection = AdminOrderListQuery['orderBy'];

/** The filters as the form edits them: empty text for "any". */
export interface OrderFilters {
  email: string;
  shareName: string;
  side: string;
  orderType: string;
  status: string;
  startDate: string;
  endDate: string;
}

export const noFilters: OrderFilters = {
  email: '',
  shareName: '',
  side: '',
  orderType: '',
  status: '',
  startDate: '',
  endDate: '',
};

const orderPageSize = 20;
const sortFields: readonly OrderSortField[] = ['TransactionTime', 'ShareName', 'Side', 'OrderType', 'LastOrderStatus'];
const sides = ['1', '2'];
const orderTypes = ['1', '2', '3', '4'];
const shortestEmailFilter = 3;

const isDay = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`));
const isStatus = (value: string): value is OrderStatusCode => (orderStatusCodes as readonly string[]).includes(value);

/** Whether the email filter is long enough for the list query (the whole address is expected). */
export const isEmailFilterValid = (email: string) => email.trim() === '' || email.trim().length >= shortestEmailFilter;

/** Whether the dates, when both are given, are in order. */
export const isDateRangeValid = ({ startDate, endDate }: Pick<OrderFilters, 'startDate' | 'endDate'>) =>
  !startDate || !endDate || startDate <= endDate;

/** The filters the address holds, each kept only when the list query takes it. */
export function filtersOf(search: URLSearchParams): OrderFilters {
  const read = (name: keyof OrderFilters) => search.get(name)?.trim() ?? '';
  const email = read('email');
  const dates = { startDate: isDay(read('startDate')) ? read('startDate') : '', endDate: '' };
  dates.endDate =
    isDay(read('endDate')) && isDateRangeValid({ ...dates, endDate: read('endDate') }) ? read('endDate') : '';
  return {
    email: email.length >= shortestEmailFilter ? email : '',
    shareName: read('shareName').slice(0, 64),
    side: sides.includes(read('side')) ? read('side') : '',
    orderType: orderTypes.includes(read('orderType')) ? read('orderType') : '',
    status: isStatus(read('status')) ? read('status') : '',
    ...dates,
  };
}

/** GET /api/admin/orders's query for the address: its filters, sort (newest first unless told) and page. */
export function orderQueryOf(search: URLSearchParams): AdminOrderListQuery {
  const filters = filtersOf(search);
  const sortField = sortFields.find((field) => field === search.get('sortField')) ?? 'TransactionTime';
  return {
    page: pageFrom(search.get('page')),
    limit: orderPageSize,
    sortField,
    orderBy: search.get('orderBy') === 'asc' ? 'asc' : 'desc',
    ...(filters.email && { email: filters.email }),
    ...(filters.shareName && { shareName: filters.shareName }),
    ...(filters.side && { side: Number(filters.side) as 1 | 2 }),
    ...(filters.orderType && { orderType: Number(filters.orderType) as 1 | 2 | 3 | 4 }),
    ...(isStatus(filters.status) && { status: filters.status }),
    ...(filters.startDate && { startDate: filters.startDate }),
    ...(filters.endDate && { endDate: filters.endDate }),
  };
}

/** The address of a search: only what differs from the defaults (no filter, newest first, page 1). */
export function searchOf(
  filters: OrderFilters,
  sort: { sortField: OrderSortField; orderBy: SortDirection },
  page = 1,
): URLSearchParams {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(filters)) {
    if (value.trim()) search.set(name, value.trim());
  }
  if (sort.sortField !== 'TransactionTime') search.set('sortField', sort.sortField);
  if (sort.orderBy !== 'desc') search.set('orderBy', sort.orderBy);
  if (page > 1) search.set('page', String(page));
  return search;
}

/**
 * The sort after a click on a column's header: the same column turns around; another one starts with
 * the newest (time) or from A (the others).
 */
export function nextSort(
  current: { sortField: OrderSortField; orderBy: SortDirection },
  clicked: OrderSortField,
): { sortField: OrderSortField; orderBy: SortDirection } {
  if (current.sortField === clicked) return { sortField: clicked, orderBy: current.orderBy === 'asc' ? 'desc' : 'asc' };
  return { sortField: clicked, orderBy: clicked === 'TransactionTime' ? 'desc' : 'asc' };
}
