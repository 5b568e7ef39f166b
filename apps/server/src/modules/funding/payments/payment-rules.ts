import type { ErrorCode, FundingMethod } from '@invest/contracts';
import { formatUnits, maxScale, parseUnits, percentOf, scaleOf } from '@invest/money';
import { AppError } from '../../../platform/errors';
import type { FundingDeps } from '../funding.deps';
import { parseAmount } from './amounts';

/** Base units at the widest scale, so a rule's limit ("10.5") and an amount of any asset compare exactly. */
const atMaxScale = (units: bigint, scale: number) => units * 10n ** BigInt(maxScale - scale);

/**
 * The domain's rule for a method (GET payment-options-rules): refused when the method is switched off
 * or the amount is outside its minimum and maximum; otherwise the fee it charges, rounded up. A
 * method without a rule has no limits and no fee. `code` is the refusal's code (WF-1 for withdrawals).
 */
export async function applyPaymentRule(
  deps: Pick<FundingDeps, 'lookups'>,
  tenantId: string,
  input: { method: FundingMethod; asset: string; amountUnits: bigint; code: ErrorCode },
): Promise<bigint> {
  const rules = await deps.lookups.listPaymentRules(tenantId);
  const rule = rules.find((candidate) => candidate.method === input.method);
  if (!rule) return 0n;
  const refuse = (message: string) => new AppError(input.code, message, { errors: { amount: [message] } });
  if (!rule.enabled) throw refuse(`${input.method} is not available on this domain`);
  const scale = scaleOf(input.asset);
  const amount = atMaxScale(input.amountUnits, scale);
  if (amount < parseUnits(rule.min_amount, maxScale)) {
    throw refuse(`The minimum for ${input.method} is ${rule.min_amount} ${input.asset}`);
  }
  if (amount > parseUnits(rule.max_amount, maxScale)) {
    throw refuse(`The maximum for ${input.method} is ${rule.max_amount} ${input.asset}`);
  }
  const fee = percentOf(input.amountUnits, rule.fee_pct, 'up');
  if (fee >= input.amountUnits) throw refuse(`The amount does not cover the fee of ${formatUnits(fee, scale)}`);
  return fee;
}

/** A deposit's amount read at the asset's scale, and its fee, within the method's rule (422 outside it). */
export async function priceDeposit(
  deps: Pick<FundingDeps, 'lookups'>,
  tenantId: string,
  input: { method: FundingMethod; asset: string; amount: string | number },
): Promise<{ amountUnits: bigint; feeUnits: bigint }> {
  const amountUnits = parseAmount(input.amount, input.asset);
  const feeUnits = await applyPaymentRule(deps, tenantId, { ...input, amountUnits, code: 'BUSINESS_RULE' });
  return { amountUnits, feeUnits };
}
