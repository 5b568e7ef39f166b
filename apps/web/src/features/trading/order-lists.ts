import type { Order, Page } from '@invest/contracts';
import { orderSides, shownOpenOrderStatusCodes } from '@invest/contracts/trading-codes';
import type { OpenOrdersFilter } from './trading.slice';

/** The filters of GET /api/orders the order lists use (SPEC 3 openOrdersFilter). */
export interface OrdersQuery {
  shareName?: string;
  side?: 1 | 2;
}

/** The status of a filled order (SPEC 4). */
export const filledStatus = '2';

const isOpenOrder = (order: Order) => shownOpenOrderStatusCodes.includes(order.LastOrderStatus);

/**
 * The query of the order lists for the filters: all markets or the current one, buys, sells or
 * both. With neither buys nor sells there is nothing to ask for, so null.
 */
export function ordersQueryOf(filter: OpenOrdersFilter, symbol: string): OrdersQuery | null {
  if (!filter.showBuy && !filter.showSell) return null;
  return {
    ...(filter.showAllMarkets ? {} : { shareName: symbol }),
    ...(filter.showBuy && filter.showSell ? {} : { side: filter.showBuy ? orderSides.buy : orderSides.sell }),
  };
}

function matchesOrdersQuery(order: Order, query: OrdersQuery): boolean {
  return (
    (query.shareName === undefined || order.ShareName === query.shareName) &&
    (query.side === undefined || order.Side === query.side)
  );
}

const newestFirst = (a: Order, b: Order) => b.TransactionTime.localeCompare(a.TransactionTime);

/** The open orders after a change of `order`: in the list while it is open and matches the query, out of it after. */
export function withOpenOrder(orders: readonly Order[], order: Order, query: OrdersQuery): Order[] {
  const others = orders.filter((candidate) => candidate.OrderId !== order.OrderId);
  if (!isOpenOrder(order) || !matchesOrdersQuery(order, query)) return others;
  return [...others, order].sort(newestFirst);
}

/** A page of filled orders after a change of `order`: a newly filled order that matches comes first. */
export function withFilledOrder(page: Page<Order>, order: Order, query: OrdersQuery): Page<Order> {
  if (order.LastOrderStatus !== filledStatus || !matchesOrdersQuery(order, query)) return page;
  const known = page.items.some((candidate) => candidate.OrderId === order.OrderId);
  if (known) {
    return { ...page, items: page.items.map((candidate) => (candidate.OrderId === order.OrderId ? order : candidate)) };
  }
  if (page.page !== 1) return { ...page, total: page.total + 1 };
  return { ...page, items: [order, ...page.items].slice(0, page.limit), total: page.total + 1 };
}
