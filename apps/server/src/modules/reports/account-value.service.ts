import type { AccountValue, AccountValueQuery } from '@invest/contracts';
import type { AuthContext } from '../../platform/http/context';
import { daysOf, toAccountValuePoint } from './account-value';
import type { ReportsDeps } from './reports.deps';
import { valuationCurrency } from './valuation';
import { readValueSeries } from './value-series.service';

/**
 * GET reports/account-value: the signed-in investor's account value per day of the range, and their
 * net deposits by then. An asset that has never traded counts at its market's reference price.
 */
export async function getAccountValue(
  deps: ReportsDeps,
  actor: AuthContext,
  query: AccountValueQuery,
): Promise<AccountValue> {
  const now = deps.clock.now();
  const { points, unpriced } = await readValueSeries(deps, actor, () => daysOf(query.range, now).days, now);
  return { currency: valuationCurrency, range: query.range, points: points.map(toAccountValuePoint), unpriced };
}
