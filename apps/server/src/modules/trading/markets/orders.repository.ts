import {
  type OrderFilterQuery,
  type OrderListQuery,
  type OrderStatusCode,
  openOrderStatusCodes,
  restingOrderStatusCodes,
  suspendedStatusCode,
} from '@invest/contracts';
import { TimeInForce } from '@invest/engine';
import { and, asc, count, desc, eq, gte, inArray, isNotNull, isNull, lt, max, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../../platform/db/database';
import { namedStatement, param } from '../../../platform/db/named-statement';
import { users } from '../../auth';
import { markets } from './markets.tables';
import { fills, orders } from './orders.tables';

export type OrderRow = typeof orders.$inferSelect;
export type FillRow = typeof fills.$inferSelect;

/** What settlement changes on an order. */
export type OrderFillUpdate = Pick<
  OrderRow,
  'id' | 'filledQuantityUnits' | 'filledCostUnits' | 'feeUnits' | 'status' | 'isTriggered' | 'sequence' | 'updatedAt'
>;

/** The batch's rows as one statement: its values are three JSON arrays, so its text never changes. */
const writeOrderRowsStatement = namedStatement(
  'orders_write_rows',
  sql`
    with new_orders as (
      insert into orders (id, tenant_id, user_id, market_id, side, order_type, time_in_force, price_units,
        stop_price_units, is_triggered, quantity_units, filled_quantity_units, filled_cost_units, fee_units, fee_pct,
        status, hold_id, integration_service, idempotency_key, replaces_order_id, sequence, created_at, updated_at)
      select o.id, o.tenant_id, o.user_id, o.market_id, o.side, o.order_type, o.time_in_force, o.price_units,
        o.stop_price_units, o.is_triggered, o.quantity_units, o.filled_quantity_units, o.filled_cost_units, o.fee_units,
        o.fee_pct, o.status, o.hold_id, o.integration_service, o.idempotency_key, o.replaces_order_id, o.sequence,
        o.created_at, o.updated_at
      from jsonb_to_recordset(${param('inserted')}::jsonb) as o(id uuid, tenant_id uuid, user_id uuid,
        market_id uuid, side smallint, order_type smallint, time_in_force smallint, price_units bigint,
        stop_price_units bigint, is_triggered boolean, quantity_units bigint, filled_quantity_units bigint,
        filled_cost_units bigint, fee_units bigint, fee_pct text, status text, hold_id uuid, integration_service text,
        idempotency_key text, replaces_order_id uuid, sequence bigint, created_at timestamptz, updated_at timestamptz)
    ),
    changed_orders as (
      update orders set
        filled_quantity_units = v.filled_quantity_units, filled_cost_units = v.filled_cost_units,
        fee_units = v.fee_units, status = v.status, is_triggered = v.is_triggered, sequence = v.sequence,
        updated_at = v.updated_at
      from jsonb_to_recordset(${param('changed')}::jsonb) as v(id uuid, filled_quantity_units bigint,
        filled_cost_units bigint, fee_units bigint, status text, is_triggered boolean, sequence bigint,
        updated_at timestamptz)
      where orders.id = v.id
    )
    insert into fills (id, tenant_id, market_id, maker_order_id, taker_order_id, price_units, quantity_units, cost_units,
      maker_fee_units, taker_fee_units, maker_status, taker_status, sequence, created_at)
    select f.id, f.tenant_id, f.market_id, f.maker_order_id, f.taker_order_id, f.price_units, f.quantity_units, f.cost_units,
      f.maker_fee_units, f.taker_fee_units, f.maker_status, f.taker_status, f.sequence, f.created_at
    from jsonb_to_recordset(${param('fills')}::jsonb) as f(id uuid, tenant_id uuid, market_id uuid,
      maker_order_id uuid, taker_order_id uuid, price_units bigint, quantity_units bigint, cost_units bigint,
      maker_fee_units bigint, taker_fee_units bigint, maker_status text, taker_status text, sequence bigint,
      created_at timestamptz)`,
);

const units = (value: bigint | null) => (value === null ? null : value.toString());

/**
 * Writes what a batch did to a market's orders in ONE statement (one round trip for the writer):
 * the new orders, the resting orders it changed, and the fills between them. The fills' foreign
 * keys are checked at the end of the statement, when the new orders are there. Each fill comes
 * with the id its writer gave it.
 */
export async function writeOrderRows(
  db: Database,
  rows: { inserted: readonly OrderRow[]; changed: readonly OrderFillUpdate[]; fills: readonly FillRow[] },
): Promise<void> {
  const { inserted, changed, fills: newFills } = rows;
  if (inserted.length === 0 && changed.length === 0 && newFills.length === 0) return;
  await writeOrderRowsStatement(db, {
    inserted: JSON.stringify(
      inserted.map((order) => ({
        id: order.id,
        tenant_id: order.tenantId,
        user_id: order.userId,
        market_id: order.marketId,
        side: order.side,
        order_type: order.orderType,
        time_in_force: order.timeInForce,
        price_units: units(order.priceUnits),
        stop_price_units: units(order.stopPriceUnits),
        is_triggered: order.isTriggered,
        quantity_units: units(order.quantityUnits),
        filled_quantity_units: units(order.filledQuantityUnits),
        filled_cost_units: units(order.filledCostUnits),
        fee_units: units(order.feeUnits),
        fee_pct: order.feePct,
        status: order.status,
        hold_id: order.holdId,
        integration_service: order.integrationService,
        idempotency_key: order.idempotencyKey,
        replaces_order_id: order.replacesOrderId,
        sequence: order.sequence,
        created_at: order.createdAt.toISOString(),
        updated_at: order.updatedAt.toISOString(),
      })),
    ),
    changed: JSON.stringify(
      changed.map((order) => ({
        id: order.id,
        filled_quantity_units: units(order.filledQuantityUnits),
        filled_cost_units: units(order.filledCostUnits),
        fee_units: units(order.feeUnits),
        status: order.status,
        is_triggered: order.isTriggered,
        sequence: order.sequence,
        updated_at: order.updatedAt.toISOString(),
      })),
    ),
    fills: JSON.stringify(
      newFills.map((fill) => ({
        id: fill.id,
        tenant_id: fill.tenantId,
        market_id: fill.marketId,
        maker_order_id: fill.makerOrderId,
        taker_order_id: fill.takerOrderId,
        price_units: units(fill.priceUnits),
        quantity_units: units(fill.quantityUnits),
        cost_units: units(fill.costUnits),
        maker_fee_units: units(fill.makerFeeUnits),
        taker_fee_units: units(fill.takerFeeUnits),
        maker_status: fill.makerStatus,
        taker_status: fill.takerStatus,
        sequence: fill.sequence,
        created_at: fill.createdAt.toISOString(),
      })),
    ),
  });
}

export async function findOrdersByIds(db: Database, ids: readonly string[]): Promise<OrderRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(orders)
    .where(inArray(orders.id, [...ids]));
}

export async function findOrderOfUser(
  db: Database,
  scope: { tenantId: string; userId: string },
  orderId: string,
): Promise<OrderRow | null> {
  const rows = await db
    .select()
    .from(orders)
    .where(and(eq(orders.tenantId, scope.tenantId), eq(orders.userId, scope.userId), eq(orders.id, orderId)))
    .limit(1);
  return rows[0] ?? null;
}

/** The open orders of a market in time priority, to rebuild its book. */
export function findOpenOrdersOfMarket(db: Database, marketId: string): Promise<OrderRow[]> {
  return db
    .select()
    .from(orders)
    .where(and(eq(orders.marketId, marketId), inArray(orders.status, [...openOrderStatusCodes])))
    .orderBy(asc(orders.sequence));
}

/** Whether the market has an open order of `timeInForce` placed before `before`. */
export async function hasOpenOrdersPlacedBefore(
  db: Database,
  marketId: string,
  timeInForce: number,
  before: Date,
): Promise<boolean> {
  const rows = await db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.marketId, marketId),
        inArray(orders.status, [...openOrderStatusCodes]),
        eq(orders.timeInForce, timeInForce),
        lt(orders.createdAt, before),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** Every market (of every tenant) with open Day orders, with when the oldest of them was placed. */
export async function findMarketsWithOpenDayOrders(
  db: Database,
): Promise<{ market: typeof markets.$inferSelect; oldest: Date }[]> {
  const oldest = sql<Date>`min(${orders.createdAt})`.mapWith((value: string | Date) => new Date(value));
  const rows = await db
    .select({ marketId: orders.marketId, oldest })
    .from(orders)
    .where(and(inArray(orders.status, [...openOrderStatusCodes]), eq(orders.timeInForce, TimeInForce.Day)))
    .groupBy(orders.marketId);
  if (rows.length === 0) return [];
  const found = await db
    .select()
    .from(markets)
    .where(
      inArray(
        markets.id,
        rows.map((row) => row.marketId),
      ),
    );
  return found.map((market) => ({ market, oldest: rows.find((row) => row.marketId === market.id)?.oldest as Date }));
}

/** The last engine sequence the market's orders and fills used (0 for a new market). */
export async function findLastSequence(db: Database, marketId: string): Promise<number> {
  const [orderMax] = await db
    .select({ value: max(orders.sequence) })
    .from(orders)
    .where(eq(orders.marketId, marketId));
  const [fillMax] = await db
    .select({ value: max(fills.sequence) })
    .from(fills)
    .where(eq(fills.marketId, marketId));
  return Math.max(Number(orderMax?.value ?? 0), Number(fillMax?.value ?? 0));
}

/** Whose orders a list shows: one user's, or (administrators) every user's of the tenant, or one email's. */
export interface OrderScope {
  tenantId: string;
  userId?: string;
  email?: string;
}

/** The orders that show `status` (orders.mapper.ts): a resting order of a halted market shows Suspended. */
function statusShownAs(status: OrderStatusCode): SQL | undefined {
  if (status === suspendedStatusCode) {
    return and(inArray(orders.status, [...restingOrderStatusCodes]), isNotNull(markets.haltedAt));
  }
  if (!restingOrderStatusCodes.includes(status)) return eq(orders.status, status);
  return and(eq(orders.status, status), isNull(markets.haltedAt));
}

function filterOf(scope: OrderScope, query: OrderFilterQuery, statuses?: readonly string[]): SQL | undefined {
  const conditions: (SQL | undefined)[] = [eq(orders.tenantId, scope.tenantId)];
  if (scope.userId) conditions.push(eq(orders.userId, scope.userId));
  if (scope.email) conditions.push(eq(users.email, scope.email.toLowerCase()));
  if (statuses) conditions.push(inArray(orders.status, [...statuses]));
  if (query.status) conditions.push(statusShownAs(query.status));
  if (query.orderType) conditions.push(eq(orders.orderType, query.orderType));
  if (query.side) conditions.push(eq(orders.side, query.side));
  if (query.shareName) conditions.push(eq(markets.symbol, query.shareName));
  if (query.startDate) conditions.push(gte(orders.createdAt, new Date(`${query.startDate}T00:00:00Z`)));
  if (query.endDate) {
    const dayAfter = new Date(`${query.endDate}T00:00:00Z`);
    dayAfter.setUTCDate(dayAfter.getUTCDate() + 1);
    conditions.push(lt(orders.createdAt, dayAfter));
  }
  return and(...conditions);
}

const sortColumns = {
  TransactionTime: orders.createdAt,
  ShareName: markets.symbol,
  Side: orders.side,
  OrderType: orders.orderType,
  LastOrderStatus: orders.status,
} as const;

type OrderWithMarket = { order: OrderRow; market: typeof markets.$inferSelect; email: string };

export async function findOrdersPage(
  db: Database,
  scope: OrderScope,
  query: OrderListQuery,
): Promise<{ items: OrderWithMarket[]; total: number }> {
  const where = filterOf(scope, query);
  const direction = query.orderBy === 'asc' ? asc : desc;
  const items = await db
    .select({ order: orders, market: markets, email: users.email })
    .from(orders)
    .innerJoin(markets, eq(markets.id, orders.marketId))
    .innerJoin(users, eq(users.id, orders.userId))
    .where(where)
    .orderBy(direction(sortColumns[query.sortField]), direction(orders.sequence), asc(orders.id))
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  return { items, total: await countOrders(db, scope, query) };
}

export async function countOrders(
  db: Database,
  scope: OrderScope,
  query: OrderFilterQuery,
  statuses?: readonly string[],
): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(orders)
    .innerJoin(markets, eq(markets.id, orders.marketId))
    .innerJoin(users, eq(users.id, orders.userId))
    .where(filterOf(scope, query, statuses));
  return Number(row?.value ?? 0);
}

/** The fills of the orders, oldest first. */
export async function findFillsOfOrders(db: Database, orderIds: readonly string[]): Promise<FillRow[]> {
  if (orderIds.length === 0) return [];
  return db
    .select()
    .from(fills)
    .where(or(inArray(fills.makerOrderId, [...orderIds]), inArray(fills.takerOrderId, [...orderIds])))
    .orderBy(asc(fills.sequence));
}

/** An order of the tenant, whoever placed it, or null. */
export async function findOrderOfTenant(db: Database, tenantId: string, orderId: string): Promise<OrderRow | null> {
  const rows = await db
    .select()
    .from(orders)
    .where(and(eq(orders.tenantId, tenantId), eq(orders.id, orderId)))
    .limit(1);
  return rows[0] ?? null;
}

/** The user's order placed with this Idempotency-Key, or null. */
export async function findOrderByKey(
  db: Database,
  scope: { tenantId: string; userId: string },
  idempotencyKey: string,
): Promise<OrderRow | null> {
  const rows = await db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.tenantId, scope.tenantId),
        eq(orders.userId, scope.userId),
        eq(orders.idempotencyKey, idempotencyKey),
      ),
    )
    .limit(1);
  return rows[0] ?? null;
}
