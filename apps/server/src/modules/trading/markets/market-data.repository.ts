import { openOrderStatusCodes } from '@invest/contracts';
import { Side } from '@invest/engine';
import { and, asc, desc, eq, gt, inArray, lte, max, min, or, sql, sum } from 'drizzle-orm';
import type { Database } from '../../../platform/db/database';
import { fills, orders } from './orders.tables';

/** The quantity resting at one price, in the market's integer units. */
export interface LevelUnits {
  priceUnits: bigint;
  quantityUnits: bigint;
}

/**
 * The open quantity resting at each price on one side of the market's book, best first: limit
 * orders and triggered stops (a stop waiting for its trigger is not in the book).
 */
export async function findDepthLevels(
  db: Database,
  marketId: string,
  side: Side,
  limit: number,
): Promise<LevelUnits[]> {
  const price = sql<bigint>`${orders.priceUnits}`.mapWith((value) => BigInt(value));
  const rows = await db
    .select({ priceUnits: price, quantityUnits: sum(sql`${orders.quantityUnits} - ${orders.filledQuantityUnits}`) })
    .from(orders)
    .where(
      and(
        eq(orders.marketId, marketId),
        inArray(orders.status, [...openOrderStatusCodes]),
        eq(orders.side, side),
        or(eq(orders.orderType, 2), eq(orders.isTriggered, true)),
      ),
    )
    .groupBy(orders.priceUnits)
    .orderBy(side === Side.Buy ? desc(orders.priceUnits) : asc(orders.priceUnits))
    .limit(limit);
  return rows.map((row) => ({ priceUnits: row.priceUnits, quantityUnits: BigInt(row.quantityUnits ?? 0) }));
}

export interface TickerUnits {
  lastUnits: bigint | null;
  /** The last price at `since`, else the first after it. */
  referenceUnits: bigint | null;
  highUnits: bigint | null;
  lowUnits: bigint | null;
  /** Quote-asset base units traded since `since`. */
  volumeUnits: bigint;
}

async function findFillPrice(db: Database, marketId: string, where: ReturnType<typeof and>, newest: boolean) {
  const rows = await db
    .select({ price: fills.priceUnits })
    .from(fills)
    .where(and(eq(fills.marketId, marketId), where))
    .orderBy(newest ? desc(fills.sequence) : asc(fills.sequence))
    .limit(1);
  return rows[0]?.price ?? null;
}

/** What the ticker shows of the market's fills after `since`. */
export async function findTickerUnits(db: Database, marketId: string, since: Date): Promise<TickerUnits> {
  const [window] = await db
    .select({ high: max(fills.priceUnits), low: min(fills.priceUnits), volume: sum(fills.costUnits) })
    .from(fills)
    .where(and(eq(fills.marketId, marketId), gt(fills.createdAt, since)));
  const lastUnits = await findFillPrice(db, marketId, undefined, true);
  const referenceUnits =
    (await findFillPrice(db, marketId, lte(fills.createdAt, since), true)) ??
    (await findFillPrice(db, marketId, gt(fills.createdAt, since), false));
  const units = (value: string | bigint | null | undefined) =>
    value === null || value === undefined ? null : BigInt(value);
  return {
    lastUnits,
    referenceUnits,
    highUnits: units(window?.high),
    lowUnits: units(window?.low),
    volumeUnits: units(window?.volume) ?? 0n,
  };
}
