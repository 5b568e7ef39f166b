import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { groupedPerTurn } from '../grouped-calls';
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

/**
 * Stores answers in groups: the answers given in one turn of the event loop (the orders of one
 * batch answer together) share one UPDATE, committed asynchronously like each of them would be.
 * Each caller's promise settles when its group is written.
 */
function createAnswerWriter(db: Database) {
  const writeGroup = groupedPerTurn(async (group: { scope: IdempotencyScope; status: number; body: string }[]) => {
    const answers = JSON.stringify(
      group.map(({ scope, status, body }) => ({
        tenant_id: scope.tenantId,
        user_id: scope.userId,
        key: scope.key,
        status,
        body,
      })),
    );
    await db.execute(sql`
      update ${idempotencyRequests} r
      set response_status = a.status, response_body = a.body, completed_at = now()
      from ${asyncCommit},
        jsonb_to_recordset(${answers}::jsonb) as a(tenant_id uuid, user_id uuid, key text, status smallint, body text)
      where r.tenant_id = a.tenant_id and r.user_id = a.user_id and r.key = a.key and r.response_status is null`);
    return group.map(() => undefined);
  });
  return (scope: IdempotencyScope, status: number, body: string) => writeGroup({ scope, status, body });
}

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
  const table = idempotencyRequests;
  const writeAnswer = createAnswerWriter(db);
  async function tryInsert(scope: IdempotencyScope, requestHash: string): Promise<boolean> {
    const result = (await db.execute(sql`
      insert into ${table} (${sql.identifier('tenant_id')}, ${sql.identifier('user_id')}, ${sql.identifier('key')},
        ${sql.identifier('request_hash')})
      select ${scope.tenantId}, ${scope.userId}, ${scope.key}, ${requestHash} from ${asyncCommit}
      on conflict (tenant_id, user_id, key) do update set locked_at = now()
      where ${table.responseStatus} is null and ${table.requestHash} = excluded.request_hash
        and ${table.lockedAt} < now() - make_interval(secs => ${staleAfterSeconds})
      returning ${table.key}`)) as unknown as { rows: unknown[] };
    return result.rows.length > 0;
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
    complete: writeAnswer,
    async release(scope) {
      await db.delete(idempotencyRequests).where(and(matches(scope), isNull(idempotencyRequests.responseStatus)));
    },
  };
}
