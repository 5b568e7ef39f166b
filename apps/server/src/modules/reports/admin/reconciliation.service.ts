import type { LatestReconciliation, ReconciliationMismatch, ReconciliationResult } from '@invest/contracts';
import { formatUnits, scaleOf } from '@invest/money';
import { type AuditActor, type AuditEvent, listAuditEvents, recordAudit } from '../../../platform/audit/audit';
import type { AuthContext } from '../../../platform/http/context';
import { findUserContacts } from '../../auth';
import { type LedgerMismatch, reconcile } from '../../ledger';
import type { ReportsDeps } from '../reports.deps';

type Admin = Pick<AuthContext, 'tenantId'>;

/** The audit trail's record of a run: the domain's ledger was checked (the result is in its `after`). */
const reconcileAction = 'ledger.reconcile';
const ledgerOf = (tenantId: string) => ({ kind: 'ledger', id: tenantId });

const amount = (units: bigint, asset: string | null) => (asset ? formatUnits(units, scaleOf(asset)) : units.toString());

/** A mismatch in words an administrator can act on, naming what it is about. */
function describe(mismatch: LedgerMismatch): ReconciliationMismatch {
  switch (mismatch.type) {
    case 'asset-imbalance':
      return {
        type: mismatch.type,
        subject: mismatch.asset,
        detail: `The postings in ${mismatch.asset} sum to ${amount(mismatch.sumUnits, mismatch.asset)}, not zero`,
      };
    case 'transaction-imbalance':
      return {
        type: mismatch.type,
        subject: mismatch.transactionId,
        detail: mismatch.asset
          ? `The transaction's postings in ${mismatch.asset} sum to ${amount(mismatch.sumUnits, mismatch.asset)}, not zero`
          : 'The transaction has no postings',
      };
    case 'balance-drift':
      return {
        type: mismatch.type,
        subject: mismatch.accountId,
        detail: `The balance is ${mismatch.balanceUnits} base units but its postings sum to ${mismatch.postedUnits}`,
      };
    case 'negative-balance':
      return {
        type: mismatch.type,
        subject: mismatch.accountId,
        detail: `The balance is ${mismatch.balanceUnits} base units, below zero`,
      };
    case 'held-drift':
      return {
        type: mismatch.type,
        subject: mismatch.userId,
        detail: `The user's held ${mismatch.asset} is ${amount(mismatch.heldUnits, mismatch.asset)} but their holds keep ${amount(mismatch.holdsUnits, mismatch.asset)}`,
      };
  }
}

/** How many mismatches a result lists (it counts them all). */
const listedMismatches = 100;

type RunSummary = Omit<ReconciliationResult, 'ran_at' | 'ran_by'>;

async function toResult(deps: ReportsDeps, tenantId: string, event: AuditEvent): Promise<ReconciliationResult> {
  const summary = event.after as RunSummary;
  const by = event.actorUserId ? await findUserContacts(deps.db, tenantId, [event.actorUserId]) : new Map();
  return {
    ran_at: event.at.toISOString(),
    ran_by: event.actorUserId ? (by.get(event.actorUserId)?.email ?? null) : null,
    transactions: summary.transactions,
    postings: summary.postings,
    accounts: summary.accounts,
    mismatch_count: summary.mismatch_count,
    mismatches: summary.mismatches,
  };
}

/** GET admin/reports/ledger/reconciliation: the latest check of the domain's ledger, null before the first. */
export async function getLatestReconciliation(deps: ReportsDeps, admin: Admin): Promise<LatestReconciliation> {
  const [latest] = await listAuditEvents(deps.db, admin.tenantId, {
    object: ledgerOf(admin.tenantId),
    limit: 1,
  });
  return { result: latest ? await toResult(deps, admin.tenantId, latest) : null };
}

/**
 * POST admin/reports/ledger/reconciliation: checks now that the domain's ledger adds up (ledger's
 * reconcile, on its own tenant's postings only) and keeps the result in the audit trail, whose latest
 * such entry GET answers.
 */
export async function runReconciliation(
  deps: ReportsDeps,
  admin: Admin,
  actor: AuditActor,
): Promise<LatestReconciliation> {
  const report = await reconcile(deps.db, admin.tenantId);
  const summary: RunSummary = {
    transactions: report.transactions,
    postings: report.postings,
    accounts: report.accounts,
    mismatch_count: report.mismatches.length,
    mismatches: report.mismatches.slice(0, listedMismatches).map(describe),
  };
  await recordAudit(deps.db, {
    tenantId: admin.tenantId,
    actor,
    action: reconcileAction,
    object: ledgerOf(admin.tenantId),
    after: summary,
  });
  return getLatestReconciliation(deps, admin);
}
