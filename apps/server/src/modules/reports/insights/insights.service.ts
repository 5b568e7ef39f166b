import type { Insights } from '@invest/contracts';
import { formatUnits } from '@invest/money';
import type { AuthContext } from '../../../platform/http/context';
import { getBalances } from '../../ledger';
import { portfolioOf } from '../portfolio';
import { daysBetween } from '../report-range';
import type { ReportsDeps } from '../reports.deps';
import { isCash, valuationCurrency } from '../valuation';
import { readValueSeries } from '../value-series.service';
import { allocationOf, unrealizedOf } from './allocation';
import { timeWeightedReturn } from './time-weighted-return';

/**
 * GET reports/insights: the signed-in investor's portfolio as of now (reports/portfolio's figures), its
 * allocation, and the time-weighted return of every day since the account's first activity.
 */
export async function getInsights(deps: ReportsDeps, actor: AuthContext): Promise<Insights> {
  const now = deps.clock.now();
  const today = now.toISOString().slice(0, 10);
  const [series, balances] = await Promise.all([
    readValueSeries(deps, actor, (firstDay) => daysBetween(firstDay, today), now),
    getBalances(deps.db, actor.tenantId, actor.userId),
  ]);
  const portfolio = portfolioOf({
    replay: series.replay,
    cash: balances.filter((balance) => isCash(balance.asset)),
    quotes: series.pricing.quotes,
    asOf: now,
  });
  const twr = timeWeightedReturn({ valueUnits: 0n, netDepositUnits: 0n }, series.points);
  return {
    currency: valuationCurrency,
    as_of: portfolio.as_of,
    value: portfolio.totals.value,
    cash: portfolio.totals.cash_value,
    invested: portfolio.totals.cost_basis,
    realized_pnl: portfolio.totals.realized_return,
    unrealized_pnl: unrealizedOf(portfolio),
    net_deposits: portfolio.totals.net_deposits,
    allocation: allocationOf(portfolio),
    time_weighted_return: twr === null ? null : formatUnits(twr, 2),
    since: series.activities.length > 0 ? (series.days[0] ?? null) : null,
    unpriced: portfolio.unpriced,
  };
}
