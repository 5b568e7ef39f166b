import {
  type AdminOrder,
  type AdminOrderListQuery,
  type Order,
  type OrderFilterQuery,
  type OrderListQuery,
  type OrdersTotal,
  openOrderStatusCodes,
  type Page,
} from '@invest/contracts';
import { notFound } from '../../../platform/errors';
import type { AuthContext } from '../../../platform/http/context';
import { findMarket } from '../markets/markets.repository';
import { toOrder } from '../markets/orders.mapper';
import { countOrders, findFillsOfOrders, findOrderOfUser, findOrdersPage } from '../markets/orders.repository';
import type { TradingDeps } from '../trading.deps';

type Scope = Pick<AuthContext, 'tenantId' | 'userId'>;

/** One of the caller's orders; NOT_FOUND for any other (another user's is never revealed). */
export async function getOrder(deps: Pick<TradingDeps, 'db'>, actor: Scope, orderId: string): Promise<Order> {
  const order = await findOrderOfUser(deps.db, actor, orderId);
  const market = order && (await findMarket(deps.db, actor.tenantId, { id: order.marketId }));
  if (!order || !market) throw notFound('Order');
  return toOrder(order, market, await findFillsOfOrders(deps.db, [order.id]));
}

/** GET /api/orders: the caller's orders, filtered, sorted and paged, each with its fills. */
export async function findOrders(
  deps: Pick<TradingDeps, 'db'>,
  actor: Scope,
  query: OrderListQuery,
): Promise<Page<Order>> {
  const { items, total } = await findOrdersPage(deps.db, actor, query);
  const fills = await findFillsOfOrders(
    deps.db,
    items.map((item) => item.order.id),
  );
  return {
    items: items.map((item) => toOrder(item.order, item.market, fills)),
    page: query.page,
    limit: query.limit,
    total,
  };
}

/** GET /api/orders-total: how many of the caller's orders match the filters, and how many of them are open. */
export async function findOrdersTotal(
  deps: Pick<TradingDeps, 'db'>,
  actor: Scope,
  query: OrderFilterQuery,
): Promise<OrdersTotal> {
  const total = await countOrders(deps.db, actor, query);
  const open = await countOrders(deps.db, actor, query, openOrderStatusCodes);
  return { total, open };
}

/** GET /api/admin/orders: the domain's orders, every investor's or one's by email, with who placed each. */
export async function findTenantOrders(
  deps: Pick<TradingDeps, 'db'>,
  tenantId: string,
  query: AdminOrderListQuery,
): Promise<Page<AdminOrder>> {
  const { email, ...filters } = query;
  const { items, total } = await findOrdersPage(deps.db, { tenantId, ...(email && { email }) }, filters);
  const fills = await findFillsOfOrders(
    deps.db,
    items.map((item) => item.order.id),
  );
  return {
    items: items.map((item) => ({
      ...toOrder(item.order, item.market, fills),
      UserId: item.order.userId,
      Email: item.email,
    })),
    page: query.page,
    limit: query.limit,
    total,
  };
}
