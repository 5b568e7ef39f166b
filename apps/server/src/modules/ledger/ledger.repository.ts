import { and, asc, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../platform/db/database';
import { namedStatement, param } from '../../platform/db/named-statement';
import { users } from '../auth';
import { ledgerAccounts, ledgerAssets, ledgerHolds, ledgerPostings, ledgerTransactions } from './ledger.tables';
import type { LedgerOwnerKind } from './ledger.types';

/** Reads and the writes that are not money movements (those are in posting.repository.ts). */

export type AccountRow = typeof ledgerAccounts.$inferSelect;
export type TransactionRow = typeof ledgerTransactions.$inferSelect;
export type PostingRow = typeof ledgerPostings.$inferSelect;
export type HoldRow = typeof ledgerHolds.$inferSelect;

export interface OwnerKey {
  kind: LedgerOwnerKind;
  id: string | null;
}

/** The balance rows of one owner's accounts in one asset, for the given purposes, by purpose and shard. */
export async function findAccountRows(
  db: Database,
  tenantId: string,
  owner: OwnerKey,
  asset: string,
  purposes: readonly string[],
): Promise<AccountRow[]> {
  return db
    .select()
    .from(ledgerAccounts)
    .where(
      and(
        eq(ledgerAccounts.tenantId, tenantId),
        eq(ledgerAccounts.ownerKind, owner.kind),
        owner.id === null ? isNull(ledgerAccounts.ownerId) : eq(ledgerAccounts.ownerId, owner.id),
        eq(ledgerAccounts.asset, asset),
        inArray(ledgerAccounts.purpose, [...purposes]),
      ),
    )
    .orderBy(asc(ledgerAccounts.purpose), asc(ledgerAccounts.shard));
}

/** Every balance row (shard) of the account that the balance row `rowId` belongs to, by shard. */
export async function findSiblingRows(db: Database, tenantId: string, rowId: string): Promise<AccountRow[]> {
  const named = alias(ledgerAccounts, 'named');
  const found = await db
    .select({ account: ledgerAccounts })
    .from(ledgerAccounts)
    .innerJoin(
      named,
      and(
        eq(named.id, rowId),
        eq(named.tenantId, ledgerAccounts.tenantId),
        eq(named.ownerKind, ledgerAccounts.ownerKind),
        sql`${named.ownerId} is not distinct from ${ledgerAccounts.ownerId}`,
        eq(named.asset, ledgerAccounts.asset),
        eq(named.purpose, ledgerAccounts.purpose),
      ),
    )
    .where(eq(ledgerAccounts.tenantId, tenantId))
    .orderBy(asc(ledgerAccounts.shard));
  return found.map((row) => row.account);
}

/** The available and held balance rows of several (user, asset) pairs, in one read. */
export async function findUserAccountRowsOf(
  db: Database,
  tenantId: string,
  pairs: readonly { userId: string; asset: string }[],
): Promise<AccountRow[]> {
  if (pairs.length === 0) return [];
  const keyOf = (userId: string | null, asset: string) => `${userId}:${asset.toUpperCase()}`;
  const wanted = new Set(pairs.map((pair) => keyOf(pair.userId, pair.asset)));
  const userIds = `{${[...new Set(pairs.map((pair) => pair.userId))].join(',')}}`;
  const assets = [...new Set(pairs.map((pair) => pair.asset.toUpperCase()))];
  // The users as one array parameter: an index scan of the identity key, however many they are.
  const rows = await db
    .select()
    .from(ledgerAccounts)
    .where(
      and(
        eq(ledgerAccounts.tenantId, tenantId),
        eq(ledgerAccounts.ownerKind, 'user'),
        sql`${ledgerAccounts.ownerId} = any(${userIds}::uuid[])`,
        inArray(ledgerAccounts.asset, assets),
        inArray(ledgerAccounts.purpose, ['available', 'held']),
      ),
    );
  return rows.filter((row) => wanted.has(keyOf(row.ownerId, row.asset)));
}

/** The locking read of lockBalances, run on every market batch: prepared by name. */
const lockBalancesStatement = namedStatement<{ id: string; balance_units: string | bigint }>(
  'ledger_lock_balances',
  sql`select ${ledgerAccounts.id}, ${ledgerAccounts.balanceUnits} from ${ledgerAccounts}
    where ${ledgerAccounts.tenantId} = ${param('tenantId')}::uuid and ${ledgerAccounts.id} = any(${param('accountIds')}::uuid[])
    order by ${ledgerAccounts.id}
    for no key update`,
);

/** Locks balance rows of the tenant in id order (the ledger's one lock order) and reads them. */
export async function lockBalances(
  db: Database,
  tenantId: string,
  accountIds: readonly string[],
): Promise<{ id: string; balanceUnits: bigint }[]> {
  if (accountIds.length === 0) return [];
  const rows = await lockBalancesStatement(db, { tenantId, accountIds: [...accountIds] });
  return rows.map((row) => ({ id: row.id, balanceUnits: BigInt(row.balance_units) }));
}

export async function isUserOfTenant(db: Database, tenantId: string, userId: string): Promise<boolean> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.id, userId)))
    .limit(1);
  return rows.length > 0;
}

/** How many of `userIds` are users of the tenant. */
export async function countUsersOfTenant(db: Database, tenantId: string, userIds: readonly string[]): Promise<number> {
  if (userIds.length === 0) return 0;
  const [row] = await db
    .select({ total: count() })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), sql`${users.id} = any(${`{${userIds.join(',')}}`}::uuid[])`));
  return row?.total ?? 0;
}

export async function insertAssetIfMissing(db: Database, code: string, scale: number): Promise<void> {
  await db.insert(ledgerAssets).values({ code, scale }).onConflictDoNothing();
}

/** Inserts the rows that do not exist yet (concurrent callers meet at the identity key). */
export async function insertAccountRows(db: Database, rows: (typeof ledgerAccounts.$inferInsert)[]): Promise<void> {
  await db.insert(ledgerAccounts).values(rows).onConflictDoNothing();
}

/**
 * Inserts the accounts for `purposes` of each (user, asset) that lacks them, in one statement whose
 * parameters are the pairs as JSON and the purposes (concurrent callers meet at the identity key);
 * answers the rows it inserted.
 */
export function insertUserAccountRowsOf(
  db: Database,
  tenantId: string,
  pairs: readonly { userId: string; asset: string }[],
  purposes: readonly ('available' | 'held')[],
): Promise<AccountRow[]> {
  const wanted = JSON.stringify(pairs.map((pair) => ({ user_id: pair.userId, asset: pair.asset })));
  return db
    .insert(ledgerAccounts)
    .select(
      sql`select gen_random_uuid(), ${tenantId}::uuid, 'user', p.user_id, p.asset, purpose, 0, false, 0, now()
        from jsonb_to_recordset(${wanted}::jsonb) as p(user_id uuid, asset text)
        cross join jsonb_array_elements_text(${JSON.stringify(purposes)}::jsonb) as purposes(purpose)`,
    )
    .onConflictDoNothing()
    .returning();
}

/** Balances of balance rows, by id, of one tenant (rows of other tenants are not returned). */
export async function findBalances(
  db: Database,
  tenantId: string,
  accountIds: readonly string[],
): Promise<{ id: string; balanceUnits: bigint }[]> {
  return db
    .select({ id: ledgerAccounts.id, balanceUnits: ledgerAccounts.balanceUnits })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.tenantId, tenantId), inArray(ledgerAccounts.id, [...accountIds])))
    .orderBy(asc(ledgerAccounts.id));
}

/** The balance rows of a user's accounts with the given purposes, by asset. */
export async function findUserBalanceRows(db: Database, tenantId: string, userId: string, purposes: readonly string[]) {
  return db
    .select({
      asset: ledgerAccounts.asset,
      scale: ledgerAssets.scale,
      purpose: ledgerAccounts.purpose,
      balanceUnits: ledgerAccounts.balanceUnits,
    })
    .from(ledgerAccounts)
    .innerJoin(ledgerAssets, eq(ledgerAssets.code, ledgerAccounts.asset))
    .where(
      and(
        eq(ledgerAccounts.tenantId, tenantId),
        eq(ledgerAccounts.ownerKind, 'user'),
        eq(ledgerAccounts.ownerId, userId),
        inArray(ledgerAccounts.purpose, [...purposes]),
      ),
    )
    .orderBy(asc(ledgerAccounts.asset));
}

export interface TransactionWithPostings {
  transaction: TransactionRow;
  postings: PostingRow[];
}

async function withPostings(db: Database, rows: TransactionRow[]): Promise<TransactionWithPostings[]> {
  if (rows.length === 0) return [];
  const postings = await db
    .select()
    .from(ledgerPostings)
    .where(
      inArray(
        ledgerPostings.transactionId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(ledgerPostings.id));
  return rows.map((transaction) => ({
    transaction,
    postings: postings.filter((posting) => posting.transactionId === transaction.id),
  }));
}

export async function findTransactionsByKeys(
  db: Database,
  tenantId: string,
  keys: readonly string[],
): Promise<TransactionWithPostings[]> {
  if (keys.length === 0) return [];
  const rows = await db
    .select()
    .from(ledgerTransactions)
    .where(and(eq(ledgerTransactions.tenantId, tenantId), inArray(ledgerTransactions.idempotencyKey, [...keys])));
  return withPostings(db, rows);
}

export async function findTransaction(
  db: Database,
  tenantId: string,
  transactionId: string,
): Promise<TransactionWithPostings | null> {
  const rows = await db
    .select()
    .from(ledgerTransactions)
    .where(and(eq(ledgerTransactions.tenantId, tenantId), eq(ledgerTransactions.id, transactionId)))
    .limit(1);
  const [found] = await withPostings(db, rows);
  return found ?? null;
}

export async function findReversalOf(db: Database, tenantId: string, transactionId: string): Promise<string | null> {
  const rows = await db
    .select({ id: ledgerTransactions.id })
    .from(ledgerTransactions)
    .where(and(eq(ledgerTransactions.tenantId, tenantId), eq(ledgerTransactions.reversesTransactionId, transactionId)))
    .limit(1);
  return rows[0]?.id ?? null;
}

export async function findHold(db: Database, tenantId: string, holdId: string): Promise<HoldRow | null> {
  const rows = await db
    .select()
    .from(ledgerHolds)
    .where(and(eq(ledgerHolds.tenantId, tenantId), eq(ledgerHolds.id, holdId)))
    .limit(1);
  return rows[0] ?? null;
}

export async function findHolds(db: Database, tenantId: string, holdIds: readonly string[]): Promise<HoldRow[]> {
  if (holdIds.length === 0) return [];
  return db
    .select()
    .from(ledgerHolds)
    .where(and(eq(ledgerHolds.tenantId, tenantId), inArray(ledgerHolds.id, [...holdIds])));
}

/** A well-formed uuid, so a malformed id is "not found" rather than a database error. */
export const isUuid = (value: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);
