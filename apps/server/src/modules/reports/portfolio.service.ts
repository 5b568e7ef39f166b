import type { Portfolio } from '@invest/contracts';
import type { AuthContext } from '../../platform/http/context';
import { findLedgerActivity, getBalances } from '../ledger';
import { replayActivity } from './cost-basis';
import { portfolioOf } from './portfolio';
import { readPricing } from './pricing';
import { dayStartOf, type ReportsDeps } from './reports.deps';
import { isCash } from './valuation';

/** GET reports/portfolio: the signed-in investor's positions, cash and returns, as of now. */
export async function getPortfolio(deps: ReportsDeps, actor: AuthContext): Promise<Portfolio> {
  const now = deps.clock.now();
  const dayStart = dayStartOf(now);
  const [activities, balances] = await Promise.all([
    findLedgerActivity(deps.db, actor.tenantId, actor.userId, new Date(now.getTime() + 1)),
    getBalances(deps.db, actor.tenantId, actor.userId),
  ]);
  const since = dayStartOf(activities[0]?.createdAt ?? now);
  const pricing = await readPricing(deps.db, actor.tenantId, { now, dayStart, since });
  return portfolioOf({
    replay: replayActivity(activities, dayStart, pricing.priceOn),
    cash: balances.filter((balance) => isCash(balance.asset)),
    quotes: pricing.quotes,
    asOf: now,
  });
}
