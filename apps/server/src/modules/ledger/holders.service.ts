import { sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/database';
import { selectRows } from '../../platform/db/raw-rows';
import { ledgerAccounts, ledgerPostings, ledgerTransactions } from './ledger.tables';
import { normalizeAsset } from './purposes';

/** What one user held of an asset at a moment: every account they own in it (available, held, venues). */
export interface HolderBalance {
  userId: string;
  units: bigint;
}

interface HolderRow {
  user_id: string;
  units: string | number | bigint;
}

/**
 * The holders of `asset` at `at` and what each held, read from the postings of transactions made at or
 * before `at` alone, so nothing moved later counts. Users who held nothing then are absent; largest first.
 */
export async function findHoldersAsOf(
  db: Database,
  tenantId: string,
  asset: string,
  at: Date,
): Promise<HolderBalance[]> {
  const code = normalizeAsset(asset);
  if (!code) return [];
  const rows = await selectRows<HolderRow>(
    db,
    sql`
    select ${ledgerAccounts.ownerId} as user_id, sum(${ledgerPostings.amountUnits}) as units
    from ${ledgerPostings}
    join ${ledgerAccounts} on ${ledgerAccounts.id} = ${ledgerPostings.accountId}
    join ${ledgerTransactions} on ${ledgerTransactions.tenantId} = ${ledgerPostings.tenantId}
      and ${ledgerTransactions.id} = ${ledgerPostings.transactionId}
    where ${ledgerAccounts.tenantId} = ${tenantId}
      and ${ledgerAccounts.ownerKind} = 'user'
      and ${ledgerAccounts.asset} = ${code}
      and ${ledgerTransactions.createdAt} <= ${at.toISOString()}::timestamptz
    group by 1
    having sum(${ledgerPostings.amountUnits}) > 0
    order by 2 desc, 1`,
  );
  return rows.map((row) => ({ userId: row.user_id, units: BigInt(row.units) }));
}
