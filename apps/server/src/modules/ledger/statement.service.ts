import { sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/database';
import { selectRows } from '../../platform/db/raw-rows';
import { ledgerAccounts, ledgerPostings, ledgerTransactions } from './ledger.tables';
import { userPostingsBefore } from './user-postings';

/**
 * A period of a user's statement: transactions written from `from` up to, not including, `to`.
 * Every balance is summed over all the accounts the user owns in the asset (available, held, venue),
 * as in findLedgerActivity: moves between their own accounts (a hold, its release) change nothing.
 */
export interface StatementPeriod {
  from: Date;
  to: Date;
}

/** What a user had of one asset when the period began, and where its postings of the period lie. */
export interface StatementAsset {
  asset: string;
  openingUnits: bigint;
  /** The postings of the period lie between these ids (inclusive); null when the period has none. */
  postingRange: { first: number; last: number } | null;
}

/** One transaction as the user's holdings of one asset saw it. */
export interface StatementMovement {
  transactionId: string;
  kind: string;
  createdAt: Date;
  amountUnits: bigint;
  /** What the transaction's metadata says of it, for its wording: the payment method, the market. */
  method: string | null;
  market: string | null;
}

interface AssetRow {
  asset: string;
  opening: string | number | bigint;
  first_id: string | number | null;
  last_id: string | number | null;
}

interface PostingRow {
  id: string | number;
  transaction_id: string;
  kind: string;
  created_at: string | Date;
  amount: string | number | bigint;
  method: string | null;
  market: string | null;
}

/**
 * Every asset the user held before `period.to` (in one read of their postings up to then): its
 * balance when the period began and the range of the ids of its postings in the period.
 */
export async function findStatementAssets(
  db: Database,
  tenantId: string,
  userId: string,
  period: StatementPeriod,
): Promise<StatementAsset[]> {
  const from = period.from.toISOString();
  const rows = await selectRows<AssetRow>(
    db,
    sql`
    select ${ledgerPostings.asset} as asset,
      coalesce(sum(${ledgerPostings.amountUnits}) filter (where ${ledgerTransactions.createdAt} < ${from}::timestamptz), 0) as opening,
      min(${ledgerPostings.id}) filter (where ${ledgerTransactions.createdAt} >= ${from}::timestamptz) as first_id,
      max(${ledgerPostings.id}) filter (where ${ledgerTransactions.createdAt} >= ${from}::timestamptz) as last_id
    ${userPostingsBefore(tenantId, userId, period.to)}
    group by 1
    order by 1`,
  );
  return rows.map((row) => ({
    asset: row.asset,
    openingUnits: BigInt(row.opening),
    postingRange:
      row.first_id === null || row.last_id === null ? null : { first: Number(row.first_id), last: Number(row.last_id) },
  }));
}

/** One page of the user's postings in `asset` after posting `after`, up to `last`, in the order written. */
function readPostingPage(
  db: Database,
  tenantId: string,
  userId: string,
  asset: string,
  page: { after: number; last: number; size: number },
): Promise<PostingRow[]> {
  // Per account of the user in the asset (two to five), its postings in id order straight off the
  // (account_id, id) index, merged: each page reads about `size` rows whatever the length of the history.
  return selectRows<PostingRow>(
    db,
    sql`
    select p.id, p.transaction_id, t.kind, t.created_at, p.amount_units as amount,
      t.metadata->>'method' as method, t.metadata->>'market' as market
    from ${ledgerAccounts} a
    cross join lateral (
      select ${ledgerPostings.id} as id, ${ledgerPostings.tenantId} as tenant_id,
        ${ledgerPostings.transactionId} as transaction_id, ${ledgerPostings.amountUnits} as amount_units
      from ${ledgerPostings}
      where ${ledgerPostings.accountId} = a.id and ${ledgerPostings.id} > ${page.after}
        and ${ledgerPostings.id} <= ${page.last}
      order by ${ledgerPostings.id}
      limit ${page.size}
    ) p
    join ${ledgerTransactions} t on t.tenant_id = p.tenant_id and t.id = p.transaction_id
    where a.tenant_id = ${tenantId} and a.owner_kind = 'user' and a.owner_id = ${userId} and a.asset = ${asset}
    order by p.id
    limit ${page.size}`,
  );
}

/**
 * The user's movements of `asset.asset` in the period, in pages read by posting id (keyset, `pageSize`
 * postings a read, no transaction held open between reads): each transaction once, its postings to
 * the user's accounts netted, those that net to zero left out. Postings written after
 * findStatementAssets read the range are not read. The order is the order the ledger wrote them in,
 * which is the order of their times except where two writers overlapped by at most the length of a
 * database transaction; a running balance in this order is the one the ledger's checks saw.
 */
export async function* readStatementMovements(
  db: Database,
  tenantId: string,
  userId: string,
  asset: StatementAsset,
  period: StatementPeriod,
  pageSize = 1000,
): AsyncGenerator<StatementMovement[]> {
  if (!asset.postingRange) return;
  const { last } = asset.postingRange;
  let after = asset.postingRange.first - 1;
  const from = period.from.getTime();
  const to = period.to.getTime();
  const read = (start: number) =>
    readPostingPage(db, tenantId, userId, asset.asset, { after: start, last, size: pageSize });
  // The next page is asked for as soon as this one's end is known, so the database reads it while
  // this one is netted and written out.
  let next: Promise<PostingRow[]> | null = read(after);
  try {
    yield* nettedPages();
  } finally {
    // A reader that stops early (the client went away) leaves a read in flight: its outcome is no one's.
    next?.catch(() => undefined);
  }

  async function* nettedPages(): AsyncGenerator<StatementMovement[]> {
    while (next) {
      const rows: PostingRow[] = await next;
      next = null;
      if (rows.length === 0) return;
      const isFull = rows.length === pageSize;
      // A full page may end inside a transaction: its last transaction is read again with the next page,
      // unless it is the whole page (one transaction of more postings than a page, then taken as it is).
      const lastTransaction = rows[rows.length - 1]?.transaction_id;
      const upTo = isFull && rows[0]?.transaction_id !== lastTransaction ? lastTransactionStart(rows) : rows.length;
      after = Number(rows[upTo - 1]?.id ?? last);
      if (isFull && after < last) next = read(after);
      const movements: StatementMovement[] = [];
      let current = null as StatementMovement | null;
      for (const row of rows.slice(0, upTo)) {
        const createdAt = row.created_at instanceof Date ? row.created_at : new Date(row.created_at);
        const time = createdAt.getTime();
        if (time < from || time >= to) continue;
        if (current?.transactionId === row.transaction_id) {
          current.amountUnits += BigInt(row.amount);
          continue;
        }
        current = {
          transactionId: row.transaction_id,
          kind: row.kind,
          createdAt,
          amountUnits: BigInt(row.amount),
          method: row.method,
          market: row.market,
        };
        movements.push(current);
      }
      const netted = movements.filter((movement) => movement.amountUnits !== 0n);
      if (netted.length > 0) yield netted;
    }
  }
}

/** The index of the first row of the page's last transaction. */
function lastTransactionStart(rows: readonly PostingRow[]): number {
  const lastId = rows[rows.length - 1]?.transaction_id;
  let index = rows.length - 1;
  while (index > 0 && rows[index - 1]?.transaction_id === lastId) index -= 1;
  return index;
}
