import { and, asc, count, desc, eq, gte, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../../platform/db/database';
import type { MarketRow } from '../markets/markets.repository';
import { markets } from '../markets/markets.tables';
import type { FillRow } from '../markets/orders.repository';
import { fills, orders } from '../markets/orders.tables';

/** Whose fills: one investor of one domain. */
export interface FillScope {
  tenantId: string;
  userId: string;
}

/** Which fills: those from and before two instants, of one instrument's markets or all. */
export interface FillFilter {
  from?: Date | undefined;
  to?: Date | undefined;
  baseAsset?: string | undefined;
  quoteAsset?: string | undefined;
}

/** A fill seen from one of the investor's orders in it (a fill between two of their orders is seen twice). */
export interface OwnFill {
  fill: FillRow;
  orderId: string;
  side: number;
  /** The venue the order was placed on. */
  integrationService: MarketRow['integrationService'];
  market: MarketRow;
}

/** The investor's order on either side of the fill. */
const ownOrderOfFill = or(eq(orders.id, fills.makerOrderId), eq(orders.id, fills.takerOrderId));

function whereOf(scope: FillScope, filter: FillFilter): SQL | undefined {
  return and(
    eq(fills.tenantId, scope.tenantId),
    eq(orders.tenantId, scope.tenantId),
    eq(orders.userId, scope.userId),
    filter.from && gte(fills.createdAt, filter.from),
    filter.to && lt(fills.createdAt, filter.to),
    filter.baseAsset !== undefined ? eq(markets.baseAsset, filter.baseAsset) : undefined,
    filter.quoteAsset !== undefined ? eq(markets.quoteAsset, filter.quoteAsset) : undefined,
  );
}

/** A page of the investor's fills, newest first, and how many there are in all. */
export async function findOwnFillsPage(
  db: Database,
  scope: FillScope,
  filter: FillFilter,
  page: { limit: number; offset: number },
): Promise<{ rows: OwnFill[]; total: number }> {
  const where = whereOf(scope, filter);
  const rows = await db
    .select({
      fill: fills,
      orderId: orders.id,
      side: orders.side,
      integrationService: orders.integrationService,
      market: markets,
    })
    .from(fills)
    .innerJoin(orders, ownOrderOfFill)
    .innerJoin(markets, eq(markets.id, fills.marketId))
    .where(where)
    .orderBy(desc(fills.createdAt), desc(fills.sequence), asc(orders.id))
    .limit(page.limit)
    .offset(page.offset);
  const [counted] = await db
    .select({ total: count() })
    .from(fills)
    .innerJoin(orders, ownOrderOfFill)
    .innerJoin(markets, eq(markets.id, fills.marketId))
    .where(where);
  return { rows, total: Number(counted?.total ?? 0) };
}

/** What the investor traded (the cost of their fills) and paid in fees, in quote base units. */
export async function findOwnVolumeAndFees(
  db: Database,
  scope: FillScope,
  filter: FillFilter,
): Promise<{ volumeUnits: bigint; feeUnits: bigint }> {
  const [row] = await db
    .select({
      volume: sql<string>`coalesce(sum(${fills.costUnits}), 0)`,
      fees: sql<string>`coalesce(sum(case when ${orders.id} = ${fills.makerOrderId}
        then ${fills.makerFeeUnits} else ${fills.takerFeeUnits} end), 0)`,
    })
    .from(fills)
    .innerJoin(orders, ownOrderOfFill)
    .innerJoin(markets, eq(markets.id, fills.marketId))
    .where(whereOf(scope, filter));
  return { volumeUnits: BigInt(row?.volume ?? 0), feeUnits: BigInt(row?.fees ?? 0) };
}

/** What the investor's fills of one market and side came to: count, quantity, cost and fees. */
export interface OwnTradeTotals {
  market: Pick<MarketRow, 'symbol' | 'baseAsset' | 'quoteAsset' | 'priceScale' | 'quantityScale' | 'feePct'>;
  side: number;
  trades: number;
  /** In the market's quantity units. */
  quantityUnits: bigint;
  /** In base units of the quote asset, before fees. */
  costUnits: bigint;
  feeUnits: bigint;
}

/** The investor's fills of the filter summed per market and side (a fill between two of their orders counts on both). */
export async function findOwnTradeTotals(
  db: Database,
  scope: FillScope,
  filter: FillFilter,
): Promise<OwnTradeTotals[]> {
  const rows = await db
    .select({
      symbol: markets.symbol,
      baseAsset: markets.baseAsset,
      quoteAsset: markets.quoteAsset,
      priceScale: markets.priceScale,
      quantityScale: markets.quantityScale,
      feePct: markets.feePct,
      side: orders.side,
      trades: count(),
      quantity: sql<string>`sum(${fills.quantityUnits})`,
      cost: sql<string>`sum(${fills.costUnits})`,
      fees: sql<string>`sum(case when ${orders.id} = ${fills.makerOrderId}
        then ${fills.makerFeeUnits} else ${fills.takerFeeUnits} end)`,
    })
    .from(fills)
    .innerJoin(orders, ownOrderOfFill)
    .innerJoin(markets, eq(markets.id, fills.marketId))
    .where(whereOf(scope, filter))
    .groupBy(
      markets.symbol,
      markets.baseAsset,
      markets.quoteAsset,
      markets.priceScale,
      markets.quantityScale,
      markets.feePct,
      orders.side,
    )
    .orderBy(asc(markets.symbol), asc(orders.side));
  return rows.map(({ side, trades, quantity, cost, fees, ...market }) => ({
    market,
    side,
    trades: Number(trades),
    quantityUnits: BigInt(quantity),
    costUnits: BigInt(cost),
    feeUnits: BigInt(fees),
  }));
}
