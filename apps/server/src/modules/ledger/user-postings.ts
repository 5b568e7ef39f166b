import { type SQL, sql } from 'drizzle-orm';
import { ledgerAccounts, ledgerPostings, ledgerTransactions } from './ledger.tables';

/**
 * The `from … where …` of a read of a user's postings: those to the accounts they own (available,
 * held, venue), each with its transaction.
 */
export function userPostings(tenantId: string, userId: string): SQL {
  return sql`from ${ledgerPostings}
    join ${ledgerAccounts} on ${ledgerAccounts.id} = ${ledgerPostings.accountId}
    join ${ledgerTransactions} on ${ledgerTransactions.tenantId} = ${ledgerPostings.tenantId}
      and ${ledgerTransactions.id} = ${ledgerPostings.transactionId}
    where ${ledgerAccounts.tenantId} = ${tenantId}
      and ${ledgerAccounts.ownerKind} = 'user'
      and ${ledgerAccounts.ownerId} = ${userId}`;
}

/** userPostings of the transactions written before `to`. */
export function userPostingsBefore(tenantId: string, userId: string, to: Date): SQL {
  return sql`${userPostings(tenantId, userId)}
      and ${ledgerTransactions.createdAt} < ${to.toISOString()}::timestamptz`;
}

/** The ids of the accounts the user owns in the asset (available, held, venue): two to five. */
export const userAccountIds = (scope: { tenantId: string; userId: string; asset: string }) =>
  sql`select ${ledgerAccounts.id} from ${ledgerAccounts}
    where ${ledgerAccounts.tenantId} = ${scope.tenantId} and ${ledgerAccounts.ownerKind} = 'user'
      and ${ledgerAccounts.ownerId} = ${scope.userId} and ${ledgerAccounts.asset} = ${scope.asset}`;
