import type { ReportRangeQuery, TradeSummary } from '@invest/contracts';
import type { AuthContext } from '../../../platform/http/context';
import { findOwnTradeTotals } from '../../trading';
import { reportDaysOf } from '../report-range';
import type { ReportsDeps } from '../reports.deps';
import { tradeSummaryOf } from './trade-summary';

/** GET reports/trade-summary: the signed-in investor's fills of the range, per market and side. */
export async function getTradeSummary(
  deps: ReportsDeps,
  actor: AuthContext,
  query: ReportRangeQuery,
): Promise<TradeSummary> {
  const range = reportDaysOf(query, deps.clock.now());
  const rows = await findOwnTradeTotals(deps.db, actor, { from: range.start, to: range.end });
  return tradeSummaryOf(range, rows);
}
