import { sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/database';
import { selectRows } from '../../platform/db/raw-rows';
import { ledgerPostings, ledgerTransactions } from './ledger.tables';
import { userPostings, userPostingsBefore } from './user-postings';

/**
 * One transaction as a user's holdings saw it: the net change of each asset across every account
 * they own (available, held, venue). A transaction that only moved money between their own accounts
 * (a hold, its release, a venue move) changed nothing they own and is left out.
 */
export interface LedgerActivity {
  transactionId: string;
  kind: string;
  createdAt: Date;
  changes: { asset: string; amountUnits: bigint }[];
}

interface ActivityRow {
  transaction_id: string;
  kind: string;
  created_at: string | Date;
  asset: string;
  amount: string | number | bigint;
}

/**
 * Every transaction that changed what a user owns, up to, not including, `to`, oldest first (in the
 * order they were written). Summed, the changes of an asset are the user's balance in it.
 */
export async function findLedgerActivity(
  db: Database,
  tenantId: string,
  userId: string,
  to: Date,
): Promise<LedgerActivity[]> {
  const rows = await selectRows<ActivityRow>(
    db,
    sql`
    select ${ledgerTransactions.id} as transaction_id, ${ledgerTransactions.kind} as kind,
      ${ledgerTransactions.createdAt} as created_at,
      ${ledgerPostings.asset} as asset, sum(${ledgerPostings.amountUnits}) as amount,
      min(${ledgerPostings.id}) as first_posting
    ${userPostingsBefore(tenantId, userId, to)}
    group by 1, 2, 3, 4
    having sum(${ledgerPostings.amountUnits}) <> 0
    order by 3, 6, 4`,
  );
  const activities: LedgerActivity[] = [];
  const byId = new Map<string, LedgerActivity>();
  for (const row of rows) {
    let activity = byId.get(row.transaction_id);
    if (!activity) {
      activity = {
        transactionId: row.transaction_id,
        kind: row.kind,
        createdAt: new Date(row.created_at),
        changes: [],
      };
      byId.set(row.transaction_id, activity);
      activities.push(activity);
    }
    activity.changes.push({ asset: row.asset, amountUnits: BigInt(row.amount) });
  }
  return activities;
}

/** When the user's first deposit (a transaction of kind `deposit`, on any rail) was written, or null before any. */
export async function findFirstDepositAt(db: Database, tenantId: string, userId: string): Promise<Date | null> {
  const [row] = await selectRows<{ at: string | Date | null }>(
    db,
    sql`select min(${ledgerTransactions.createdAt}) as at
    ${userPostings(tenantId, userId)}
      and ${ledgerTransactions.kind} = 'deposit' and ${ledgerPostings.amountUnits} > 0`,
  );
  return row?.at ? new Date(row.at) : null;
}
