import { and, asc, count, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../../platform/db/database';
import { payments } from './payments.tables';

/** What the administrators' dashboard reads of the domain's deposits, through funding's index. */

/** A deposit counts once it completed: the money is in the investor's balance. */
const completedDepositsSince = (tenantId: string, since: Date) =>
  and(
    eq(payments.tenantId, tenantId),
    eq(payments.direction, 'deposit'),
    inArray(payments.status, ['COMPLETED', 'confirmed']),
    gte(payments.completedAt, since),
  );

/** The completed deposits of one asset: how many, and their amount in the asset's base units. */
export interface DepositTotal {
  asset: string;
  count: number;
  amountUnits: bigint;
}

/** The tenant's deposits completed since `since`, summed by asset. */
export async function findDepositTotals(db: Database, tenantId: string, since: Date): Promise<DepositTotal[]> {
  const rows = await db
    .select({
      asset: payments.asset,
      count: count(),
      amountUnits: sql<string>`sum(${payments.amountUnits})::text`,
    })
    .from(payments)
    .where(completedDepositsSince(tenantId, since))
    .groupBy(payments.asset)
    .orderBy(asc(payments.asset));
  return rows.map((row) => ({ asset: row.asset, count: Number(row.count), amountUnits: BigInt(row.amountUnits) }));
}

/** How many of the tenant's deposits completed on each UTC day since `since` that had any. */
export async function countDepositsByDay(db: Database, tenantId: string, since: Date): Promise<Map<string, number>> {
  const day = sql<string>`to_char(${payments.completedAt} at time zone 'UTC', 'YYYY-MM-DD')`;
  const rows = await db
    .select({ day, deposits: count() })
    .from(payments)
    .where(completedDepositsSince(tenantId, since))
    .groupBy(day);
  return new Map(rows.map((row) => [row.day, Number(row.deposits)]));
}
