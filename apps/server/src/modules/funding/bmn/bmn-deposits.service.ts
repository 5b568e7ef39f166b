import { randomUUID } from 'node:crypto';
import type { BmnDepositPayload, BmnDepositRequest } from '@invest/contracts';
import { inTransaction } from '../../../platform/db/transaction';
import { invalid } from '../../../platform/errors';
import type { Actor, FundingDeps } from '../funding.deps';
import { parseAmount } from '../payments/amounts';
import { toPayment } from '../payments/payment.mapper';
import { announcePayment } from '../payments/payment-events';
import { applyPaymentRule } from '../payments/payment-rules';
import * as repo from '../payments/payments.repository';
import { scheduleSandboxWebhook } from '../payments/sandbox-webhooks';
import * as bmnRepo from './bmn.repository';

const method = 'BMN';
const asset = 'BMN';

/**
 * POST bmn/deposit: the investor says they are sending BMN from their Liquid wallet. `dg_id` must be
 * their own account id (investor id). The deposit is recorded PENDING in the BMN asset and announced
 * to the BMN desk, whose signed webhook credits it (or fails it) through the settlement path; in the
 * sandbox the desk answers through the outbox. Answered with BMN-1 (SPEC 8 "deposit complete"). A
 * retry with the same Idempotency-Key answers the first deposit.
 */
export async function createBmnDeposit(
  deps: Pick<FundingDeps, 'db' | 'clock' | 'lookups' | 'bmn'>,
  actor: Actor & { investorId: string | null },
  idempotencyKey: string,
  body: BmnDepositRequest,
): Promise<BmnDepositPayload> {
  const earlier = await repo.findPaymentByKey(deps.db, actor.tenantId, actor.userId, idempotencyKey);
  if (earlier) return { message_code: 'BMN-1', payment: toPayment(earlier) };
  if (body.dg_id !== actor.investorId) throw invalid('dg_id', 'This is not your account id');
  const amountUnits = parseAmount(body.amount_to_deposit, asset, 'amount_to_deposit');
  const feeUnits = await applyPaymentRule(deps, actor.tenantId, { method, asset, amountUnits, code: 'BUSINESS_RULE' });
  const amp = await bmnRepo.findAmpAccount(deps.db, actor.tenantId, actor.userId);
  const paymentId = randomUUID();
  const submission = await deps.bmn.submitDeposit({
    paymentId,
    amountUnits,
    walletAddress: body.bmn_wallet_address,
    ampId: amp?.ampId ?? null,
    investorName: body.name,
  });
  const now = deps.clock.now();
  return inTransaction(deps.db, async (tx) => {
    const details = {
      name: body.name,
      email: body.email,
      bmn_wallet_address: body.bmn_wallet_address,
      dg_id: body.dg_id,
      ...(amp && { amp_id: amp.ampId }),
      ...submission.details,
    };
    const row = await repo.insertPendingDeposit(tx, actor, deps.bmn, now, {
      id: paymentId,
      method,
      asset,
      amountUnits,
      feeUnits,
      idempotencyKey,
      providerReference: submission.reference,
      details,
    });
    await announcePayment(tx, row);
    if (submission.sandboxOutcome) {
      await scheduleSandboxWebhook(
        tx,
        { tenantId: actor.tenantId, provider: deps.bmn.name, reference: submission.reference },
        submission.sandboxOutcome,
      );
    }
    return { message_code: 'BMN-1', payment: toPayment(row) };
  });
}
