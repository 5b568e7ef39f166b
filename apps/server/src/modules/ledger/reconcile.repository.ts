import { inArray, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/database';
import { selectRows } from '../../platform/db/raw-rows';
import { inTransaction } from '../../platform/db/transaction';
import { ledgerAccounts, ledgerTransactions } from './ledger.tables';

type Row = Record<string, string | null>;

const rows = (tx: Database, query: SQL) => selectRows<Row>(tx, query);

export interface ReconciliationRows {
  assetSums: Row[];
  transactionSums: Row[];
  balanceDrifts: Row[];
  negativeBalances: Row[];
  heldDrifts: Row[];
  counts: Row[];
}

/**
 * The ledger's checks, on one consistent snapshot (REPEATABLE READ, read only): transfers committing
 * meanwhile are either wholly in it or wholly out. Amounts come back as text, exact. With `tenantId`,
 * only that tenant's ledger is read (an administrator's check of their own domain); without, the whole.
 */
export function findReconciliationRows(db: Database, tenantId?: string): Promise<ReconciliationRows> {
  const ofTenant = (column: SQL) => (tenantId === undefined ? sql`true` : sql`${column} = ${tenantId}`);
  return inTransaction(db, async (tx) => {
    await tx.execute(sql`set transaction isolation level repeatable read, read only`);
    return {
      assetSums: await rows(
        tx,
        sql`select tenant_id, asset, sum(amount_units)::text as total
            from ledger_postings where ${ofTenant(sql`tenant_id`)}
            group by tenant_id, asset having sum(amount_units) <> 0
            order by tenant_id, asset`,
      ),
      transactionSums: await rows(
        tx,
        sql`select transaction_id, asset, sum(amount_units)::text as total
            from ledger_postings where ${ofTenant(sql`tenant_id`)}
            group by transaction_id, asset having sum(amount_units) <> 0
            union all
            select t.id, null, '0' from ledger_transactions t
            where ${ofTenant(sql`t.tenant_id`)}
              and not exists (select 1 from ledger_postings p where p.transaction_id = t.id)`,
      ),
      balanceDrifts: await rows(
        tx,
        sql`select a.id, a.balance_units::text as balance, coalesce(p.total, 0)::text as posted
            from ledger_accounts a
            left join (select account_id, sum(amount_units) as total from ledger_postings
                       where ${ofTenant(sql`tenant_id`)} group by account_id) p
              on p.account_id = a.id
            where ${ofTenant(sql`a.tenant_id`)} and a.balance_units <> coalesce(p.total, 0)
            order by a.id`,
      ),
      negativeBalances: await rows(
        tx,
        sql`select id, balance_units::text as balance from ledger_accounts
            where ${ofTenant(sql`tenant_id`)} and not allows_negative and balance_units < 0 order by id`,
      ),
      heldDrifts: await rows(
        tx,
        sql`select a.tenant_id, a.owner_id, a.asset, a.balance_units::text as held, coalesce(h.total, 0)::text as holds
            from ledger_accounts a
            left join (select held_account_id, sum(remaining_units) as total from ledger_holds
                       where ${ofTenant(sql`tenant_id`)} group by held_account_id) h on h.held_account_id = a.id
            where ${ofTenant(sql`a.tenant_id`)} and a.owner_kind = 'user' and a.purpose = 'held'
              and a.balance_units <> coalesce(h.total, 0)
            order by a.id`,
      ),
      counts: await rows(
        tx,
        sql`select (select count(*) from ledger_transactions where ${ofTenant(sql`tenant_id`)})::text as transactions,
                   (select count(*) from ledger_postings where ${ofTenant(sql`tenant_id`)})::text as postings,
                   (select count(*) from ledger_accounts where ${ofTenant(sql`tenant_id`)})::text as accounts`,
      ),
    };
  });
}

/** The tenants owning any of these accounts or transactions (whose ledger a mismatch is in). */
export async function findTenantsOf(
  db: Database,
  ids: { accountIds: string[]; transactionIds: string[] },
): Promise<string[]> {
  const accounts =
    ids.accountIds.length === 0
      ? []
      : await db
          .selectDistinct({ tenantId: ledgerAccounts.tenantId })
          .from(ledgerAccounts)
          .where(inArray(ledgerAccounts.id, ids.accountIds));
  const transactions =
    ids.transactionIds.length === 0
      ? []
      : await db
          .selectDistinct({ tenantId: ledgerTransactions.tenantId })
          .from(ledgerTransactions)
          .where(inArray(ledgerTransactions.id, ids.transactionIds));
  return [...new Set([...accounts, ...transactions].map((row) => row.tenantId))];
}
