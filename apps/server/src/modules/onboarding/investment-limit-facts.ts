import type { InvestmentLimitFacts } from '@invest/contracts';
import type { Clock } from '../../platform/clock';
import type { Database } from '../../platform/db/database';
import type { Actor } from './onboarding.deps';
import { readStepData } from './step-data';
import { findStepData } from './step-data.repository';

const amountOf = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);

/**
 * What the investor certified (certify-accredited) that the Reg CF limit reads: accredited only
 * while the certification holds, and the figures they gave.
 */
export async function loadInvestmentLimitFacts(
  db: Database,
  clock: Clock,
  actor: Actor,
): Promise<InvestmentLimitFacts> {
  const data = await findStepData(db, actor.tenantId, actor.userId);
  const certified = readStepData(data, 'self_certify_accredited');
  const expiresAt = typeof certified?.expires_at === 'string' ? Date.parse(certified.expires_at) : Number.NaN;
  return {
    isAccredited: certified?.isAccredited === true && expiresAt > clock.now().getTime(),
    annualIncome: amountOf(certified?.annualIncome),
    netWorth: amountOf(certified?.pastNet),
    regCfElsewhere: amountOf(certified?.amountRegCfDeals),
  };
}
