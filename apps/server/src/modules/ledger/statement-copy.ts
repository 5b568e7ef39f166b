import { StringDecoder } from 'node:string_decoder';
import { type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import { ledgerPostings, ledgerTransactions } from './ledger.tables';
import { userAccountIds } from './user-postings';

/** Whose postings a read lists: the user's accounts in the asset, postings `first` to `last`, of transactions of the period. */
export interface PostingScope {
  tenantId: string;
  userId: string;
  asset: string;
  first: number;
  last: number;
  from: Date;
  to: Date;
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

/**
 * Every posting of the scope to the user, in id order, with its transaction and, once per other
 * posting of that transaction to the user, that posting's id (null when it has none): what netting
 * in order needs to know when a transaction's last posting to the user has been read. Plain joins
 * and one sort, which PostgreSQL runs in parallel; netting here rather than grouping there halves
 * the database's work. The other postings are found by transaction alone, not also by the range:
 * a planner without statistics (a table just written to) would otherwise scan the range once per posting.
 */
function postingsWithTheirOthers(scope: PostingScope): SQL {
  const accounts = userAccountIds(scope);
  return sql`
    select p.id, p.transaction_id, t.kind, floor(extract(epoch from t.created_at) * 1000)::bigint,
      p.amount_units, t.metadata->>'method', t.metadata->>'market', n.id
    from ${ledgerPostings} p
    join ${ledgerTransactions} t on t.tenant_id = p.tenant_id and t.id = p.transaction_id
    left join ${ledgerPostings} n on n.transaction_id = p.transaction_id and n.id <> p.id
      and n.account_id in (${accounts})
    where p.account_id in (${accounts}) and p.id between ${scope.first} and ${scope.last}
      and t.created_at >= ${scope.from.toISOString()}::timestamptz and t.created_at < ${scope.to.toISOString()}::timestamptz
    order by p.id`;
}

/** What a backslash followed by a letter stands for in COPY's text format; any other character stands for itself. */
const copyEscapes: Record<string, string> = { b: '\b', f: '\f', n: '\n', r: '\r', t: '\t', v: '\v' };

/** A text field of COPY's text format as it was: `\N` is null. */
export function copyTextField(field: string): string | null {
  if (field === '\\N') return null;
  return field.includes('\\') ? field.replace(/\\(.)/gs, (_, next: string) => copyEscapes[next] ?? next) : field;
}

/** A transaction being netted: its movement so far and the id of its last posting to the user. */
interface OpenMovement {
  movement: StatementMovement;
  lastId: number;
}

/**
 * Nets the postings of a read in id order into movements, each transaction once, in the order of
 * its first posting to the user: a transaction stays open until the read passes the last of its
 * postings to the user, and movements are handed over in order as those before them close. Those
 * that net to zero (a hold, its release) are left out.
 */
export function createNetting() {
  const open = new Map<string, OpenMovement>();
  let postingId = -1;
  let current: OpenMovement | null = null;
  let shownMs = Number.NaN;
  let shownAt = new Date(0);

  /** Hands over, in order, the open movements whose postings all lie before posting `id`. */
  function closeBefore(id: number, out: StatementMovement[]) {
    for (const [transactionId, entry] of open) {
      if (entry.lastId >= id) return;
      open.delete(transactionId);
      if (entry.movement.amountUnits !== 0n) out.push(entry.movement);
    }
  }

  /** The movement a posting starts, its time as a Date shared with the movements of the same millisecond. */
  function movementOf(fields: readonly string[], amountUnits: bigint): StatementMovement {
    const ms = Number(fields[3]);
    if (ms !== shownMs) {
      shownMs = ms;
      shownAt = new Date(ms);
    }
    return {
      transactionId: fields[1] as string,
      kind: fields[2] as string,
      createdAt: shownAt,
      amountUnits,
      method: copyTextField(fields[5] as string),
      market: copyTextField(fields[6] as string),
    };
  }

  return {
    /** One row of the read: [id, transaction, kind, time in ms, amount, method, market, other posting id]. */
    add(fields: readonly string[], out: StatementMovement[]) {
      const id = Number(fields[0]);
      const otherId = fields[7] === '\\N' ? -1 : Number(fields[7]);
      if (id !== postingId) {
        if (open.size > 0) closeBefore(id, out);
        postingId = id;
        const amountUnits = BigInt(fields[4] as string);
        current = open.size > 0 ? (open.get(fields[1] as string) ?? null) : null;
        if (current) current.movement.amountUnits += amountUnits;
        else if (otherId < 0 && open.size === 0) {
          // The transaction's only posting to the user, with nothing open before it: complete as read.
          out.push(movementOf(fields, amountUnits));
          return;
        } else {
          current = { movement: movementOf(fields, amountUnits), lastId: id };
          open.set(current.movement.transactionId, current);
        }
      }
      if (current && otherId > current.lastId) current.lastId = otherId;
    },
    /** The end of the read: every open movement is complete. */
    finish(out: StatementMovement[]) {
      closeBefore(Number.POSITIVE_INFINITY, out);
    },
  };
}

// The casing of the database handles (database.ts), to turn a statement into the text COPY runs.
const dialect = new PgDialect({ casing: 'snake_case' });
/** Room to join and sort a month of a busy account's postings in memory rather than in temporary files. */
const copyWorkMem = '32MB';

/**
 * The user's movements of the scope on PostgreSQL, through one `COPY (query) TO STDOUT` in a
 * read-only REPEATABLE READ transaction on a connection of its own: the database runs the query once
 * (in parallel where it can, which a cursor cannot) and streams its rows as text, read here as they
 * arrive and netted in order. The stream pauses while the caller writes a batch out, so a month of
 * any length is read in bounded memory. COPY takes no parameters: the query's values are written
 * into its text as literals (ids, a uuid, an asset code and two times, all of them ours).
 */
export async function* copyStatementMovements(pool: pg.Pool, scope: PostingScope): AsyncGenerator<StatementMovement[]> {
  const { sql: text } = dialect.sqlToQuery(postingsWithTheirOthers(scope).inlineParams());
  const client = await pool.connect();
  let isDone = false;
  try {
    await client.query('begin isolation level repeatable read, read only');
    await client.query(`set local work_mem = '${copyWorkMem}'`);
    const stream = client.query(copyTo(`copy (${text}) to stdout`));
    const netting = createNetting();
    const decoder = new StringDecoder('utf8');
    let tail = '';
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      const lines = (tail + decoder.write(chunk)).split('\n');
      tail = lines.pop() ?? '';
      const out: StatementMovement[] = [];
      for (const line of lines) netting.add(line.split('\t'), out);
      if (out.length > 0) yield out;
    }
    const out: StatementMovement[] = [];
    netting.finish(out);
    if (out.length > 0) yield out;
    await client.query('commit');
    isDone = true;
  } finally {
    // A read that stopped early (the client went away) leaves COPY mid-stream: the connection is dropped, not reused.
    client.release(!isDone);
  }
}
