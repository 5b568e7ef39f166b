import { and, count, desc, eq } from 'drizzle-orm';
import type { Database } from '../../platform/db/database';
import { ledgerAccounts, ledgerPostings, ledgerTransactions } from './ledger.tables';

/** One posting to a user's own account: what moved their balance, and why. */
export interface BalanceMovement {
  transactionId: string;
  kind: string;
  purpose: 'available' | 'held';
  amountUnits: bigint;
  createdAt: Date;
}

/** A page of the postings to a user's accounts in `asset`, newest first, with their total count. */
export async function findBalanceMovements(
  db: Database,
  tenantId: string,
  userId: string,
  asset: string,
  page: { page: number; limit: number },
): Promise<{ rows: BalanceMovement[]; total: number }> {
  const owned = and(
    eq(ledgerAccounts.tenantId, tenantId),
    eq(ledgerAccounts.ownerKind, 'user'),
    eq(ledgerAccounts.ownerId, userId),
    eq(ledgerAccounts.asset, asset),
  );
  const [rows, counted] = await Promise.all([
    db
      .select({
        transactionId: ledgerPostings.transactionId,
        kind: ledgerTransactions.kind,
        purpose: ledgerAccounts.purpose,
        amountUnits: ledgerPostings.amountUnits,
        createdAt: ledgerTransactions.createdAt,
      })
      .from(ledgerPostings)
      .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerPostings.accountId))
      .innerJoin(
        ledgerTransactions,
        and(
          eq(ledgerTransactions.tenantId, ledgerPostings.tenantId),
          eq(ledgerTransactions.id, ledgerPostings.transactionId),
        ),
      )
      .where(owned)
      .orderBy(desc(ledgerPostings.id))
      .limit(page.limit)
      .offset((page.page - 1) * page.limit),
    db
      .select({ total: count() })
      .from(ledgerPostings)
      .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerPostings.accountId))
      .where(owned),
  ]);
  return {
    rows: rows.map((row) => ({ ...row, purpose: row.purpose as BalanceMovement['purpose'] })),
    total: counted[0]?.total ?? 0,
  };
}
