import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/database';
import { selectRows } from '../../platform/db/raw-rows';
import { ledgerAccounts, ledgerPostings, ledgerTransactions } from './ledger.tables';
import { systemPurposes } from './purposes';
import { userPostings } from './user-postings';

/**
 * One transaction of the kinds asked for, as the user's accounts of one asset saw it: money or an
 * instrument entering or leaving them (a deposit, a withdrawal), or moving between two of them (their
 * available balance and a venue's).
 */
export interface FundsMovement {
  transactionId: string;
  kind: string;
  asset: string;
  /**
   * Signed base units: what entered (positive) or left (negative) the user's accounts; for a move
   * between them, what entered or left the venue's account.
   */
  amountUnits: bigint;
  /** The fee the platform took in the transaction, in the asset: out of a deposit, on top of a withdrawal. */
  feeUnits: bigint;
  /** The venue of a move between the user's own accounts; null for one in or out of them. */
  venue: string | null;
  createdAt: Date;
  /** The last posting of the movement: the order the ledger wrote them in. */
  postingId: number;
}

export interface FundsMovementFilter {
  kinds: readonly string[];
  asset?: string | undefined;
  from?: Date | undefined;
  to?: Date | undefined;
  direction?: 'in' | 'out' | undefined;
  /** Only moves in or out of the user's accounts (`outside`), or only between them (`own`). */
  between?: 'outside' | 'own' | undefined;
}

interface MovementRow {
  posting_id: string | number;
  transaction_id: string;
  kind: string;
  created_at: string | Date;
  asset: string;
  amount: string | number | bigint;
  fee: string | number | bigint;
  venue: string | null;
}

const userPurposes = sql`('available', 'held')`;

function movementsOf(tenantId: string, userId: string, filter: FundsMovementFilter): SQL {
  const kinds = sql.join(
    filter.kinds.map((kind) => sql`${kind}`),
    sql`, `,
  );
  return sql`
    with moves as (
      select max(${ledgerPostings.id}) as posting_id, ${ledgerTransactions.id} as transaction_id,
        ${ledgerTransactions.kind} as kind, ${ledgerTransactions.createdAt} as created_at,
        ${ledgerAccounts.asset} as asset, sum(${ledgerPostings.amountUnits}) as net,
        sum(${ledgerPostings.amountUnits}) filter (where ${ledgerAccounts.purpose} not in ${userPurposes}) as at_venue,
        min(${ledgerAccounts.purpose}) filter (where ${ledgerAccounts.purpose} not in ${userPurposes}) as venue
      ${userPostings(tenantId, userId)}
        and ${ledgerTransactions.kind} in (${kinds})
        ${filter.asset === undefined ? sql`` : sql`and ${ledgerAccounts.asset} = ${filter.asset}`}
        ${filter.from === undefined ? sql`` : sql`and ${ledgerTransactions.createdAt} >= ${filter.from.toISOString()}::timestamptz`}
        ${filter.to === undefined ? sql`` : sql`and ${ledgerTransactions.createdAt} < ${filter.to.toISOString()}::timestamptz`}
      group by 2, 3, 4, 5
    ), shaped as (
      select posting_id, transaction_id, kind, created_at, asset,
        case when net <> 0 then net else coalesce(at_venue, 0) end as amount,
        case when net <> 0 then null else venue end as venue
      from moves
    )
    select shaped.*, (
      select coalesce(sum(fee_posting.amount_units), 0) from ledger_postings fee_posting
      join ledger_accounts fee_account on fee_account.id = fee_posting.account_id
      where fee_posting.tenant_id = ${tenantId} and fee_posting.transaction_id = shaped.transaction_id
        and fee_account.owner_kind = 'system' and fee_account.purpose = ${systemPurposes.fees}
        and fee_account.asset = shaped.asset
    ) as fee
    from shaped
    where amount <> 0
      ${filter.direction === 'in' ? sql`and amount > 0` : filter.direction === 'out' ? sql`and amount < 0` : sql``}
      ${filter.between === 'outside' ? sql`and venue is null` : filter.between === 'own' ? sql`and venue is not null` : sql``}`;
}

/**
 * The user's movements of the given kinds, newest first (or oldest first), at most `limit` of them,
 * and how many the filter has.
 */
export async function findFundsMovements(
  db: Database,
  tenantId: string,
  userId: string,
  filter: FundsMovementFilter,
  page: { limit: number; isOldestFirst: boolean },
): Promise<{ rows: FundsMovement[]; total: number }> {
  if (filter.kinds.length === 0) return { rows: [], total: 0 };
  const movements = movementsOf(tenantId, userId, filter);
  const direction = page.isOldestFirst ? sql`asc` : sql`desc`;
  const [rows, [counted]] = await Promise.all([
    selectRows<MovementRow>(
      db,
      sql`${movements} order by created_at ${direction}, posting_id ${direction} limit ${page.limit}`,
    ),
    selectRows<{ total: string | number }>(db, sql`select count(*) as total from (${movements}) as filtered`),
  ]);
  return {
    rows: rows.map((row) => ({
      postingId: Number(row.posting_id),
      transactionId: row.transaction_id,
      kind: row.kind,
      createdAt: new Date(row.created_at),
      asset: row.asset,
      amountUnits: BigInt(row.amount),
      feeUnits: BigInt(row.fee),
      venue: row.venue,
    })),
    total: Number(counted?.total ?? 0),
  };
}
