import type { PaymentStatus } from '@invest/contracts';
import { mulDivRound } from '@invest/money';
import type { Database } from '../../../platform/db/database';
import {
  capture,
  externalPurpose,
  getOrCreateAccount,
  getOrCreateUserAccounts,
  type LedgerAccount,
  release,
  systemPurposes,
  transfer,
} from '../../ledger';
import { announcePayment } from './payment-events';
import type { PaymentOutcome } from './payment-outcome';
import type { PaymentRow } from './payments.repository';
import * as repo from './payments.repository';

const isFinal = (status: PaymentStatus) => status === 'COMPLETED' || status === 'FAILED';
const isCredited = (status: PaymentStatus) => status === 'COMPLETED' || status === 'confirmed';

const systemAccount = (tx: Database, row: PaymentRow, purpose: string): Promise<LedgerAccount> =>
  getOrCreateAccount(tx, row.tenantId, { owner: { kind: 'system' }, asset: row.asset, purpose });

/** One ledger transfer: from the provider's external account to the user (and the fee to the fee account). */
async function creditDeposit(tx: Database, row: PaymentRow, amountUnits: bigint, feeUnits: bigint) {
  const external = await systemAccount(tx, row, externalPurpose(row.provider));
  const { available } = await getOrCreateUserAccounts(tx, row.tenantId, row.userId, row.asset);
  const postings = [
    { account: external, amountUnits: -amountUnits },
    { account: available, amountUnits: amountUnits - feeUnits },
  ];
  if (feeUnits > 0n)
    postings.push({ account: await systemAccount(tx, row, systemPurposes.fees), amountUnits: feeUnits });
  return transfer(tx, row.tenantId, {
    kind: 'deposit',
    postings,
    idempotencyKey: `payment:${row.id}:credit`,
    metadata: { payment_id: row.id, method: row.method },
  });
}

/** The held withdrawal leaves: to the provider's external account, the fee to the fee account. */
async function captureWithdrawal(tx: Database, row: PaymentRow, holdId: string) {
  const external = await systemAccount(tx, row, externalPurpose(row.provider));
  const to = [{ account: external, amountUnits: row.amountUnits - row.feeUnits }];
  if (row.feeUnits > 0n)
    to.push({ account: await systemAccount(tx, row, systemPurposes.fees), amountUnits: row.feeUnits });
  return capture(tx, row.tenantId, {
    holdId,
    to,
    kind: 'withdrawal',
    idempotencyKey: `payment:${row.id}:capture`,
    metadata: { payment_id: row.id, method: row.method },
  });
}

async function moveMoney(tx: Database, row: PaymentRow, outcome: PaymentOutcome): Promise<repo.PaymentPatch> {
  if (row.direction === 'deposit') {
    if (!isCredited(outcome.status) || isCredited(row.status)) return {};
    const amountUnits = outcome.receivedUnits ?? row.amountUnits;
    const feeUnits =
      amountUnits === row.amountUnits ? row.feeUnits : mulDivRound(amountUnits, row.feeUnits, row.amountUnits, 'up');
    const credit = await creditDeposit(tx, row, amountUnits, feeUnits);
    return { amountUnits, feeUnits, ledgerTransactionId: credit.id };
  }
  if (!row.holdId || outcome.status === 'confirmed') return {};
  const settled =
    outcome.status === 'COMPLETED'
      ? await captureWithdrawal(tx, row, row.holdId)
      : await release(tx, row.tenantId, {
          holdId: row.holdId,
          idempotencyKey: `payment:${row.id}:release`,
          metadata: { payment_id: row.id },
        });
  return { ledgerTransactionId: settled.id };
}

/**
 * Applies an outcome to a payment the caller locked, in the caller's transaction: the status change,
 * its one ledger movement and the announcement commit together or not at all. A deposit is credited
 * when it is confirmed or completed, once; a withdrawal's hold is captured when it completes and
 * released when it fails. An outcome for a payment already settled changes nothing (null).
 */
export async function settlePayment(
  tx: Database,
  row: PaymentRow,
  outcome: PaymentOutcome,
  now: Date,
): Promise<PaymentRow | null> {
  if (isFinal(row.status) || row.status === outcome.status) return null;
  if (row.status === 'confirmed' && outcome.status === 'FAILED') return null;
  const moved = await moveMoney(tx, row, outcome);
  const updated = await repo.updatePayment(tx, row.id, {
    ...moved,
    status: outcome.status,
    failureReason: outcome.status === 'FAILED' ? (outcome.failureReason ?? 'Refused by the provider') : null,
    updatedAt: now,
    completedAt: isFinal(outcome.status) ? now : null,
  });
  await announcePayment(tx, updated);
  return updated;
}
