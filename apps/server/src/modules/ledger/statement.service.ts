import { type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
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

/** Whose movements of which asset a read lists: the user's accounts in it, postings `first` to `last`. */
interface MovementScope {
  tenantId: string;
  userId: string;
  asset: string;
  first: number;
  last: number;
}

/** Reads the movements a batch at a time, in order; an empty batch is the end. */
interface MovementReader {
  read(): Promise<MovementRow[]>;
  /** Ends the read, at its end or before. */
  close(): Promise<void>;
}

/** The ids of the accounts the user owns in the asset (available, held, venue): two to five. */
const userAccountIds = (scope: MovementScope) =>
  sql`select ${ledgerAccounts.id} from ${ledgerAccounts}
    where ${ledgerAccounts.tenantId} = ${scope.tenantId} and ${ledgerAccounts.ownerKind} = 'user'
      and ${ledgerAccounts.ownerId} = ${scope.userId} and ${ledgerAccounts.asset} = ${scope.asset}`;

/** The columns of a movement row: of its transaction `t`, and its netted amount `m.amount`. */
const movementColumns = sql`t.id as transaction_id, t.kind, t.created_at, m.amount,
  t.metadata->>'method' as method, t.metadata->>'market' as market`;

/**
 * Every movement of the scope, for a cursor: the user's postings summed per transaction by the
 * database, in the order of each transaction's first posting to the user. A transaction whose
 * postings to the user lie apart (ids come from one sequence that concurrent writers draw from, and
 * a writer locks only the accounts it moves: a hold and a move at a venue interleave) is one movement.
 */
function allMovements(scope: MovementScope): SQL {
  return sql`
    select ${movementColumns}
    from (
      select p.tenant_id, p.transaction_id, min(p.id) as first_id, sum(p.amount_units) as amount
      from ${ledgerPostings} p
      where p.account_id in (${userAccountIds(scope)}) and p.id between ${scope.first} and ${scope.last}
      group by p.tenant_id, p.transaction_id
    ) m
    join ${ledgerTransactions} t on t.tenant_id = m.tenant_id and t.id = m.transaction_id
    order by m.first_id`;
}

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
 * Keyset pages of `size` postings, a query each and no transaction held open between them: what
 * PGlite, one session for the whole process, can serve without making every other request wait.
 * A transaction is listed by the page of its first posting to the user.
 */
function openPageReader(db: Database, scope: MovementScope, size: number): MovementReader {
  let after = scope.first - 1;
  return {
    async read() {
      while (after < scope.last) {
        const start = after;
        const rows = await selectRows<PagedMovementRow>(db, movementPage(scope, start, size));
        after = rows[0] ? Number(rows[0].page_last) : scope.last;
        const listed = rows.filter((row) => Number(row.first_id) > start);
        if (listed.length > 0) return listed;
      }
      return [];
    },
    close: async () => undefined,
  };
}

// The casing of the database handles (database.ts), to turn a statement into the text a cursor is declared with.
const dialect = new PgDialect({ casing: 'snake_case' });
/**
 * Rows a fetch of the cursor hands over: each fetch is a round trip, and a smaller batch is not
 * cheaper for the database (it ran the query once); 5,000 rows are a few megabytes at most.
 */
const cursorBatchSize = 5000;
const cursorName = 'statement_movements';
/** Room to net a month of a busy account's transactions in memory rather than in temporary files (100,000 take about 10 MB). */
const cursorWorkMem = '32MB';
/** Every column as the text PostgreSQL sends, as drizzle hands raw rows over (created_at) or as they are parsed here. */
const asText = { getTypeParser: () => (value: string) => value };

/**
 * One server-side cursor over the whole query (PostgreSQL), in a read-only REPEATABLE READ transaction
 * on a connection of its own: the database runs the query once and hands its rows over `size` at a
 * time as they are asked for. The connection is the reader's until it is closed.
 */
async function openCursorReader(pool: pg.Pool, query: SQL, size: number): Promise<MovementReader> {
  const { sql: text, params } = dialect.sqlToQuery(query);
  const client = await pool.connect();
  try {
    await client.query('begin isolation level repeatable read, read only');
    await client.query(`set local work_mem = '${cursorWorkMem}'`);
    await client.query(`declare ${cursorName} no scroll cursor for ${text}`, params);
  } catch (error) {
    client.release(true);
    throw error;
  }
  return {
    read: async () =>
      (await client.query<MovementRow>({ text: `fetch forward ${size} from ${cursorName}`, types: asText })).rows,
    async close() {
      // A connection that failed is dropped, not handed back to the pool.
      const isBroken = await client.query('commit').then(
        () => false,
        () => true,
      );
      client.release(isBroken);
    },
  };
}

/** The node-postgres pool under `db` on PostgreSQL; null on PGlite, or for a database transaction. */
function poolOf(db: Database): pg.Pool | null {
  const client = (db as { $client?: unknown }).$client;
  return client instanceof pg.Pool ? client : null;
}

/**
 * The rows of a batch as movements: those of the period that change what the user owns. Movements
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
 * The user's movements of `asset.asset` in the period, a batch at a time: each transaction once, its
 * postings to the user's accounts netted, those that net to zero (a hold, its release) left out.
 * Postings written after findStatementAssets read the range are not read. The order is the order the
 * ledger wrote them in (of each transaction's first posting to the user), which is the order of their
 * times except where two writers overlapped by at most the length of a database transaction; a
 * running balance in this order is the one the ledger's checks saw. On PostgreSQL one cursor reads
 * them `batchSize` rows a fetch, on PGlite keyset pages of `batchSize` postings; both list the same
 * movements in the same order.
 */
export async function* readStatementMovements(
  db: Database,
  tenantId: string,
  userId: string,
  asset: StatementAsset,
  period: StatementPeriod,
  batchSize?: number,
): AsyncGenerator<StatementMovement[]> {
  if (!asset.postingRange) return;
  const scope = { tenantId, userId, asset: asset.asset, ...asset.postingRange };
  const pool = poolOf(db);
  const reader = pool
    ? await openCursorReader(pool, allMovements(scope), batchSize ?? cursorBatchSize)
    : openPageReader(db, scope, batchSize ?? pageSize);
  // The next batch is asked for as soon as this one is in, so the database reads it while this one
  // is written out.
  let next = reader.read();
  try {
    for (let rows = await next; rows.length > 0; rows = await next) {
      next = reader.read();
      const movements = movementsOf(rows, period);
      if (movements.length > 0) yield movements;
    }
  } finally {
    // A reader that stops early (the client went away) leaves a read in flight: it ends before the reader.
    await next.catch(() => []);
    await reader.close();
  }
}
