import { and, asc, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Database } from '../../../platform/db/database';
import { markets } from './markets.tables';
import { fills } from './orders.tables';

export type MarketRow = typeof markets.$inferSelect;
export type NewMarket = Omit<typeof markets.$inferInsert, 'id' | 'tenantId' | 'createdAt'>;

export function findMarkets(db: Database, tenantId: string): Promise<MarketRow[]> {
  return db.select().from(markets).where(eq(markets.tenantId, tenantId)).orderBy(asc(markets.symbol));
}

/** What decides when a market trades, of every market of every domain (the announcement of openings and closings). */
export type MarketScheduleRow = Pick<
  MarketRow,
  'tenantId' | 'symbol' | 'opensAtMinute' | 'closesAtMinute' | 'tradingDays' | 'haltedAt'
>;

export function findEveryMarketSchedule(db: Database): Promise<MarketScheduleRow[]> {
  return db
    .select({
      tenantId: markets.tenantId,
      symbol: markets.symbol,
      opensAtMinute: markets.opensAtMinute,
      closesAtMinute: markets.closesAtMinute,
      tradingDays: markets.tradingDays,
      haltedAt: markets.haltedAt,
    })
    .from(markets)
    .orderBy(asc(markets.tenantId), asc(markets.symbol));
}

/** The tenant's market with this symbol or id, or null. */
export async function findMarket(
  db: Database,
  tenantId: string,
  by: { symbol: string } | { id: string },
): Promise<MarketRow | null> {
  const key = 'symbol' in by ? eq(markets.symbol, by.symbol) : eq(markets.id, by.id);
  const rows = await db
    .select()
    .from(markets)
    .where(and(eq(markets.tenantId, tenantId), key))
    .limit(1);
  return rows[0] ?? null;
}

/** Inserts the market unless the tenant has one with its symbol; returns the tenant's market either way. */
export async function insertMarket(db: Database, tenantId: string, market: NewMarket): Promise<MarketRow> {
  await db
    .insert(markets)
    .values({ ...market, tenantId })
    .onConflictDoNothing();
  const found = await findMarket(db, tenantId, { symbol: market.symbol });
  if (!found) throw new Error(`market ${market.symbol} not created`);
  return found;
}

/** The price of the market's last fill, or null before its first. */
export async function findLastTradePrice(db: Database, marketId: string): Promise<bigint | null> {
  const rows = await db
    .select({ price: fills.priceUnits })
    .from(fills)
    .where(eq(fills.marketId, marketId))
    .orderBy(desc(fills.sequence))
    .limit(1);
  return rows[0]?.price ?? null;
}

export async function updateMarket(db: Database, id: string, values: Partial<NewMarket>): Promise<MarketRow> {
  const [row] = await db.update(markets).set(values).where(eq(markets.id, id)).returning();
  if (!row) throw new Error('market to update not found');
  return row;
}

/**
 * Halts the market (`halt` given) unless it is halted already, or resumes it unless it is not halted;
 * the market as it is now, or null when it was already so.
 */
export async function updateMarketHalt(
  db: Database,
  id: string,
  halt: { haltedAt: Date; haltReason: string } | null,
): Promise<MarketRow | null> {
  const [row] = await db
    .update(markets)
    .set(halt ?? { haltedAt: null, haltReason: null })
    .where(and(eq(markets.id, id), halt ? isNull(markets.haltedAt) : isNotNull(markets.haltedAt)))
    .returning();
  return row ?? null;
}

/**
 * Whether the market is halted, read under a share lock held to the end of the caller's transaction:
 * a halt waits for the market's writer to commit what it is writing, and what the writer writes next
 * sees the halt.
 */
export async function isMarketHaltedWithLock(tx: Database, id: string): Promise<boolean> {
  const [row] = await tx.select({ haltedAt: markets.haltedAt }).from(markets).where(eq(markets.id, id)).for('share');
  return Boolean(row?.haltedAt);
}
