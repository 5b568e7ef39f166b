import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  index,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from '../../auth';
import { tenantIdColumn } from '../../tenants';
import { markets } from './markets.tables';

/**
 * An order of the trading host. Price and quantities are in the market's integer units; costs and
 * fees in base units of the quote asset. A stop order (type 3) carries as its price the edge of the
 * market's price protection band from its stop price, the worst price its hold covers, and trades
 * as a stop-limit order at that price. `status` is a SPEC 4 order status code; `sequence` is the
 * engine's time priority, so a restarted process rebuilds the book in the same order.
 */
/** The unique index that lets an investor place one order per Idempotency-Key. */
export const orderKeyConstraint = 'orders_request_key';

export const orders = pgTable(
  'orders',
  {
    id: uuid().primaryKey(),
    tenantId: tenantIdColumn(),
    userId: uuid()
      .notNull()
      .references(() => users.id),
    marketId: uuid()
      .notNull()
      .references(() => markets.id),
    side: smallint().notNull(),
    orderType: smallint().notNull(),
    timeInForce: smallint().notNull(),
    priceUnits: bigint({ mode: 'bigint' }),
    stopPriceUnits: bigint({ mode: 'bigint' }),
    /** A stop or stop-limit order whose stop price the last trade reached: it now trades or rests as a limit order. */
    isTriggered: boolean().notNull().default(false),
    quantityUnits: bigint({ mode: 'bigint' }).notNull(),
    filledQuantityUnits: bigint({ mode: 'bigint' }).notNull().default(sql`0`),
    filledCostUnits: bigint({ mode: 'bigint' }).notNull().default(sql`0`),
    feeUnits: bigint({ mode: 'bigint' }).notNull().default(sql`0`),
    feePct: text().notNull(),
    status: text().notNull(),
    holdId: uuid().notNull(),
    /** SPEC 9's integration service of its market when it was placed: where its executions are reported. */
    integrationService: text().$type<'merj' | 'bosonic' | 'digtl_ledger'>().notNull().default('digtl_ledger'),
    /** The Idempotency-Key it was placed with: a retry after a lost answer finds the order instead of placing another. */
    idempotencyKey: text(),
    /** The order an amend replaced with this one (cancel-replace); each order is replaced at most once. */
    replacesOrderId: uuid().references((): AnyPgColumn => orders.id),
    sequence: bigint({ mode: 'number' }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (table) => [
    index('orders_user_created_idx').on(table.tenantId, table.userId, table.createdAt),
    uniqueIndex(orderKeyConstraint)
      .on(table.tenantId, table.userId, table.idempotencyKey)
      .where(sql`${table.idempotencyKey} is not null`),
    uniqueIndex('orders_replaces_idx').on(table.replacesOrderId).where(sql`${table.replacesOrderId} is not null`),
    index('orders_open_idx').on(table.marketId, table.sequence).where(sql`${table.status} in ('0', 'A', '1')`),
    check('orders_side_check', sql`${table.side} in (1, 2)`),
    check(
      'orders_type_prices_check',
      sql`(${table.orderType} = 1 and ${table.priceUnits} is null and ${table.stopPriceUnits} is null)
        or (${table.orderType} = 2 and ${table.priceUnits} > 0 and ${table.stopPriceUnits} is null)
        or (${table.orderType} in (3, 4) and ${table.priceUnits} > 0 and ${table.stopPriceUnits} > 0)`,
    ),
    check(
      'orders_quantities_check',
      sql`${table.quantityUnits} > 0 and ${table.filledQuantityUnits} between 0 and ${table.quantityUnits}`,
    ),
    check('orders_costs_check', sql`${table.filledCostUnits} >= 0 and ${table.feeUnits} >= 0`),
  ],
);

/** One trade between a resting (maker) and an incoming (taker) order, at the maker's price. */
export const fills = pgTable(
  'fills',
  {
    id: uuid().primaryKey().defaultRandom(),
    tenantId: tenantIdColumn(),
    marketId: uuid()
      .notNull()
      .references(() => markets.id),
    makerOrderId: uuid()
      .notNull()
      .references(() => orders.id),
    takerOrderId: uuid()
      .notNull()
      .references(() => orders.id),
    priceUnits: bigint({ mode: 'bigint' }).notNull(),
    quantityUnits: bigint({ mode: 'bigint' }).notNull(),
    costUnits: bigint({ mode: 'bigint' }).notNull(),
    makerFeeUnits: bigint({ mode: 'bigint' }).notNull(),
    takerFeeUnits: bigint({ mode: 'bigint' }).notNull(),
    makerStatus: text().notNull(),
    takerStatus: text().notNull(),
    sequence: bigint({ mode: 'number' }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
  },
  (table) => [
    index('fills_maker_idx').on(table.makerOrderId),
    index('fills_taker_idx').on(table.takerOrderId),
    index('fills_market_sequence_idx').on(table.marketId, table.sequence),
    // Candles and the 24-hour ticker read a market's fills by time.
    index('fills_market_created_idx').on(table.marketId, table.createdAt),
  ],
);
