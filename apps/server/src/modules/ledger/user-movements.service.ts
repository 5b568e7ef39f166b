import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/database';
import { selectRows } from '../../platform/db/raw-rows';
import { ledgerAccounts, ledgerPostings, ledgerTransactions } from './ledger.tables';
import type { StatementMovement } from './statement.service';
import { userPostings } from './user-postings';

/** One transaction as the user's holdings of one asset saw it, with the balance it left. */
export interface UserMovement extends StatementMovement {
  asset: string;
  /** The last posting of the movement: unique per movement, and the order the ledger wrote them in. */
  postingId: number;
  /** What the user owned of the asset (every account of theirs) right after it. */
  balanceUnits: bigint;
}

/** Which movements: of one asset or all, written from `from` and before `to`, of postings up to `upTo`. */
export interface UserMovementFilter {
  asset?: string | undefined;
  from?: Date | undefined;
  to?: Date | undefined;
  /** The last posting id to read: a page read later reads the ledger as the first page did. */
  upTo: number;
}

interface MovementRow {
  posting_id: string | number;
  transaction_id: string;
  kind: string;
  created_at: string | Date;
  asset: string;
  amount: string | number | bigint;
  balance: string | number | bigint;
  method: string | null;
  market: string | null;
}

/**
 * The user's movements with the balance after each (summed over every movement of the asset before it,
 * whatever the filter), as a query the page and the count share. Moves between their own accounts (a
 * hold, its release) net to nothing and are left out, as in a statement.
 */
function movementsOf(tenantId: string, userId: string, filter: UserMovementFilter): SQL {
  return sql`
    with moves as (
      select max(${ledgerPostings.id}) as posting_id, ${ledgerTransactions.id} as transaction_id,
        ${ledgerTransactions.kind} as kind, ${ledgerTransactions.createdAt} as created_at,
        ${ledgerPostings.asset} as asset, sum(${ledgerPostings.amountUnits}) as amount,
        min(${ledgerTransactions.metadata}->>'method') as method, min(${ledgerTransactions.metadata}->>'market') as market
      ${userPostings(tenantId, userId)}
        and ${ledgerPostings.id} <= ${filter.upTo}
        ${filter.asset === undefined ? sql`` : sql`and ${ledgerAccounts.asset} = ${filter.asset}`}
      group by 2, 3, 4, 5
      having sum(${ledgerPostings.amountUnits}) <> 0
    ), balanced as (
      select moves.*, sum(amount) over (partition by asset order by posting_id) as balance from moves
    )
    select * from balanced
    where true
      ${filter.from === undefined ? sql`` : sql`and created_at >= ${filter.from.toISOString()}::timestamptz`}
      ${filter.to === undefined ? sql`` : sql`and created_at < ${filter.to.toISOString()}::timestamptz`}`;
}

/** The id of the last posting written to the user's accounts, 0 before any: what a first page reads up to. */
export async function findLastUserPostingId(db: Database, tenantId: string, userId: string): Promise<number> {
  const [row] = await selectRows<{ id: string | number | null }>(
    db,
    sql`select max(${ledgerPostings.id}) as id from ${ledgerPostings}
      join ${ledgerAccounts} on ${ledgerAccounts.id} = ${ledgerPostings.accountId}
      where ${ledgerAccounts.tenantId} = ${tenantId} and ${ledgerAccounts.ownerKind} = 'user'
        and ${ledgerAccounts.ownerId} = ${userId}`,
  );
  return Number(row?.id ?? 0);
}

/**
 * A page of the user's movements, newest first (in the order the ledger wrote them), and how many
 * the filter has. Pages of the same `upTo` never shift, whatever is written meanwhile.
 */
export async function findUserMovements(
  db: Database,
  tenantId: string,
  userId: string,
  filter: UserMovementFilter,
  page: { limit: number; offset: number },
): Promise<{ rows: UserMovement[]; total: number }> {
  const movements = movementsOf(tenantId, userId, filter);
  const [rows, [counted]] = await Promise.all([
    selectRows<MovementRow>(db, sql`${movements} order by posting_id desc limit ${page.limit} offset ${page.offset}`),
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
      balanceUnits: BigInt(row.balance),
      method: row.method,
      market: row.market,
    })),
    total: Number(counted?.total ?? 0),
  };
}
