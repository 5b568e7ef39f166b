import type { ActivitySummary, AdminDashboard } from '@invest/contracts';
import { formatUnits, scaleOf } from '@invest/money';
import type { AuthContext } from '../../../platform/http/context';
import { countSignupsByDay } from '../../auth';
import { countDepositsByDay, findDepositTotals } from '../../funding';
import { countPendingReviews } from '../../onboarding';
import { countOpenOrders, findMarketActivity } from '../../trading';
import { dayAfter, dayStartAt, daysBetween } from '../report-range';
import { dayStartOf, type ReportsDeps } from '../reports.deps';

type Admin = Pick<AuthContext, 'tenantId'>;

/** The dashboard's longer period: the last 30 UTC days, today included. */
const periodDays = 30;

/** What happened since `since`: sign-ups summed from the days' counts, deposits by asset, volume by market. */
async function activitySince(
  deps: ReportsDeps,
  tenantId: string,
  since: Date,
  signups: number,
): Promise<ActivitySummary> {
  const [deposits, markets] = await Promise.all([
    findDepositTotals(deps.db, tenantId, since),
    findMarketActivity(deps.db, tenantId, since),
  ]);
  return {
    signups,
    deposits: deposits.map((total) => ({
      asset: total.asset,
      count: total.count,
      amount: formatUnits(total.amountUnits, scaleOf(total.asset)),
    })),
    volume: markets.map((market) => ({
      symbol: market.symbol,
      base_asset: market.baseAsset,
      quote_asset: market.quoteAsset,
      trades: market.trades,
      quantity: formatUnits(market.quantityUnits, market.quantityScale),
      amount: formatUnits(market.costUnits, scaleOf(market.quoteAsset)),
    })),
  };
}

/**
 * GET admin/dashboard: the domain today and over the last 30 days: sign-ups (per day too), completed
 * deposits by asset (and per day), trading volume by market, the orders open now and the users
 * waiting for an onboarding review. Each figure is one aggregate query of the domain's rows.
 */
export async function getAdminDashboard(deps: ReportsDeps, admin: Admin): Promise<AdminDashboard> {
  const todayStart = dayStartOf(deps.clock.now());
  const today = todayStart.toISOString().slice(0, 10);
  const first = dayAfter(today, 1 - periodDays);
  const periodStart = dayStartAt(first);
  const window = { start: periodStart, end: dayStartAt(dayAfter(today)) };
  const [signupsByDay, depositsByDay, openOrders, pendingReviews] = await Promise.all([
    countSignupsByDay(deps.db, admin.tenantId, window),
    countDepositsByDay(deps.db, admin.tenantId, periodStart),
    countOpenOrders(deps.db, admin.tenantId),
    countPendingReviews(deps.db, admin.tenantId),
  ]);
  const days = daysBetween(first, today).map((date) => ({
    date,
    signups: signupsByDay.get(date) ?? 0,
    deposits: depositsByDay.get(date) ?? 0,
  }));
  const [todayActivity, periodActivity] = await Promise.all([
    activitySince(deps, admin.tenantId, todayStart, signupsByDay.get(today) ?? 0),
    activitySince(
      deps,
      admin.tenantId,
      periodStart,
      days.reduce((sum, day) => sum + day.signups, 0),
    ),
  ]);
  return {
    today: todayActivity,
    last_30_days: periodActivity,
    days,
    open_orders: openOrders,
    pending_reviews: pendingReviews,
  };
}
