import { sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/database';
import { selectRows } from '../../platform/db/raw-rows';
import { ledgerAccounts, ledgerHolds, ledgerPostings, ledgerTransactions } from './ledger.tables';

/** One transaction of a hold as the hold's user saw it: what it changed of each of their accounts. */
export interface HoldActivity {
  transactionId: string;
  /** `hold` (opened it), what took from it (`trade`, `hold.capture`...), or `hold.release`. */
  kind: string;
  createdAt: Date;
  /** The net change of each account of the user it touched: `purpose` is `available`, `held` or a venue. */
  changes: { asset: string; purpose: string; amountUnits: bigint }[];
}

interface ActivityRow {
  transaction_id: string;
  kind: string;
  created_at: string | Date;
  asset: string;
  purpose: string;
  amount: string | number | bigint;
  first_posting: string | number;
}

/**
 * Every transaction that opened the hold, took money out of it or released it, oldest first (in the
 * order the ledger wrote them), with what each changed of the accounts of the hold's user: never
 * anybody else's. A movement that takes from several holds at once (a trade paying both sides) is
 * written under the first of them and names them all (moveHeld): `writtenUnder` lists the other holds
 * such a movement may be written under. A hold of another tenant has no activity.
 */
export async function findHoldActivity(
  db: Database,
  tenantId: string,
  holdId: string,
  writtenUnder: readonly string[] = [],
): Promise<HoldActivity[]> {
  const holdIds = [...new Set([holdId, ...writtenUnder])];
  const rows = await selectRows<ActivityRow>(
    db,
    sql`
    with hold as (
      select ${ledgerHolds.id} as id, ${ledgerHolds.userId} as user_id from ${ledgerHolds}
      where ${ledgerHolds.tenantId} = ${tenantId} and ${ledgerHolds.id} = ${holdId}
    )
    select ${ledgerTransactions.id} as transaction_id, ${ledgerTransactions.kind} as kind,
      ${ledgerTransactions.createdAt} as created_at, ${ledgerAccounts.asset} as asset,
      ${ledgerAccounts.purpose} as purpose, sum(${ledgerPostings.amountUnits}) as amount,
      min(${ledgerPostings.id}) as first_posting
    from hold
    join ${ledgerTransactions} on ${ledgerTransactions.tenantId} = ${tenantId}
      and ${ledgerTransactions.holdId} in (${sql.join(
        holdIds.map((id) => sql`${id}`),
        sql`, `,
      )})
      and (${ledgerTransactions.holdId} = hold.id
        or ${ledgerTransactions.metadata}->'holdIds' @> jsonb_build_array(hold.id::text))
    join ${ledgerPostings} on ${ledgerPostings.tenantId} = ${ledgerTransactions.tenantId}
      and ${ledgerPostings.transactionId} = ${ledgerTransactions.id}
    join ${ledgerAccounts} on ${ledgerAccounts.id} = ${ledgerPostings.accountId}
      and ${ledgerAccounts.ownerKind} = 'user' and ${ledgerAccounts.ownerId} = hold.user_id
    group by 1, 2, 3, 4, 5
    having sum(${ledgerPostings.amountUnits}) <> 0`,
  );
  const activities = new Map<string, HoldActivity>();
  const firstPostings = new Map<string, number>();
  for (const row of rows) {
    const change = { asset: row.asset, purpose: row.purpose, amountUnits: BigInt(row.amount) };
    const firstPosting = Math.min(
      Number(row.first_posting),
      firstPostings.get(row.transaction_id) ?? Number.MAX_SAFE_INTEGER,
    );
    firstPostings.set(row.transaction_id, firstPosting);
    const found = activities.get(row.transaction_id);
    if (found) found.changes.push(change);
    else {
      activities.set(row.transaction_id, {
        transactionId: row.transaction_id,
        kind: row.kind,
        createdAt: new Date(row.created_at),
        changes: [change],
      });
    }
  }
  const writtenAt = (activity: HoldActivity) => firstPostings.get(activity.transactionId) ?? 0;
  return [...activities.values()]
    .sort((a, b) => writtenAt(a) - writtenAt(b))
    .map((activity) => ({
      ...activity,
      changes: activity.changes.sort((a, b) => a.asset.localeCompare(b.asset) || a.purpose.localeCompare(b.purpose)),
    }));
}
