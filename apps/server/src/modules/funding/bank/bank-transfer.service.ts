import { randomInt } from 'node:crypto';
import type { BankDepositRequest, BankInstructions, ConfirmDepositRequest, Payment } from '@invest/contracts';
import type { Database } from '../../../platform/db/database';
import { inTransaction } from '../../../platform/db/transaction';
import { AppError, notFound } from '../../../platform/errors';
import type { Actor, FundingDeps } from '../funding.deps';
import { parseAmount } from '../payments/amounts';
import { toPayment } from '../payments/payment.mapper';
import { announcePayment } from '../payments/payment-events';
import { priceDeposit } from '../payments/payment-rules';
import * as repo from '../payments/payments.repository';
import { settlePayment } from '../payments/settlement.service';
import * as bank from './bank.repository';

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

const configText = (configs: Record<string, unknown>, key: string) => {
  const value = configs[key];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
};

/** GET funding/bank-transfer: the domain's bank account (its configs `bank_*`) and the user's reference. */
export async function getBankInstructions(
  deps: Pick<FundingDeps, 'db' | 'clock' | 'tenantConfigs'>,
  actor: Actor,
): Promise<BankInstructions> {
  const configs = await deps.tenantConfigs(actor.tenantId);
  const reference = await getBankReference(deps, actor);
  const instructions =
    configText(configs, 'bank_transfer_instructions') ??
    'Send a bank transfer in US dollars to the account below and write your reference on it, exactly as shown, ' +
      'so we can match the money to your account. It is credited when it arrives, usually within one to three ' +
      'business days; a transfer without the reference takes longer to match.';
  return {
    reference,
    asset,
    bank_name: configText(configs, 'bank_name'),
    account_name: configText(configs, 'bank_account_name'),
    account_number: configText(configs, 'bank_account_number'),
    routing_number: configText(configs, 'bank_routing_number'),
    swift_code: configText(configs, 'bank_swift_code'),
    iban: configText(configs, 'bank_iban'),
    instructions: instructions.replaceAll('{reference}', reference),
  };
}

function insertBankDeposit(
  tx: Database,
  row: { tenantId: string; userId: string; amountUnits: bigint; feeUnits: bigint; idempotencyKey: string; now: Date },
) {
  return repo.insertPayment(tx, {
    tenantId: row.tenantId,
    userId: row.userId,
    direction: 'deposit',
    method: 'BANK TRANSFER',
    provider: bankProvider,
    asset,
    amountUnits: row.amountUnits,
    feeUnits: row.feeUnits,
    status: 'PENDING',
    idempotencyKey: row.idempotencyKey,
    createdAt: row.now,
    updatedAt: row.now,
  });
}

/** POST funding/bank-transfer: records the transfer the user announced, PENDING until the money arrives. */
export async function announceBankDeposit(
  deps: Pick<FundingDeps, 'db' | 'clock' | 'lookups'>,
  actor: Actor,
  idempotencyKey: string,
  body: BankDepositRequest,
): Promise<Payment> {
  const earlier = await repo.findPaymentByKey(deps.db, actor.tenantId, actor.userId, idempotencyKey);
  if (earlier) return toPayment(earlier);
  const { amountUnits, feeUnits } = await priceDeposit(deps, actor.tenantId, {
    method: 'BANK TRANSFER',
    asset,
    amount: body.amount,
  });
  await getBankReference(deps, actor);
  return inTransaction(deps.db, async (tx) => {
    const row = await insertBankDeposit(tx, { ...actor, amountUnits, feeUnits, idempotencyKey, now: deps.clock.now() });
    await announcePayment(tx, row);
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
    now: received.now,
  });
}

/** POST admin/funding/payments/{id}/confirm: the money of a bank transfer arrived; it is credited once. */
export async function confirmBankDeposit(
  deps: Pick<FundingDeps, 'db' | 'clock'>,
  tenantId: string,
  paymentId: string,
  body: ConfirmDepositRequest,
): Promise<Payment> {
  const receivedUnits = parseAmount(body.amount, asset);
  return inTransaction(deps.db, async (tx) => {
    const row = await repo.lockPayment(tx, tenantId, paymentId);
    if (row?.method !== 'BANK TRANSFER' || row.direction !== 'deposit') throw notFound('Bank transfer');
    if (row.status !== 'PENDING') throw new AppError('CONFLICT', `This transfer is already ${row.status}`);
    const settled = await settlePayment(tx, row, { status: 'COMPLETED', receivedUnits }, deps.clock.now());
    return toPayment(settled ?? row);
  });
}
