import { randomInt, randomUUID } from 'node:crypto';
import type { BankDepositRequest, BankInstructions, ConfirmDepositRequest, Payment } from '@invest/contracts';
import { formatUnits, scaleOf } from '@invest/money';
import { type AuditActor, recordAudit } from '../../../platform/audit/audit';
import type { Database } from '../../../platform/db/database';
import { inTransaction } from '../../../platform/db/transaction';
import { AppError, notFound } from '../../../platform/errors';
import type { Actor, FundingDeps } from '../funding.deps';
import { parseAmount } from '../payments/amounts';
import { toPayment } from '../payments/payment.mapper';
import { announcePayment } from '../payments/payment-events';
import type { SandboxOutcome } from '../payments/payment-outcome';
import { priceDeposit } from '../payments/payment-rules';
import * as repo from '../payments/payments.repository';
import { scheduleSandboxWebhook } from '../payments/sandbox-webhooks';
import { settlePayment } from '../payments/settlement.service';
import * as bank from './bank.repository';

/** The sandbox bank returns a transfer whose amount ends in .13, so the returned path can be tried. */
function sandboxBankOutcome(amount: string): SandboxOutcome {
  return /\.13$/.test(amount)
    ? { status: 'FAILED', failureReason: 'The sandbox bank returned this transfer' }
    : { status: 'COMPLETED', failureReason: null };
}

/** Bank transfers are in US dollars; the provider name of their external ledger account is `bank`. */
const asset = 'USD';
export const bankProvider = 'bank';

/** Letters and digits that cannot be mistaken for one another when copied onto a transfer. */
const referenceAlphabet = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
const newReference = () =>
  `INV${Array.from({ length: 8 }, () => referenceAlphabet[randomInt(referenceAlphabet.length)]).join('')}`;

/** The user's bank transfer reference, made on first use (unique across every domain). */
export async function getBankReference(deps: Pick<FundingDeps, 'db' | 'clock'>, actor: Actor): Promise<string> {
  for (;;) {
    const existing = await bank.findBankReference(deps.db, actor.tenantId, actor.userId);
    if (existing) return existing;
    await bank.insertBankReference(deps.db, { ...actor, reference: newReference(), createdAt: deps.clock.now() });
  }
}

/**
 * GET funding/bank-transfer: the domain's receiving account (null while it has none) with its rule
 * on where the reference goes, and the user's reference.
 */
export async function getBankInstructions(
  deps: Pick<FundingDeps, 'db' | 'clock' | 'bankAccount' | 'bankSandbox'>,
  actor: Actor,
): Promise<BankInstructions> {
  const account = await deps.bankAccount(actor.tenantId);
  const reference = await getBankReference(deps, actor);
  return {
    reference,
    asset,
    account: account && {
      beneficiary_name: account.beneficiary_name,
      bank_name: account.bank_name,
      account_number: account.account_number ?? null,
      iban: account.iban ?? null,
      routing_number: account.routing_number ?? null,
      swift_code: account.swift_code ?? null,
      bank_address: account.bank_address,
      reference_rule: account.reference_rule?.replaceAll('{reference}', reference) ?? null,
    },
    is_sandbox: deps.bankSandbox,
  };
}

function insertBankDeposit(
  tx: Database,
  row: {
    tenantId: string;
    userId: string;
    amountUnits: bigint;
    feeUnits: bigint;
    idempotencyKey: string;
    isSandbox: boolean;
    /** The sandbox bank's name for the transfer; a real bank's names the user's reference instead. */
    providerReference?: string;
    now: Date;
  },
) {
  return repo.insertPayment(tx, {
    tenantId: row.tenantId,
    userId: row.userId,
    direction: 'deposit',
    method: 'BANK TRANSFER',
    provider: bankProvider,
    providerReference: row.providerReference ?? null,
    asset,
    amountUnits: row.amountUnits,
    feeUnits: row.feeUnits,
    status: 'PENDING',
    idempotencyKey: row.idempotencyKey,
    isSandbox: row.isSandbox,
    createdAt: row.now,
    updatedAt: row.now,
  });
}

/**
 * POST funding/bank-transfer: records the transfer the user announced, PENDING until the money
 * arrives; refused (422) while the domain has no receiving account to send it to. In the sandbox,
 * the sandbox bank receives it: its signed webhook follows through the outbox, as a bank's would.
 */
export async function announceBankDeposit(
  deps: Pick<FundingDeps, 'db' | 'clock' | 'lookups' | 'bankAccount' | 'bankSandbox'>,
  actor: Actor,
  idempotencyKey: string,
  body: BankDepositRequest,
): Promise<Payment> {
  const earlier = await repo.findPaymentByKey(deps.db, actor.tenantId, actor.userId, idempotencyKey);
  if (earlier) return toPayment(earlier);
  if (!(await deps.bankAccount(actor.tenantId))) {
    throw new AppError('BUSINESS_RULE', 'This domain does not take deposits by bank transfer yet');
  }
  const { amountUnits, feeUnits } = await priceDeposit(deps, actor.tenantId, {
    method: 'BANK TRANSFER',
    asset,
    amount: body.amount,
  });
  await getBankReference(deps, actor);
  const sandboxReference = deps.bankSandbox ? `sandbox-bank-${randomUUID()}` : undefined;
  return inTransaction(deps.db, async (tx) => {
    const row = await insertBankDeposit(tx, {
      ...actor,
      amountUnits,
      feeUnits,
      idempotencyKey,
      isSandbox: deps.bankSandbox,
      ...(sandboxReference && { providerReference: sandboxReference }),
      now: deps.clock.now(),
    });
    await announcePayment(tx, row);
    if (sandboxReference) {
      const amount = formatUnits(amountUnits, scaleOf(asset));
      const payment = { tenantId: actor.tenantId, provider: bankProvider, reference: sandboxReference, amount };
      await scheduleSandboxWebhook(tx, payment, sandboxBankOutcome(amount));
    }
    return toPayment(row);
  });
}

/**
 * A bank's webhook names the user's reference, not a payment: the money settles their oldest
 * announced transfer, or a new deposit when they announced none.
 */
export async function lockBankDepositFor(
  tx: Database,
  reference: string,
  received: { eventId: string; amountUnits: bigint; now: Date },
) {
  const owner = await bank.findByBankReference(tx, reference);
  if (!owner) return null;
  const [pending] = await repo.lockUnmatchedDeposits(tx, owner, 'BANK TRANSFER', { limit: 1 });
  if (pending) return pending;
  return insertBankDeposit(tx, {
    ...owner,
    amountUnits: received.amountUnits,
    feeUnits: 0n,
    idempotencyKey: `webhook:${received.eventId}`,
    isSandbox: false,
    now: received.now,
  });
}

/** POST admin/funding/payments/{id}/confirm: the money of a bank transfer arrived; it is credited once. */
export async function confirmBankDeposit(
  deps: Pick<FundingDeps, 'db' | 'clock'>,
  tenantId: string,
  actor: AuditActor,
  paymentId: string,
  body: ConfirmDepositRequest,
): Promise<Payment> {
  const receivedUnits = parseAmount(body.amount, asset);
  return inTransaction(deps.db, async (tx) => {
    const row = await repo.lockPayment(tx, tenantId, paymentId);
    if (row?.method !== 'BANK TRANSFER' || row.direction !== 'deposit') throw notFound('Bank transfer');
    if (row.status !== 'PENDING') throw new AppError('CONFLICT', `This transfer is already ${row.status}`);
    const settled = await settlePayment(tx, row, { status: 'COMPLETED', receivedUnits }, deps.clock.now());
    await recordAudit(tx, {
      tenantId,
      actor,
      action: 'payment.confirm',
      object: { kind: 'payment', id: paymentId },
      subjectUserId: row.userId,
      before: { status: row.status, amount: row.amountUnits },
      after: { status: 'COMPLETED', received: receivedUnits },
    });
    return toPayment(settled ?? row);
  });
}
