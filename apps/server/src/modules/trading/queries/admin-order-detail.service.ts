import {
  type AdminOrderDetail,
  type AdminOrderRejection,
  type OrderStatusCode,
  openOrderStatusCodes,
} from '@invest/contracts';
import { listAuditEvents } from '../../../platform/audit/audit';
import { notFound } from '../../../platform/errors';
import { findHoldActivity } from '../../ledger';
import { toOrder } from '../markets/orders.mapper';
import { findFillsOfOrders, findOrdersByIds, type OrderRow } from '../markets/orders.repository';
import type { TradingDeps } from '../trading.deps';
import { toAdminOrderFill, toAdminOrderMovements } from './admin-order-detail.mapper';
import { findTenantOrderWithOwner, findUserEmail } from './admin-orders.repository';

type Deps = Pick<TradingDeps, 'db'>;

/** The audit trail's entries about one order that are worth reading to find its rejection. */
const trailDepth = 20;

/** Why and when an administrator rejected the order (POST /api/admin/reject-order), or null. */
async function findRejection(deps: Deps, tenantId: string, orderId: string): Promise<AdminOrderRejection | null> {
  const events = await listAuditEvents(deps.db, tenantId, {
    object: { kind: 'order', id: orderId },
    limit: trailDepth,
  });
  const rejection = events.find((event) => event.action === 'order.reject');
  if (!rejection) return null;
  return {
    Reason: rejection.reason ?? '',
    RejectedAt: rejection.at.toISOString(),
    RejectedBy: rejection.actorUserId ? await findUserEmail(deps.db, tenantId, rejection.actorUserId) : null,
  };
}

/**
 * The holds a trade of the order may be written under besides its own: a trade is written under the
 * buyer's hold, so a sell's trades are under the holds of the buys it met.
 */
async function holdsOfCounterparties(deps: Deps, order: OrderRow, counterpartIds: readonly string[]) {
  const counterparts = await findOrdersByIds(deps.db, [...new Set(counterpartIds)]);
  return counterparts.filter((counterpart) => counterpart.tenantId === order.tenantId).map((found) => found.holdId);
}

/**
 * GET /api/admin/orders/{id}: an order of the administrator's domain, whoever placed it, with its fills,
 * the ledger movements it caused in its investor's balances and its rejection; NOT_FOUND for an order
 * of another domain.
 */
export async function getTenantOrderDetail(deps: Deps, tenantId: string, orderId: string): Promise<AdminOrderDetail> {
  const found = await findTenantOrderWithOwner(deps.db, tenantId, orderId);
  if (!found) throw notFound('Order');
  const { order, market, email } = found;
  const fills = await findFillsOfOrders(deps.db, [order.id]);
  const adminFills = fills.map((fill) => toAdminOrderFill(order, market, fill));
  const writtenUnder = await holdsOfCounterparties(
    deps,
    order,
    adminFills.map((fill) => fill.CounterpartyOrderId),
  );
  const activity = await findHoldActivity(deps.db, tenantId, order.holdId, writtenUnder);
  return {
    Order: { ...toOrder(order, market, fills), UserId: order.userId, Email: email },
    BaseAsset: market.baseAsset,
    QuoteAsset: market.quoteAsset,
    Fills: adminFills,
    Movements: toAdminOrderMovements(activity),
    Rejection: await findRejection(deps, tenantId, order.id),
    CanReject: openOrderStatusCodes.includes(order.status as OrderStatusCode),
  };
}
