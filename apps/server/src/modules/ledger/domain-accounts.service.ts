import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/database';
import { findSiblingRows } from './ledger.repository';
import { ledgerAccounts, ledgerPostings, ledgerTransactions } from './ledger.tables';
import type { LedgerOwnerKind } from './ledger.types';

/**
 * The domain's ledger as its administrators read it: every account (a hot system account's shards
 * summed into one), what each asset's accounts hold, and an account's movements.
 */

/** One account of a tenant's ledger, named by the id of its first shard. */
export interface DomainAccount {
  id: string;
  ownerKind: LedgerOwnerKind;
  ownerId: string | null;
  purpose: string;
  asset: string;
  balanceUnits: bigint;
}

/** The identity of an account: its shards share it. */
const identity = [
  ledgerAccounts.asset,
  ledgerAccounts.ownerKind,
  ledgerAccounts.purpose,
  ledgerAccounts.ownerId,
] as const;

const accountColumns = {
  id: sql<string>`(array_agg(${ledgerAccounts.id} order by ${ledgerAccounts.shard}))[1]`,
  ownerKind: ledgerAccounts.ownerKind,
  ownerId: ledgerAccounts.ownerId,
  purpose: ledgerAccounts.purpose,
  asset: ledgerAccounts.asset,
  balanceUnits: sql<string>`sum(${ledgerAccounts.balanceUnits})::text`,
};

const toAccount = (row: { balanceUnits: string } & Omit<DomainAccount, 'balanceUnits'>): DomainAccount => ({
  ...row,
  balanceUnits: BigInt(row.balanceUnits),
});

/**
 * A page of the tenant's accounts, of one asset or all, by asset, the system's before the users',
 * then by purpose; with how many there are.
 */
export async function findDomainAccounts(
  db: Database,
  tenantId: string,
  filter: { asset?: string | undefined },
  page: { limit: number; offset: number },
): Promise<{ rows: DomainAccount[]; total: number }> {
  const where = and(
    eq(ledgerAccounts.tenantId, tenantId),
    filter.asset === undefined ? undefined : eq(ledgerAccounts.asset, filter.asset),
  );
  const [rows, counted] = await Promise.all([
    db
      .select(accountColumns)
      .from(ledgerAccounts)
      .where(where)
      .groupBy(...identity)
      .orderBy(...identity.map((column) => asc(column)))
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({ total: count() })
      .from(ledgerAccounts)
      .where(and(where, eq(ledgerAccounts.shard, 0))),
  ]);
  return { rows: rows.map(toAccount), total: counted[0]?.total ?? 0 };
}

/** What the tenant's accounts of each asset hold: its users' together and its own together. */
export interface DomainAssetTotal {
  asset: string;
  accounts: number;
  userUnits: bigint;
  systemUnits: bigint;
}

export async function findDomainAssetTotals(db: Database, tenantId: string): Promise<DomainAssetTotal[]> {
  const rows = await db
    .select({
      asset: ledgerAccounts.asset,
      accounts: sql<number>`(count(*) filter (where ${ledgerAccounts.shard} = 0))::int`,
      userUnits: sql<string>`coalesce(sum(${ledgerAccounts.balanceUnits}) filter (where ${ledgerAccounts.ownerKind} = 'user'), 0)::text`,
      systemUnits: sql<string>`coalesce(sum(${ledgerAccounts.balanceUnits}) filter (where ${ledgerAccounts.ownerKind} = 'system'), 0)::text`,
    })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.tenantId, tenantId))
    .groupBy(ledgerAccounts.asset)
    .orderBy(asc(ledgerAccounts.asset));
  return rows.map((row) => ({
    asset: row.asset,
    accounts: Number(row.accounts),
    userUnits: BigInt(row.userUnits),
    systemUnits: BigInt(row.systemUnits),
  }));
}

/** One posting to an account: what moved its balance. */
export interface DomainAccountMovement {
  postingId: number;
  transactionId: string;
  kind: string;
  amountUnits: bigint;
  createdAt: Date;
}

/**
 * The tenant's account that the balance row `id` is a shard of, with a page of its postings, newest
 * first, and how many it has; null when the tenant has no such account.
 */
export async function findDomainAccountMovements(
  db: Database,
  tenantId: string,
  id: string,
  page: { limit: number; offset: number },
): Promise<{ account: DomainAccount; rows: DomainAccountMovement[]; total: number } | null> {
  const shards = await findSiblingRows(db, tenantId, id);
  const [first] = shards;
  if (!first) return null;
  const ids = shards.map((shard) => shard.id);
  const [rows, counted] = await Promise.all([
    db
      .select({
        postingId: ledgerPostings.id,
        transactionId: ledgerPostings.transactionId,
        kind: ledgerTransactions.kind,
        amountUnits: ledgerPostings.amountUnits,
        createdAt: ledgerTransactions.createdAt,
      })
      .from(ledgerPostings)
      .innerJoin(
        ledgerTransactions,
        and(
          eq(ledgerTransactions.tenantId, ledgerPostings.tenantId),
          eq(ledgerTransactions.id, ledgerPostings.transactionId),
        ),
      )
      .where(and(eq(ledgerPostings.tenantId, tenantId), inArray(ledgerPostings.accountId, ids)))
      .orderBy(desc(ledgerPostings.id))
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({ total: count() })
      .from(ledgerPostings)
      .where(and(eq(ledgerPostings.tenantId, tenantId), inArray(ledgerPostings.accountId, ids))),
  ]);
  return {
    account: {
      id: first.id,
      ownerKind: first.ownerKind,
      ownerId: first.ownerId,
      purpose: first.purpose,
      asset: first.asset,
      balanceUnits: shards.reduce((sum, shard) => sum + shard.balanceUnits, 0n),
    },
    rows,
    total: counted[0]?.total ?? 0,
  };
}
