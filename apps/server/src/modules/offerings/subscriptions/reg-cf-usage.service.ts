import type { InvestmentLimitFacts, RegCfLimit } from '@invest/contracts';
import { assetScales, formatUnits, parseUnits } from '@invest/money';
import type { Database } from '../../../platform/db/database';
import { AppError } from '../../../platform/errors';
import type { AuthContext } from '../../../platform/http/context';
import type { OfferingsDeps } from '../offerings.deps';
import { type RegCfLimitRule, regCfLimitOf } from './reg-cf-limit';
import { sumRegCfCommitments } from './subscriptions.repository';

type Investor = Pick<AuthContext, 'tenantId' | 'userId'>;

const yearMs = 365 * 24 * 60 * 60 * 1000;
const usd = (units: bigint) => formatUnits(units, assetScales.USD);
const unitsOf = (amount: string | null) => (amount === null ? 0n : parseUnits(amount, assetScales.USD));

export interface RegCfUsage {
  rule: RegCfLimitRule;
  usedElsewhereUnits: bigint;
  usedHereUnits: bigint;
  /** Null: no limit. */
  remainingUnits: bigint | null;
}

/**
 * The investor's Reg CF room over the last 12 months: their limit, less what they said they invested
 * through other platforms (`facts`) and what they committed here (leaving out `excluding`, a
 * commitment being replaced). Read on `db`, which may be a transaction that holds the investor's
 * balance locked.
 */
export async function findRegCfUsage(
  db: Database,
  investor: Investor,
  facts: InvestmentLimitFacts,
  now: Date,
  excluding: string | null = null,
): Promise<RegCfUsage> {
  const rule = regCfLimitOf({
    isAccredited: facts.isAccredited,
    annualIncomeUnits: unitsOf(facts.annualIncome),
    netWorthUnits: unitsOf(facts.netWorth),
  });
  const since = new Date(now.getTime() - yearMs);
  const usedHereUnits = await sumRegCfCommitments(db, investor, since, excluding);
  const usedElsewhereUnits = unitsOf(facts.regCfElsewhere);
  const left = rule.limitUnits === null ? null : rule.limitUnits - usedElsewhereUnits - usedHereUnits;
  return { rule, usedElsewhereUnits, usedHereUnits, remainingUnits: left === null || left > 0n ? left : 0n };
}

/** GET /v1/ipo/reg-cf-limit. */
export async function getRegCfLimit(deps: OfferingsDeps, investor: Investor): Promise<RegCfLimit> {
  const facts = await deps.investmentLimitFacts(investor);
  const usage = await findRegCfUsage(deps.db, investor, facts, deps.clock.now());
  return {
    basis: usage.rule.basis,
    limit: usage.rule.limitUnits === null ? null : usd(usage.rule.limitUnits),
    used_elsewhere: usd(usage.usedElsewhereUnits),
    used_here: usd(usage.usedHereUnits),
    remaining: usage.remainingUnits === null ? null : usd(usage.remainingUnits),
  };
}

const reasons: Record<Exclude<RegCfLimit['basis'], 'accredited'>, string> = {
  minimum: 'Reg CF lets you invest {limit} USD in 12 months (5% of your income or net worth would be less)',
  five_percent:
    'Reg CF lets you invest 5% of the greater of your annual income and net worth in 12 months: {limit} USD',
  ten_percent:
    'Reg CF lets you invest 10% of the greater of your annual income and net worth in 12 months: {limit} USD',
  maximum: 'Reg CF lets you invest at most {limit} USD in 12 months',
};

/** Refuses a Reg CF commitment above the investor's room, saying which rule sets the limit. */
export function assertWithinRegCfLimit(usage: RegCfUsage, amountUnits: bigint): void {
  const { rule, remainingUnits } = usage;
  if (rule.basis === 'accredited' || remainingUnits === null || rule.limitUnits === null) return;
  if (amountUnits <= remainingUnits) return;
  const reason = reasons[rule.basis].replace('{limit}', usd(rule.limitUnits));
  const left = remainingUnits > 0n ? `${usd(remainingUnits)} USD of it is left` : 'you have used all of it';
  throw new AppError('BUSINESS_RULE', `${reason}, and ${left}`);
}
