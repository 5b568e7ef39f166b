import type {
  AdminLedgerAccount,
  AdminLedgerMovements,
  AdminLedgerMovementsQuery,
  AdminLedgerQuery,
  AdminLedgerReport,
} from '@invest/contracts';
import { formatUnits, scaleOf } from '@invest/money';
import { notFound } from '../../../platform/errors';
import type { AuthContext } from '../../../platform/http/context';
import { findUserContacts } from '../../auth';
import {
  type DomainAccount,
  findDomainAccountMovements,
  findDomainAccounts,
  findDomainAssetTotals,
} from '../../ledger';
import type { ReportsDeps } from '../reports.deps';

type Admin = Pick<AuthContext, 'tenantId'>;

const amountOf = (units: bigint, asset: string) => formatUnits(units, scaleOf(asset));

/** The accounts as the report shows them, each user's with their email. */
async function toAccounts(deps: ReportsDeps, tenantId: string, rows: DomainAccount[]): Promise<AdminLedgerAccount[]> {
  const contacts = await findUserContacts(
    deps.db,
    tenantId,
    rows.flatMap((row) => (row.ownerId ? [row.ownerId] : [])),
  );
  return rows.map((row) => ({
    id: row.id,
    owner_kind: row.ownerKind,
    owner_id: row.ownerId,
    owner_email: row.ownerId ? (contacts.get(row.ownerId)?.email ?? null) : null,
    purpose: row.purpose,
    asset: row.asset,
    balance: amountOf(row.balanceUnits, row.asset),
  }));
}

/**
 * GET admin/reports/ledger: a page of the domain's accounts (of one asset or all) with their
 * balances, and what each asset's accounts hold, its users' and its own.
 */
export async function getDomainLedger(
  deps: ReportsDeps,
  admin: Admin,
  query: AdminLedgerQuery,
): Promise<AdminLedgerReport> {
  const [{ rows, total }, totals] = await Promise.all([
    findDomainAccounts(
      deps.db,
      admin.tenantId,
      { asset: query.asset },
      { limit: query.limit, offset: (query.page - 1) * query.limit },
    ),
    findDomainAssetTotals(deps.db, admin.tenantId),
  ]);
  return {
    items: await toAccounts(deps, admin.tenantId, rows),
    page: query.page,
    limit: query.limit,
    total,
    totals: totals.map((row) => ({
      asset: row.asset,
      accounts: row.accounts,
      users_balance: amountOf(row.userUnits, row.asset),
      system_balance: amountOf(row.systemUnits, row.asset),
    })),
  };
}

/** The largest number of accounts one ledger file holds. */
const maxLedgerFileAccounts = 100_000;

/** Every account of the domain (of one asset or all) for the ledger file, up to the file's bound. */
export async function findDomainLedgerAccounts(
  deps: ReportsDeps,
  admin: Admin,
  query: Pick<AdminLedgerQuery, 'asset'>,
): Promise<AdminLedgerAccount[]> {
  const { rows } = await findDomainAccounts(
    deps.db,
    admin.tenantId,
    { asset: query.asset },
    { limit: maxLedgerFileAccounts, offset: 0 },
  );
  return toAccounts(deps, admin.tenantId, rows);
}

/** GET admin/reports/ledger/accounts/{id}/movements: one of the domain's accounts and a page of its postings. */
export async function getDomainAccountMovements(
  deps: ReportsDeps,
  admin: Admin,
  accountId: string,
  query: AdminLedgerMovementsQuery,
): Promise<AdminLedgerMovements> {
  const found = await findDomainAccountMovements(deps.db, admin.tenantId, accountId, {
    limit: query.limit,
    offset: (query.page - 1) * query.limit,
  });
  if (!found) throw notFound('Account');
  const [account] = await toAccounts(deps, admin.tenantId, [found.account]);
  if (!account) throw notFound('Account');
  return {
    account,
    items: found.rows.map((row) => ({
      id: String(row.postingId),
      time: row.createdAt.toISOString(),
      transaction_id: row.transactionId,
      kind: row.kind,
      amount: amountOf(row.amountUnits, found.account.asset),
    })),
    page: query.page,
    limit: query.limit,
    total: found.total,
  };
}
