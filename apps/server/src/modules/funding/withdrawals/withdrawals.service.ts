import { randomUUID } from 'node:crypto';
import { type WithdrawalPayload, type WithdrawRequest, withdrawableAssets, withdrawalChains } from '@invest/contracts';
import { inTransaction } from '../../../platform/db/transaction';
import { AppError, invalid } from '../../../platform/errors';
import { hold } from '../../ledger';
import * as bank from '../bank/bank.repository';
import type { Actor, FundingDeps } from '../funding.deps';
import { parseAmount } from '../payments/amounts';
import { toPayment } from '../payments/payment.mapper';
import { announcePayment } from '../payments/payment-events';
import { applyPaymentRule } from '../payments/payment-rules';
import * as repo from '../payments/payments.repository';
import { scheduleSandboxWebhook } from '../payments/sandbox-webhooks';
import { settlePayment } from '../payments/settlement.service';
import type { PayoutDestination, PayoutProvider } from './payout.port';

/**
 * Withdrawals need an approved investor account (the route's guard) and the user's tax form, as the
 * checklist of what is still needed tells them.
 */
async function assertTaxFormGiven(deps: Pick<FundingDeps, 'hasTaxForm'>, actor: Actor) {
  if (await deps.hasTaxForm(actor)) return;
  throw new AppError('WF-1', 'Fill in your tax form before withdrawing: see what is still needed in your account');
}

/** A withdrawal refused for a reason the form shows on a field (SPEC 8 WF-1). */
const refused = (field: string, message: string) => new AppError('WF-1', message, { errors: { [field]: [message] } });

const taken = (payment: ReturnType<typeof toPayment>): WithdrawalPayload => ({ message_code: 'WF-2', payment });

/** Where the money goes: the user's saved bank account for US dollars, the given wallet for USDC. */
async function destinationOf(
  deps: Pick<FundingDeps, 'db' | 'lookups'>,
  actor: Actor,
  body: WithdrawRequest,
): Promise<PayoutDestination> {
  if (withdrawableAssets[body.currency as keyof typeof withdrawableAssets] === 'fiat') {
    const details = await bank.findBankDetails(deps.db, actor.tenantId, actor.userId);
    if (!details) throw refused('bank_details', 'Add your bank details before withdrawing to your bank');
    const place = await deps.lookups.placeOf(details);
    return {
      kind: 'bank',
      accountHolderName: details.accountHolderName,
      accountNumber: details.accountNumber,
      iban: details.iban,
      swiftCode: details.swiftCode,
      routingNumber: details.routingNumber,
      branchCode: details.branchCode,
      bankName: details.bankName,
      addressLine1: details.addressLine1,
      addressLine2: details.addressLine2,
      city: place.cityName ?? details.cityName,
      provinceCode: place.provinceCode,
      postalCode: details.postalCode,
      countryCode: place.countryCode,
    };
  }
  if (!body.chain) throw invalid('chain', 'Choose the chain to withdraw on');
  if (!body.wallet || !withdrawalChains[body.chain].test(body.wallet)) {
    throw invalid('wallet', `Not a ${body.chain} wallet address`);
  }
  return { kind: 'wallet', wallet: body.wallet, chain: body.chain };
}

async function checkTwoFactor(
  deps: Pick<FundingDeps, 'verifyTwoFactor'>,
  actor: Actor,
  code: string | undefined,
): Promise<void> {
  const result = await deps.verifyTwoFactor(actor.tenantId, actor.userId, code);
  if (result !== 'invalid') return;
  throw invalid(
    'one_time_password',
    code ? 'The code is not valid' : 'Enter the code from your authenticator app to withdraw',
  );
}

/**
 * POST trading/withdraw and digtl/withdraw: checks the request, the user's authenticator code when
 * they have 2FA, and the domain's limits; sets the amount aside (a ledger hold, refused with WF-1
 * when the balance does not cover it) with the PENDING payment in one transaction; then asks the
 * payout provider to send it. The provider's webhook settles it: the hold is captured when it
 * completes and released when it fails. A second request with the same Idempotency-Key answers the
 * first one's withdrawal.
 */
export async function createWithdrawal(
  deps: Pick<FundingDeps, 'db' | 'clock' | 'lookups' | 'payouts' | 'hasTaxForm' | 'verifyTwoFactor'>,
  actor: Actor,
  request: { idempotencyKey: string; isFiatAllowed: boolean },
  body: WithdrawRequest,
): Promise<WithdrawalPayload> {
  const earlier = await repo.findPaymentByKey(deps.db, actor.tenantId, actor.userId, request.idempotencyKey);
  if (earlier) return taken(toPayment(earlier));
  await assertTaxFormGiven(deps, actor);
  const kind = withdrawableAssets[body.currency as keyof typeof withdrawableAssets];
  if (!kind || (kind === 'fiat' && !request.isFiatAllowed)) {
    throw refused('currency', `${body.currency} cannot be withdrawn here`);
  }
  const asset = body.currency;
  const amountUnits = parseAmount(body.amount, asset);
  const destination = await destinationOf(deps, actor, body);
  const method = kind === 'fiat' ? 'BANK TRANSFER' : 'USDC TRANSFER';
  const feeUnits = await applyPaymentRule(deps, actor.tenantId, { method, asset, amountUnits, code: 'WF-1' });
  await checkTwoFactor(deps, actor, body.one_time_password);

  const provider = deps.payouts.providerFor(destination);
  const missing = provider.missingDetails?.(destination);
  if (missing) throw refused('bank_details', missing);
  const paymentId = randomUUID();
  const now = deps.clock.now();
  const pending = await inTransaction(deps.db, async (tx) => {
    const row = await repo.insertPayment(tx, {
      id: paymentId,
      tenantId: actor.tenantId,
      userId: actor.userId,
      direction: 'withdrawal',
      method,
      provider: provider.name,
      asset,
      amountUnits,
      feeUnits,
      status: 'PENDING',
      idempotencyKey: request.idempotencyKey,
      isSandbox: provider.isSandbox,
      details: destination.kind === 'wallet' ? { wallet: destination.wallet, chain: destination.chain } : {},
      createdAt: now,
      updatedAt: now,
    });
    const held = await hold(tx, actor.tenantId, {
      userId: actor.userId,
      asset,
      amountUnits,
      idempotencyKey: `payment:${paymentId}:hold`,
      metadata: { payment_id: paymentId },
    }).catch((error: unknown) => {
      if (error instanceof AppError && error.code === 'INS-1') {
        throw refused('amount', 'Insufficient funds for this withdrawal');
      }
      throw error;
    });
    return repo.updatePayment(tx, row.id, { holdId: held.id });
  });
  return taken(toPayment(await submitPayout(deps, provider, pending, destination)));
}

/** Why a payout provider did not take a withdrawal: its refusal of the details, else that it was out of reach. */
const submissionFailure = (error: unknown) =>
  error instanceof AppError && error.code === 'VALIDATION' ? error.message : 'The payout provider could not be reached';

/**
 * Hands the held withdrawal to the payout provider; if it cannot take it (out of reach, or refusing
 * the destination), the withdrawal fails and the hold is released at once.
 */
async function submitPayout(
  deps: Pick<FundingDeps, 'db' | 'clock'>,
  provider: PayoutProvider,
  row: repo.PaymentRow,
  destination: PayoutDestination,
) {
  const submission = await provider
    .submitPayout({ paymentId: row.id, asset: row.asset, amountUnits: row.amountUnits, destination })
    .catch((error: unknown) => ({ failureReason: submissionFailure(error) }));
  return inTransaction(deps.db, async (tx) => {
    if ('failureReason' in submission) {
      const failed = { status: 'FAILED' as const, failureReason: submission.failureReason };
      return (await settlePayment(tx, row, failed, deps.clock.now())) ?? row;
    }
    const updated = await repo.updatePayment(tx, row.id, { providerReference: submission.reference });
    await announcePayment(tx, updated);
    if (submission.sandboxOutcome) {
      await scheduleSandboxWebhook(
        tx,
        { tenantId: row.tenantId, provider: row.provider, reference: submission.reference },
        submission.sandboxOutcome,
      );
    }
    return updated;
  });
}
