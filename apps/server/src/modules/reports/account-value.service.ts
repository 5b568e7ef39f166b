import type { AccountValue, AccountValueQuery } from '@invest/contracts';
import type { AuthContext } from '../../platform/http/context';
import { findBalanceHistory, findLedgerActivity } from '../ledger';
import { findClosingPrices } from '../trading';
import { daysOf, valueByDay } from './account-value';
import { replayActivity } from './cost-basis';
import { readPricing } from './pricing';
import { dayStartOf, type ReportsDeps } from './reports.deps';
import { valuationCurrency } from './valuation';

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
  const { days, from } = daysOf(query.range, now);
  const to = new Date(now.getTime() + 1);
  const [balances, prices, activities] = await Promise.all([
    findBalanceHistory(deps.db, actor.tenantId, actor.userId, { from, to }),
    findClosingPrices(deps.db, actor.tenantId, valuationCurrency, { from, to }),
    findLedgerActivity(deps.db, actor.tenantId, actor.userId, to),
  ]);
  const since = dayStartOf(activities[0]?.createdAt ?? now);
  const pricing = await readPricing(deps.db, actor.tenantId, { now, dayStart: dayStartOf(now), since });
  const openingPrices = new Map(prices.opening);
  for (const [asset, quote] of pricing.quotes) {
    if (quote.source === 'reference' && !openingPrices.has(asset)) openingPrices.set(asset, quote.price);
  }
  const { points, unpriced } = valueByDay({
    days,
    openingBalances: balances.opening,
    balanceChanges: balances.changes,
    openingPrices,
    closes: prices.closes,
    netDepositsByDay: replayActivity(activities, dayStartOf(now), pricing.priceOn).netDepositsByDay,
  });
  return { currency: valuationCurrency, range: query.range, points, unpriced };
}
