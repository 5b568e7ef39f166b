import {
  type AccountHistoryEntry,
  type AccountHistoryQuery,
  accountHistoryDepth,
  type MovementOrderType,
  type MovementSide,
  type OrderListQuery,
  type OrderStatusCode,
  type Page,
} from '@invest/contracts';
import { invalid } from '../../../platform/errors';
import type { AuthContext } from '../../../platform/http/context';
import { type FundsMovement, type FundsMovementFilter, findFundsMovements } from '../../ledger';
import { dayRangeOf, offsetOf } from '../accounts/report-dates';
import { findFillsOfOrders, findOrdersPage } from '../markets/orders.repository';
import type { TradingDeps } from '../trading.deps';
import { type HistoryItem, type OrderItem, toHistoryEntry } from './account-history.mapper';
import { movementKinds } from './movement-codes';

type Scope = Pick<AuthContext, 'tenantId' | 'userId'>;

/** A movement's status: the ledger records only what was done. */
const movementStatus: OrderStatusCode = '2';

export type HistoryFilter = Partial<Pick<AccountHistoryQuery, 'status' | 'shareName' | 'startDate' | 'endDate'>> & {
  orderType?: number | MovementOrderType | undefined;
  side?: number | MovementSide | undefined;
};

export interface HistoryWindow {
  offset: number;
  limit: number;
  isOldestFirst: boolean;
}

const isMovementCode = (code: number | string | undefined): code is string => typeof code === 'string';

/** The filter of the orders' list, or null when the filter takes movements only. */
function orderFilterOf(filter: HistoryFilter): Omit<OrderListQuery, 'page' | 'limit' | 'sortField' | 'orderBy'> | null {
  const { orderType, side, ...rest } = filter;
  if (isMovementCode(orderType) || isMovementCode(side)) return null;
  return {
    ...rest,
    ...(orderType !== undefined && { orderType: orderType as OrderListQuery['orderType'] }),
    ...(side !== undefined && { side: side as OrderListQuery['side'] }),
  };
}

/** The filter of the ledger's movements, or null when the filter takes orders only. */
function movementFilterOf(filter: HistoryFilter): FundsMovementFilter | null {
  const { orderType, side, status } = filter;
  if (typeof orderType === 'number' || typeof side === 'number') return null;
  if (status !== undefined && status !== movementStatus) return null;
  return {
    kinds: movementKinds,
    asset: filter.shareName,
    ...dayRangeOf(filter),
    direction: orderType === undefined ? undefined : orderType === 'deposit' ? 'in' : 'out',
    between: side === 'transfer' ? 'own' : undefined,
  };
}

/**
 * The first `depth` of the orders and the movements, each already in time order, in time order. At
 * the same instant a movement is the older: money arrives before the orders it pays for.
 */
function mergeByTime(
  orders: readonly OrderItem[],
  movements: readonly FundsMovement[],
  depth: number,
  isOldestFirst: boolean,
): HistoryItem[] {
  const merged: HistoryItem[] = [];
  let [nextOrder, nextMovement] = [0, 0];
  while (merged.length < depth) {
    const order = orders[nextOrder];
    const movement = movements[nextMovement];
    if (!order && !movement) break;
    const orderTime = order?.order.createdAt.getTime() ?? 0;
    const movementTime = movement?.createdAt.getTime() ?? 0;
    const isOrderNext =
      order !== undefined &&
      (movement === undefined || (isOldestFirst ? orderTime < movementTime : orderTime >= movementTime));
    if (isOrderNext) {
      merged.push({ order });
      nextOrder += 1;
    } else if (movement) {
      merged.push({ movement });
      nextMovement += 1;
    }
  }
  return merged;
}

/**
 * A window of the investor's trading account history: their orders and their deposits and
 * withdrawals, by time (newest first unless asked otherwise), and how many entries the filter has.
 * Each source is read as deep as the window reaches, then the two are merged; a window deeper than
 * `accountHistoryDepth` is refused, the dates narrowing it instead.
 */
export async function findHistoryWindow(
  deps: Pick<TradingDeps, 'db'>,
  actor: Scope,
  filter: HistoryFilter,
  window: HistoryWindow,
): Promise<{ items: HistoryItem[]; total: number }> {
  const depth = window.offset + window.limit;
  if (depth > accountHistoryDepth) {
    throw invalid(
      'page',
      `The history shows its newest ${accountHistoryDepth} entries: choose dates to see older ones`,
    );
  }
  const orderFilter = orderFilterOf(filter);
  const movementFilter = movementFilterOf(filter);
  const [orders, movements] = await Promise.all([
    orderFilter
      ? findOrdersPage(deps.db, actor, {
          ...orderFilter,
          page: 1,
          limit: depth,
          sortField: 'TransactionTime',
          orderBy: window.isOldestFirst ? 'asc' : 'desc',
        })
      : { items: [], total: 0 },
    movementFilter
      ? findFundsMovements(deps.db, actor.tenantId, actor.userId, movementFilter, {
          limit: depth,
          isOldestFirst: window.isOldestFirst,
        })
      : { rows: [], total: 0 },
  ]);
  const merged = mergeByTime(orders.items, movements.rows, depth, window.isOldestFirst);
  return { items: merged.slice(window.offset, depth), total: orders.total + movements.total };
}

/**
 * GET /v1/trading/orders: a page of the investor's trading account history, orders with their fills
 * and the ledger's deposits and withdrawals, filtered.
 */
export async function findAccountHistory(
  deps: Pick<TradingDeps, 'db'>,
  actor: Scope,
  query: AccountHistoryQuery,
): Promise<Page<AccountHistoryEntry>> {
  const { page, limit, orderBy, sortField: _byTime, ...filter } = query;
  const window = { offset: offsetOf(query), limit, isOldestFirst: orderBy === 'asc' };
  const { items, total } = await findHistoryWindow(deps, actor, filter, window);
  const fills = await findFillsOfOrders(
    deps.db,
    items.flatMap((item) => ('order' in item ? [item.order.order.id] : [])),
  );
  return { items: items.map((item) => toHistoryEntry(item, fills)), page, limit, total };
}
