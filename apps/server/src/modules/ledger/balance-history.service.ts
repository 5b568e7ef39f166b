import { sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/database';
import { selectRows } from '../../platform/db/raw-rows';
import { ledgerPostings, ledgerTransactions } from './ledger.tables';
import { userPostingsBefore } from './user-postings';

/** How much a user's holdings of one asset changed on one UTC day (every account they own in it). */
export interface DailyBalanceChange {
  asset: string;
  /** YYYY-MM-DD, UTC. */
  day: string;
  amountUnits: bigint;
}

/** What a user held of each asset before a range, and how it changed on each day of the range. */
export interface BalanceHistory {
  /** Base units per asset at the range's start (assets never held before it are absent). */
  opening: Map<string, bigint>;
  /** Oldest day first; days without a posting are absent. */
  changes: DailyBalanceChange[];
}

interface SumRow {
  asset: string;
  day: string | null;
  amount: string | number | bigint;
}

/**
 * The history of everything a user owns (available, held and venue balances) from `from` up to,
 * not including, `to`, read from the postings alone: the opening balance per asset and the net of
 * each day's postings.
 */
export async function findBalanceHistory(
  db: Database,
  tenantId: string,
  userId: string,
  range: { from: Date; to: Date },
): Promise<BalanceHistory> {
  const rows = await selectRows<SumRow>(
    db,
    sql`
    select ${ledgerPostings.asset} as asset,
      case when ${ledgerTransactions.createdAt} < ${range.from.toISOString()}::timestamptz then null
        else to_char(${ledgerTransactions.createdAt} at time zone 'UTC', 'YYYY-MM-DD') end as day,
      sum(${ledgerPostings.amountUnits}) as amount
    ${userPostingsBefore(tenantId, userId, range.to)}
    group by 1, 2
    order by 2 nulls first, 1`,
  );
  const opening = new Map<string, bigint>();
  const changes: DailyBalanceChange[] = [];
  for (const row of rows) {
    const amountUnits = BigInt(row.amount);
    if (row.day === null) opening.set(row.asset, amountUnits);
    else if (amountUnits !== 0n) changes.push({ asset: row.asset, day: row.day, amountUnits });
  }
  return { opening, changes };
}
