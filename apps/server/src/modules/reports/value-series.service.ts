import type { AuthContext } from '../../platform/http/context';
import { findBalanceHistory, findLedgerActivity, type LedgerActivity } from '../ledger';
import { findClosingPrices } from '../trading';
import { type ValuePoint, valueUnitsByDay } from './account-value';
import { type Replay, replayActivity } from './cost-basis';
import { type Pricing, readPricing } from './pricing';
import { dayAfter, dayStartAt } from './report-range';
import { dayStartOf, type ReportsDeps } from './reports.deps';
import { valuationCurrency } from './valuation';

/** The account's value day by day, and what it was read from, for the reports that value it over time. */
export interface ValueSeries {
  days: readonly string[];
  /** One per day asked for, oldest first; none when nothing was ever held by the last. */
  points: ValuePoint[];
  unpriced: string[];
  /** Every activity of the account up to now, oldest first. */
  activities: LedgerActivity[];
  pricing: Pricing;
  /** The replay of every activity up to now. */
  replay: Replay;
}

/**
 * The signed-in investor's account value at the end of each of the days `daysOf` names (consecutive,
 * oldest first, the last at most today; today's is now) and their net deposits by then. `daysOf` is
 * given the day of the account's first activity (today before any). An asset that has never traded
 * counts at its market's reference price.
 */
export async function readValueSeries(
  deps: ReportsDeps,
  actor: AuthContext,
  daysOf: (firstActivityDay: string) => readonly string[],
  now: Date,
): Promise<ValueSeries> {
  const afterNow = new Date(now.getTime() + 1);
  const activities = await findLedgerActivity(deps.db, actor.tenantId, actor.userId, afterNow);
  const since = dayStartOf(activities[0]?.createdAt ?? now);
  const days = daysOf(since.toISOString().slice(0, 10));
  const [first = now.toISOString().slice(0, 10)] = days;
  const from = dayStartAt(first);
  const endOfLast = dayStartAt(dayAfter(days.at(-1) ?? first));
  const to = endOfLast < afterNow ? endOfLast : afterNow;
  const [balances, prices, pricing] = await Promise.all([
    findBalanceHistory(deps.db, actor.tenantId, actor.userId, { from, to }),
    findClosingPrices(deps.db, actor.tenantId, valuationCurrency, { from, to }),
    readPricing(deps.db, actor.tenantId, { now, dayStart: dayStartOf(now), since }),
  ]);
  const openingPrices = new Map(prices.opening);
  for (const [asset, quote] of pricing.quotes) {
    if (quote.source === 'reference' && !openingPrices.has(asset)) openingPrices.set(asset, quote.price);
  }
  const replay = replayActivity(activities, dayStartOf(now), pricing.priceOn);
  const { points, unpriced } = valueUnitsByDay({
    days: [...days],
    openingBalances: balances.opening,
    balanceChanges: balances.changes,
    openingPrices,
    closes: prices.closes,
    netDepositsByDay: replay.netDepositsByDay,
  });
  return { days, points, unpriced, activities, pricing, replay };
}
