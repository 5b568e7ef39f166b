import { type SQL, sql } from 'drizzle-orm';
import pg from 'pg';
import type { Database } from '../../platform/db/database';
import { selectRows } from '../../platform/db/raw-rows';
import { ledgerPostings, ledgerTransactions } from './ledger.tables';
import { copyStatementMovements, type PostingScope, type StatementMovement } from './statement-copy';
import { userAccountIds, userPostingsBefore } from './user-postings';

export type { StatementMovement };

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

interface AssetRow {
  asset: string;
  opening: string | number | bigint;
  first_id: string | number | null;
  last_id: string | number | null;
}

/** One transaction of the period as the user's holdings of the asset saw it: its postings to them summed. */
interface MovementRow {
  transaction_id: string;
  kind: string;
  created_at: string | Date;
  amount: string | number | bigint;
  method: string | null;
  market: string | null;
}

/** A movement row of a keyset page, with what the next page starts from. */
interface PagedMovementRow extends MovementRow {
  /** The first of the transaction's postings to the user's accounts: the page that read it lists it. */
  first_id: string | number;
  /** The last posting the page read: the next page reads after it. */
  page_last: string | number;
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

/** Whose movements of which asset a page lists: the user's accounts in it, postings `first` to `last`. */
type MovementScope = Omit<PostingScope, 'from' | 'to'>;

/** The columns of a movement row: of its transaction `t`, and its netted amount `m.amount`. */
const movementColumns = sql`t.id as transaction_id, t.kind, t.created_at, m.amount,
  t.metadata->>'method' as method, t.metadata->>'market' as market`;

/**
 * The movements of a keyset page: the transactions of the user's next `size` postings after `after`,
 * each summed over all its postings to the user (those of other pages too), in the order of their
 * first posting to the user. Per account of the user, its postings in id order straight off the
 * (account_id, id) index (the row comparison keeps the planner off the primary key, which would scan
 * every posting of the range for an account with none), merged: a page reads about `size` postings
 * whatever the length of the history.
 */
function movementPage(scope: MovementScope, after: number, size: number): SQL {
  return sql`
    with accounts as (${userAccountIds(scope)}),
    page as (
      select p.id, p.tenant_id, p.transaction_id
      from accounts a cross join lateral (
        select id, tenant_id, transaction_id from ${ledgerPostings}
        where (account_id, id) > (a.id, ${after}::bigint) and (account_id, id) <= (a.id, ${scope.last}::bigint)
        order by account_id, id
        limit ${size}
      ) p
      order by p.id
      limit ${size}
    )
    select ${movementColumns}, m.first_id, (select max(id) from page) as page_last
    from (select distinct tenant_id, transaction_id from page) pt
    cross join lateral (
      select min(q.id) as first_id, sum(q.amount_units) as amount from ${ledgerPostings} q
      where q.transaction_id = pt.transaction_id and q.account_id in (select id from accounts) and q.id <= ${scope.last}
    ) m
    join ${ledgerTransactions} t on t.tenant_id = pt.tenant_id and t.id = pt.transaction_id
    order by m.first_id`;
}

/** Postings a keyset page reads: PGlite serves the other requests between two pages. */
const pageSize = 1000;

/**
 * The rows of a page as movements: those of the period that change what the user owns. Movements
 * written in one database transaction share their time: each time read is parsed once.
 */
function movementsOf(rows: readonly MovementRow[], period: StatementPeriod): StatementMovement[] {
  const from = period.from.getTime();
  const to = period.to.getTime();
  const movements: StatementMovement[] = [];
  let readTime: MovementRow['created_at'] | null = null;
  let createdAt = period.from;
  for (const row of rows) {
    const amountUnits = BigInt(row.amount);
    if (amountUnits === 0n) continue;
    if (row.created_at !== readTime) {
      readTime = row.created_at;
      createdAt = readTime instanceof Date ? readTime : new Date(readTime);
    }
    const time = createdAt.getTime();
    if (time < from || time >= to) continue;
    movements.push({
      transactionId: row.transaction_id,
      kind: row.kind,
      createdAt,
      amountUnits,
      method: row.method,
      market: row.market,
    });
  }
  return movements;
}

/**
 * Keyset pages of `size` postings, a query each and no transaction held open between them: what
 * PGlite, one session for the whole process, can serve without making every other request wait.
 * A transaction is listed by the page of its first posting to the user, netted by the database.
 * The next page is asked for as soon as this one is in, so it is read while this one is written out.
 */
async function* readMovementPages(
  db: Database,
  scope: MovementScope,
  period: StatementPeriod,
  size: number,
): AsyncGenerator<StatementMovement[]> {
  /** The page after posting `after`; null past the range. */
  const readPage = async (after: number) =>
    after < scope.last
      ? { after, rows: await selectRows<PagedMovementRow>(db, movementPage(scope, after, size)) }
      : null;
  let next = readPage(scope.first - 1);
  try {
    for (let page = await next; page; page = await next) {
      const { rows, after } = page;
      next = readPage(rows[0] ? Number(rows[0].page_last) : scope.last);
      const movements = movementsOf(
        rows.filter((row) => Number(row.first_id) > after),
        period,
      );
      if (movements.length > 0) yield movements;
    }
  } finally {
    // A read that stops early (the client went away) leaves a page in flight: it ends before the read.
    await next.catch(() => undefined);
  }
}

/** The node-postgres pool under `db` on PostgreSQL; null on PGlite, or for a database transaction. */
function poolOf(db: Database): pg.Pool | null {
  const client = (db as { $client?: unknown }).$client;
  return client instanceof pg.Pool ? client : null;
}

/**
 * The user's movements of `asset.asset` in the period, a batch at a time: each transaction once, its
 * postings to the user's accounts netted, those that net to zero (a hold, its release) left out.
 * Postings written after findStatementAssets read the range are not read. The order is the order the
 * ledger wrote them in (of each transaction's first posting to the user), which is the order of their
 * times except where two writers overlapped by at most the length of a database transaction; a
 * running balance in this order is the one the ledger's checks saw. On PostgreSQL one COPY streams
 * the postings, netted here; on PGlite keyset pages of `pageRows` postings are netted by the
 * database; both list the same movements in the same order.
 */
export async function* readStatementMovements(
  db: Database,
  tenantId: string,
  userId: string,
  asset: StatementAsset,
  period: StatementPeriod,
  pageRows = pageSize,
): AsyncGenerator<StatementMovement[]> {
  if (!asset.postingRange) return;
  const scope = { tenantId, userId, asset: asset.asset, ...asset.postingRange };
  const pool = poolOf(db);
  yield* pool ? copyStatementMovements(pool, { ...scope, ...period }) : readMovementPages(db, scope, period, pageRows);
}
