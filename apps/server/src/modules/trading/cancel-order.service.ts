import { type Order, type OrderStatusCode, openOrderStatusCodes } from '@invest/contracts';
import { inTransaction } from '../../platform/db/transaction';
import { AppError, notFound } from '../../platform/errors';
import type { AuthContext } from '../../platform/http/context';
import { expireEndedDayOrders } from './day-expiry';
import { findMarket } from './markets.repository';
import { getOrder } from './order-queries.service';
import { findOrderOfUser } from './orders.repository';
import { applyEngineEvents } from './settlement';
import type { TradingDeps } from './trading.deps';

const notOpen = () => new AppError('TRD-11', 'The order is no longer open, so it cannot be cancelled');

/**
 * POST /api/orders/cancel: takes the caller's open order out of the book and releases what is left
 * of its hold, in one transaction as the market's writer. Another user's order is NOT_FOUND.
 */
export async function cancelOrder(deps: TradingDeps, actor: AuthContext, orderId: string): Promise<Order> {
  const order = await findOrderOfUser(deps.db, actor, orderId);
  const market = order && (await findMarket(deps.db, actor.tenantId, { id: order.marketId }));
  if (!order || !market) throw notFound('Order');
  if (!openOrderStatusCodes.includes(order.status as OrderStatusCode)) throw notOpen();
  await deps.desk.run(market, (book) =>
    inTransaction(deps.db, async (tx) => {
      const now = deps.clock.now();
      await expireEndedDayOrders(tx, book, market, now);
      const events = book.cancel(order.id);
      if (events[0]?.type === 'rejected') throw notOpen();
      await applyEngineEvents(tx, { market, now }, events, []);
    }),
  );
  return getOrder(deps, actor, orderId);
}
