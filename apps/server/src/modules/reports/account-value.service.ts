import type { AccountValue, AccountValueQuery } from '@invest/contracts';
import type { Clock } from '../../platform/clock';
import type { Database } from '../../platform/db/database';
import type { AuthContext } from '../../platform/http/context';
import { findBalanceHistory } from '../ledger';
import { findClosingPrices } from '../trading';
import { daysOf, valuationCurrency, valueByDay } from './account-value';

export interface ReportsDeps {
  db: Database;
  clock: Clock;
}

/** GET reports/account-value: the signed-in investor's account value per day of the range. */
export async function getAccountValue(
  deps: ReportsDeps,
  actor: AuthContext,
  query: AccountValueQuery,
): Promise<AccountValue> {
  const now = deps.clock.now();
  const { days, from } = daysOf(query.range, now);
  const to = new Date(now.getTime() + 1);
  const [balances, prices] = await Promise.all([
    findBalanceHistory(deps.db, actor.tenantId, actor.userId, { from, to }),
    findClosingPrices(deps.db, actor.tenantId, valuationCurrency, { from, to }),
  ]);
  const { points, unpriced } = valueByDay({
    days,
    openingBalances: balances.opening,
    balanceChanges: balances.changes,
    openingPrices: prices.opening,
    closes: prices.closes,
  });
  return { currency: valuationCurrency, range: query.range, points, unpriced };
}
