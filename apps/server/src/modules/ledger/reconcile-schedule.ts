import type { Database } from '../../platform/db/database';
import { inTransaction } from '../../platform/db/transaction';
import { createIntervalJob, type IntervalJob } from '../../platform/jobs/interval-job';
import type { MailMessage } from '../../platform/mail/mailer';
import { queueMail } from '../../platform/mail/queue-mail';
import { findTenantsOf } from './reconcile.repository';
import { type LedgerMismatch, type ReconciliationReport, runLedgerReconciliation } from './reconcile.service';

export interface ReconciliationScheduleDeps {
  db: Database;
  log: (line: string) => void;
  /** Error-level lines: what an operator's alerting watches. */
  logError: (line: string) => void;
  /** The email addresses of a tenant's administrators. */
  adminEmails: (tenantId: string) => Promise<string[]>;
  intervalSeconds: number;
}

async function affectedTenants(db: Database, mismatches: LedgerMismatch[]): Promise<string[]> {
  const direct = new Set<string>();
  const accountIds: string[] = [];
  const transactionIds: string[] = [];
  for (const mismatch of mismatches) {
    if ('tenantId' in mismatch) direct.add(mismatch.tenantId);
    else if ('accountId' in mismatch) accountIds.push(mismatch.accountId);
    else transactionIds.push(mismatch.transactionId);
  }
  for (const tenantId of await findTenantsOf(db, { accountIds, transactionIds })) direct.add(tenantId);
  return [...direct].sort();
}

function alertMail(to: string, report: ReconciliationReport, mismatches: number): MailMessage {
  return {
    to,
    subject: 'Ledger reconciliation found a mismatch',
    text:
      `The scheduled ledger reconciliation found ${mismatches} mismatch(es) in your domain's ledger ` +
      `(${report.transactions} transactions, ${report.postings} postings, ${report.accounts} balance rows checked).\n\n` +
      'Balances may be wrong until it is investigated: the worker\'s log holds one "ledger reconciliation" line per mismatch.\n',
  };
}

/**
 * One reconciliation with its alert: when the ledger does not add up, an error-level log line, and a
 * mail (through the outbox) to every administrator of each tenant whose ledger holds a mismatch.
 */
export async function reconcileAndAlert(deps: ReconciliationScheduleDeps): Promise<ReconciliationReport> {
  const report = await runLedgerReconciliation(deps);
  if (report.mismatches.length === 0) return report;
  const tenants = await affectedTenants(deps.db, report.mismatches);
  deps.logError(
    `ledger reconciliation: ${report.mismatches.length} mismatches in tenants ${tenants.join(', ') || 'unknown'}; administrators alerted`,
  );
  const recipients: { tenantId: string; to: string }[] = [];
  for (const tenantId of tenants) {
    for (const to of await deps.adminEmails(tenantId)) recipients.push({ tenantId, to });
  }
  await inTransaction(deps.db, async (tx) => {
    for (const { tenantId, to } of recipients) {
      await queueMail(tx, tenantId, alertMail(to, report, report.mismatches.length));
    }
  });
  return report;
}

export type ReconciliationSchedule = IntervalJob<ReconciliationReport>;

/** The worker's job: reconcile every `intervalSeconds`, one run at a time; a failed run is logged and retried next time. */
export function createReconciliationSchedule(deps: ReconciliationScheduleDeps): ReconciliationSchedule {
  return createIntervalJob({
    name: 'ledger reconciliation',
    intervalSeconds: deps.intervalSeconds,
    run: () => reconcileAndAlert(deps),
    logError: deps.logError,
  });
}
