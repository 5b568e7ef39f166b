import type { RangeInsights, ReportRangeQuery } from '@invest/contracts';
import { formatUnits } from '@invest/money';
import type { AuthContext } from '../../../platform/http/context';
import { findOwnTradeTotals } from '../../trading';
import { toAccountValuePoint } from '../account-value';
import { realizedUnitsOf, replayActivity } from '../cost-basis';
import { dayAfter, daysBetween, reportDaysOf } from '../report-range';
import { dayStartOf, type ReportsDeps } from '../reports.deps';
import { dollarsOf, isCash, parPrice, valuationCurrency, valuationScale } from '../valuation';
import { readValueSeries, type ValueSeries } from '../value-series.service';
import { timeWeightedReturn } from './time-weighted-return';

const dollars = (cents: bigint) => formatUnits(cents, valuationScale);

/** Dollar cents realized by the activities written before `before`. */
function realizedBefore(series: ValueSeries, before: Date, now: Date): bigint {
  const activities = series.activities.filter((activity) => activity.createdAt < before);
  return realizedUnitsOf(replayActivity(activities, dayStartOf(now), series.pricing.priceOn));
}

/**
 * GET reports/range-insights: over the days of the range, the value at its opening (the end of the
 * day before) and its close, net deposits, realized profit, the change that is left (unrealized), the
 * fees of the fills, the time-weighted return and the value of each day.
 */
export async function getRangeInsights(
  deps: ReportsDeps,
  actor: AuthContext,
  query: ReportRangeQuery,
): Promise<RangeInsights> {
  const now = deps.clock.now();
  const range = reportDaysOf(query, now);
  const [series, trades] = await Promise.all([
    readValueSeries(deps, actor, () => daysBetween(dayAfter(range.from, -1), range.to), now),
    findOwnTradeTotals(deps.db, actor, { from: range.start, to: range.end }),
  ]);
  const [opening = { valueUnits: 0n, netDepositUnits: 0n }, ...points] = series.points;
  const closing = points.at(-1) ?? opening;
  const netDeposits = closing.netDepositUnits - opening.netDepositUnits;
  const realized = realizedBefore(series, range.end, now) - realizedBefore(series, range.start, now);
  const fees = trades
    .filter((row) => isCash(row.market.quoteAsset))
    .reduce((sum, row) => sum + dollarsOf(row.market.quoteAsset, row.feeUnits, parPrice), 0n);
  const twr = timeWeightedReturn(opening, points);
  return {
    currency: valuationCurrency,
    from: range.from,
    to: range.to,
    opening_value: dollars(opening.valueUnits),
    closing_value: dollars(closing.valueUnits),
    net_deposits: dollars(netDeposits),
    realized_pnl: dollars(realized),
    unrealized_change: dollars(closing.valueUnits - opening.valueUnits - netDeposits - realized),
    fees: dollars(fees),
    time_weighted_return: twr === null ? null : formatUnits(twr, 2),
    points: points.map(toAccountValuePoint),
    unpriced: series.unpriced,
  };
}
