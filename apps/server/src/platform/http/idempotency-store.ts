import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { namedStatement, param } from '../db/named-statement';
import { idempotencyRequests } from './idempotency.tables';

export interface IdempotencyScope {
  tenantId: string;
  userId: string;
  key: string;
}

export type ClaimOutcome =
  | { kind: 'claimed' }
  | { kind: 'mismatch' }
  | { kind: 'in-progress' }
  | { kind: 'completed'; status: number; body: string };

export interface IdempotencyStore {
  /** Takes the key for a first run, or says what became of the request that took it. */
  claim(scope: IdempotencyScope, requestHash: string): Promise<ClaimOutcome>;
  /** Keeps the first run's answer: retries get it from now on. */
  complete(scope: IdempotencyScope, status: number, body: string): Promise<void>;
  /** Frees the key after a fault, so a retry runs again. */
  release(scope: IdempotencyScope): Promise<void>;
}

const matches = (scope: IdempotencyScope) =>
  and(
    eq(idempotencyRequests.tenantId, scope.tenantId),
    eq(idempotencyRequests.userId, scope.userId),
    eq(idempotencyRequests.key, scope.key),
  );

/**
 * A statement's source that makes its implicit transaction commit without waiting for the WAL to
 * reach the disk (PostgreSQL's asynchronous commit): the row is visible to everyone at once, and a
 * crash can lose only the last fraction of a second of such writes.
 */
const asyncCommit = sql`(select set_config('synchronous_commit', 'off', true)) as async_commit`;

const table = idempotencyRequests;

/** Takes a free key, or takes over the key of a run that died (stale); answers a row if it did. */
const claimStatement = namedStatement<{ key: string }>(
  'idempotency_claim',
  sql`
    insert into ${table} (${sql.identifier('tenant_id')}, ${sql.identifier('user_id')}, ${sql.identifier('key')},
      ${sql.identifier('request_hash')})
    select ${param('tenantId')}::uuid, ${param('userId')}::uuid, ${param('key')}, ${param('requestHash')} from ${asyncCommit}
    on conflict (tenant_id, user_id, key) do update set locked_at = now()
    where ${table.responseStatus} is null and ${table.requestHash} = excluded.request_hash
      and ${table.lockedAt} < now() - make_interval(secs => ${param('staleAfterSeconds')}::int)
    returning ${table.key}`,
);

/** Keeps the answer of the run holding the key. */
const completeStatement = namedStatement(
  'idempotency_complete',
  sql`
    update ${table} set response_status = ${param('status')}::int, response_body = ${param('body')}, completed_at = now()
    from ${asyncCommit}
    where ${table.tenantId} = ${param('tenantId')}::uuid and ${table.userId} = ${param('userId')}::uuid
      and ${table.key} = ${param('key')} and ${table.responseStatus} is null`,
);

/**
 * The store of Idempotency-Keys in the database. A run that has neither answered nor released its
 * key after `staleAfterSeconds` died with its process: a retry of the same request takes the key
 * over. What it moved is safe either way, as the services derive their ledger keys (and orders their
 * unique key) from the Idempotency-Key and commit those durably. That is also why the claims and
 * answers here commit asynchronously: a crash that loses one makes a retry run the service again,
 * which finds what the first run wrote under its key; meanwhile no request waits for two more disk
 * flushes than its work needs.
 */
export function createIdempotencyStore(db: Database, staleAfterSeconds: number): IdempotencyStore {
  async function tryInsert(scope: IdempotencyScope, requestHash: string): Promise<boolean> {
    const rows = await claimStatement(db, { ...scope, requestHash, staleAfterSeconds });
    return rows.length > 0;
  }

  return {
    async claim(scope, requestHash) {
      // The holder of the key may release it between our insert and our read: then we try again.
      for (let attempt = 0; attempt < 3; attempt += 1) {
        if (await tryInsert(scope, requestHash)) return { kind: 'claimed' };
        const [row] = await db.select().from(idempotencyRequests).where(matches(scope));
        if (!row) continue;
        if (row.requestHash !== requestHash) return { kind: 'mismatch' };
        if (row.responseStatus === null || row.responseBody === null) return { kind: 'in-progress' };
        return { kind: 'completed', status: row.responseStatus, body: row.responseBody };
      }
      return { kind: 'in-progress' };
    },
    async complete(scope, status, body) {
      await completeStatement(db, { ...scope, status, body });
    },
    async release(scope) {
      await db.delete(idempotencyRequests).where(and(matches(scope), isNull(idempotencyRequests.responseStatus)));
    },
  };
}
