import { type Order, type OrderStatusCode, openOrderStatusCodes, type RejectOrderRequest } from '@invest/contracts';
import { OrderStatus } from '@invest/engine';
import type { AuditActor, AuditEntry } from '../../../platform/audit/audit';
import { AppError, notFound } from '../../../platform/errors';
import type { AuthContext } from '../../../platform/http/context';
import { findMarket, type MarketRow } from '../markets/markets.repository';
import { findOrderOfTenant, findOrderOfUser, type OrderRow } from '../markets/orders.repository';
import { getOrder } from '../queries/order-queries.service';
import type { TradingDeps } from '../trading.deps';

/** What taking an order out of the book needs: the order's rows and its market's writer. */
export type CancelOrderDeps = Pick<TradingDeps, 'db' | 'desk'>;

/**
 * Takes an open order out of the book and releases what is left of its hold, as the market's
 * writer. It ends Canceled (4), or Rejected (8) when an administrator refused it.
 */
async function takeOutOfBook(
  deps: Pick<TradingDeps, 'desk'>,
  order: OrderRow,
  market: MarketRow,
  endsAs: typeof OrderStatus.Canceled | typeof OrderStatus.Rejected,
  audit?: AuditEntry,
): Promise<void> {
  if (!openOrderStatusCodes.includes(order.status as OrderStatusCode)) {
    throw new AppError('TRD-11', 'The order is no longer open, so it cannot be cancelled');
  }
  await deps.desk.submit(market, { type: 'cancel', orderId: order.id, endsAs, audit });
}

/** POST /api/orders/cancel: the caller's open order leaves the book. Another user's order is NOT_FOUND. */
export async function cancelOrder(
  deps: CancelOrderDeps,
  actor: Pick<AuthContext, 'tenantId' | 'userId'>,
  orderId: string,
): Promise<Order> {
  const order = await findOrderOfUser(deps.db, actor, orderId);
  const market = order && (await findMarket(deps.db, actor.tenantId, { id: order.marketId }));
  if (!order || !market) throw notFound('Order');
  await takeOutOfBook(deps, order, market, OrderStatus.Canceled);
  return getOrder(deps, actor, orderId);
}

/**
 * POST /api/admin/reject-order: an administrator refuses an open order of their domain (status 8),
 * saying why; the audit trail's entry is written by the market's writer with the rejection.
 */
export async function rejectOrder(
  deps: CancelOrderDeps,
  admin: AuthContext,
  actor: AuditActor,
  request: RejectOrderRequest,
): Promise<Order> {
  const order = await findOrderOfTenant(deps.db, admin.tenantId, request.orderId);
  const market = order && (await findMarket(deps.db, admin.tenantId, { id: order.marketId }));
  if (!order || !market) throw notFound('Order');
  await takeOutOfBook(deps, order, market, OrderStatus.Rejected, {
    tenantId: admin.tenantId,
    actor,
    action: 'order.reject',
    object: { kind: 'order', id: order.id },
    subjectUserId: order.userId,
    reason: request.reason,
    before: { status: order.status, market: market.symbol },
    after: { status: OrderStatus.Rejected },
  });
  return getOrder(deps, { tenantId: admin.tenantId, userId: order.userId }, order.id);
}
