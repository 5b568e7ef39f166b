import { type OrderFilterQuery, type OrderListQuery, openOrderStatusCodes } from '@invest/contracts';
import { TimeInForce } from '@invest/engine';
import { and, asc, count, desc, eq, gte, inArray, lt, max, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/database';
import { users } from '../auth/auth.tables';
import { markets } from './markets.tables';
import { fills, orders } from './orders.tables';

export type OrderRow = typeof orders.$inferSelect;
export type FillRow = typeof fills.$inferSelect;
export type NewFill = Omit<typeof fills.$inferInsert, 'id'>;

export type NewOrder = typeof orders.$inferInsert;

/** What settlement changes on an order. */
export type OrderFillUpdate = Pick<
  OrderRow,
  'id' | 'filledQuantityUnits' | 'filledCostUnits' | 'feeUnits' | 'status' | 'isTriggered' | 'sequence' | 'updatedAt'
>;

/** The update of the orders settlement changed, as one statement. */
function updateOrderFillsStatement(updates: readonly OrderFillUpdate[]): SQL {
  const values = JSON.stringify(
    updates.map((update) => ({
      id: update.id,
      filled_quantity_units: update.filledQuantityUnits.toString(),
      filled_cost_units: update.filledCostUnits.toString(),
      fee_units: update.feeUnits.toString(),
      status: update.status,
      is_triggered: update.isTriggered,
      sequence: update.sequence,
      updated_at: update.updatedAt.toISOString(),
    })),
  );
  return sql`
    update ${orders} set
      filled_quantity_units = v.filled_quantity_units, filled_cost_units = v.filled_cost_units,
      fee_units = v.fee_units, status = v.status, is_triggered = v.is_triggered, sequence = v.sequence,
      updated_at = v.updated_at
    from jsonb_to_recordset(${values}::jsonb) as v(id uuid, filled_quantity_units bigint,
      filled_cost_units bigint, fee_units bigint, status text, is_triggered boolean, sequence bigint,
      updated_at timestamptz)
    where ${orders.id} = v.id`;
}

/**
 * Writes what a batch did to a market's orders in ONE statement (one round trip for the writer):
 * the new orders, the resting orders it changed, and the fills between them. The fills' foreign
 * keys are checked at the end of the statement, when the new orders are there. Returns the id each
 * fill got, by its sequence.
 */
export async function writeOrderRows(
  db: Database,
  rows: { inserted: readonly NewOrder[]; changed: readonly OrderFillUpdate[]; fills: readonly NewFill[] },
): Promise<Map<number, string>> {
  const { inserted, changed } = rows;
  if (inserted.length === 0 && changed.length === 0 && rows.fills.length === 0) return new Map();
  const steps: SQL[] = [];
  if (inserted.length > 0)
    steps.push(
      sql`new_orders as (${db
        .insert(orders)
        .values([...inserted])
        .getSQL()})`,
    );
  if (changed.length > 0) steps.push(sql`changed_orders as (${updateOrderFillsStatement(changed)})`);
  const fillsWritten =
    rows.fills.length > 0
      ? db
          .insert(fills)
          .values([...rows.fills])
          .returning({ id: fills.id, sequence: fills.sequence })
          .getSQL()
      : sql`select null::uuid as id, null::bigint as sequence where false`;
  const statement = steps.length > 0 ? sql`with ${sql.join(steps, sql`, `)} ${fillsWritten}` : fillsWritten;
  const result = (await db.execute(statement)) as unknown as { rows: { id: string; sequence: string | number }[] };
  return new Map(result.rows.map((row) => [Number(row.sequence), row.id]));
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

function filterOf(scope: OrderScope, query: OrderFilterQuery, statuses?: readonly string[]): SQL | undefined {
  const conditions: (SQL | undefined)[] = [eq(orders.tenantId, scope.tenantId)];
  if (scope.userId) conditions.push(eq(orders.userId, scope.userId));
  if (scope.email) conditions.push(eq(users.email, scope.email.toLowerCase()));
  if (statuses) conditions.push(inArray(orders.status, [...statuses]));
  if (query.status) conditions.push(eq(orders.status, query.status));
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
