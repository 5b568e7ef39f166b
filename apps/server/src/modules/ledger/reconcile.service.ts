import type { Database } from '../../platform/db/database';
import { findReconciliationRows } from './reconcile.repository';

export type LedgerMismatch =
  /** The postings of a tenant in an asset do not sum to zero: money appeared or vanished. */
  | { type: 'asset-imbalance'; tenantId: string; asset: string; sumUnits: bigint }
  /** A transaction's postings do not sum to zero in an asset (asset null: it has no postings). */
  | { type: 'transaction-imbalance'; transactionId: string; asset: string | null; sumUnits: bigint }
  /** A balance row differs from the sum of its postings. */
  | { type: 'balance-drift'; accountId: string; balanceUnits: bigint; postedUnits: bigint }
  /** A balance that must not go below zero is below zero. */
  | { type: 'negative-balance'; accountId: string; balanceUnits: bigint }
  /** A user's held balance differs from what is left of their holds. */
  | { type: 'held-drift'; tenantId: string; userId: string; asset: string; heldUnits: bigint; holdsUnits: bigint };

export interface ReconciliationReport {
  transactions: number;
  postings: number;
  accounts: number;
  mismatches: LedgerMismatch[];
}

const units = (value: string | null | undefined) => BigInt(value ?? '0');
const text = (value: string | null | undefined) => value ?? '';

/**
 * Proves the ledger adds up, from the postings alone: every tenant's postings sum to zero per asset,
 * every transaction balances, every balance row equals the sum of its postings, no balance that must
 * stay at or above zero is below it, and every user's held balance is what is left of their holds.
 * An empty `mismatches` is the proof; anything in it is a fault to investigate. With `tenantId`, the
 * proof covers that tenant's ledger alone (an administrator checking their domain).
 */
export async function reconcile(db: Database, tenantId?: string): Promise<ReconciliationReport> {
  const found = await findReconciliationRows(db, tenantId);
  const [counts] = found.counts;
  return {
    transactions: Number(counts?.transactions ?? 0),
    postings: Number(counts?.postings ?? 0),
    accounts: Number(counts?.accounts ?? 0),
    mismatches: [
      ...found.assetSums.map((row) => ({
        type: 'asset-imbalance' as const,
        tenantId: text(row.tenant_id),
        asset: text(row.asset),
        sumUnits: units(row.total),
      })),
      ...found.transactionSums.map((row) => ({
        type: 'transaction-imbalance' as const,
        transactionId: text(row.transaction_id),
        asset: row.asset ?? null,
        sumUnits: units(row.total),
      })),
      ...found.balanceDrifts.map((row) => ({
        type: 'balance-drift' as const,
        accountId: text(row.id),
        balanceUnits: units(row.balance),
        postedUnits: units(row.posted),
      })),
      ...found.negativeBalances.map((row) => ({
        type: 'negative-balance' as const,
        accountId: text(row.id),
        balanceUnits: units(row.balance),
      })),
      ...found.heldDrifts.map((row) => ({
        type: 'held-drift' as const,
        tenantId: text(row.tenant_id),
        userId: text(row.owner_id),
        asset: text(row.asset),
        heldUnits: units(row.held),
        holdsUnits: units(row.holds),
      })),
    ],
  };
}

/**
 * Reconciles and logs one line per mismatch, so a search for "ledger reconciliation" lines finds
 * them. Returns the report for the caller to act on (the worker's schedule alerts administrators:
 * reconcile-schedule.ts).
 */
export async function runLedgerReconciliation(deps: {
  db: Database;
  log: (line: string) => void;
}): Promise<ReconciliationReport> {
  const report = await reconcile(deps.db);
  for (const mismatch of report.mismatches) {
    deps.log(
      `ledger reconciliation: ${JSON.stringify(mismatch, (_key, value) => (typeof value === 'bigint' ? value.toString() : value))}`,
    );
  }
  deps.log(
    `ledger reconciliation: ${report.mismatches.length} mismatches over ${report.transactions} transactions, ` +
      `${report.postings} postings, ${report.accounts} balance rows`,
  );
  return report;
}
