import { and, asc, count, eq, gte, sql } from 'drizzle-orm';
import type { Database } from '../../../platform/db/database';
import { markets } from '../markets/markets.tables';
import { fills, orders } from '../markets/orders.tables';

/**
 * What the administrators' dashboard reads of the domain's trading, through trading's index: both
 * queries go through a market's indexes (its fills by time, its open orders), market by market.
 */

/** What traded on one market: its trades, the base quantity (market units) and the quote cost (ledger units). */
export interface MarketActivity {
  symbol: string;
  baseAsset: string;
  quoteAsset: string;
  quantityScale: number;
  trades: number;
  quantityUnits: bigint;
  costUnits: bigint;
}

/** The tenant's markets that traded since `since`, each with its fills summed, by symbol. */
export async function findMarketActivity(db: Database, tenantId: string, since: Date): Promise<MarketActivity[]> {
  const rows = await db
    .select({
      symbol: markets.symbol,
      baseAsset: markets.baseAsset,
      quoteAsset: markets.quoteAsset,
      quantityScale: markets.quantityScale,
      trades: count(),
      quantityUnits: sql<string>`sum(${fills.quantityUnits})::text`,
      costUnits: sql<string>`sum(${fills.costUnits})::text`,
    })
    .from(markets)
    .innerJoin(fills, and(eq(fills.marketId, markets.id), gte(fills.createdAt, since)))
    .where(eq(markets.tenantId, tenantId))
    .groupBy(markets.id, markets.symbol, markets.baseAsset, markets.quoteAsset, markets.quantityScale)
    .orderBy(asc(markets.symbol));
  return rows.map((row) => ({
    ...row,
    trades: Number(row.trades),
    quantityUnits: BigInt(row.quantityUnits),
    costUnits: BigInt(row.costUnits),
  }));
}

/**
 * How many of the tenant's orders wait in a book now (SPEC 4 open statuses 0, A and 1), written as
 * the open-orders index's own condition so the count reads that index.
 */
export async function countOpenOrders(db: Database, tenantId: string): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(orders)
    .innerJoin(markets, eq(markets.id, orders.marketId))
    .where(and(eq(markets.tenantId, tenantId), sql`${orders.status} in ('0', 'A', '1')`));
  return Number(row?.total ?? 0);
}
