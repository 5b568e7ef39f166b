import { createHash } from 'node:crypto';
import type { AnalyticsCounts, AnalyticsCountsQuery, AnalyticsEventRequest } from '@invest/contracts';
import { and, asc, between, eq, sql } from 'drizzle-orm';
import { invalid } from '../../../platform/errors';
import type { AdminDeps } from '../admin.deps';
import { analyticsEventCounts } from './analytics.tables';

/** Who sent an event: their domain, the signed-in user if any, and whether their browser asked not to be tracked. */
export interface EventSender {
  tenantId: string;
  userId: string | null;
  doNotTrack: boolean;
}

/** A visitor as the analytics service knows them: a one-way hash of their account on the domain, never who they are. */
const distinctIdOf = (sender: EventSender) =>
  sender.userId
    ? createHash('sha256').update(`${sender.tenantId}:${sender.userId}`).digest('hex').slice(0, 32)
    : 'anonymous';

/** Sends the event to Mixpanel's /track; a failure is logged and leaves the visitor's page alone. */
async function forwardToMixpanel(deps: AdminDeps, token: string, sender: EventSender, body: AnalyticsEventRequest) {
  const now = deps.clock.now();
  const event = {
    event: body.event,
    properties: { ...body.properties, token, distinct_id: distinctIdOf(sender), time: now.getTime() },
  };
  try {
    // ip=0: Mixpanel is not to place the visitor by the address the event comes from (ours, in any case).
    const response = await fetch(new URL('/track?ip=0', deps.analytics.mixpanelUrl), {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'text/plain' },
      body: JSON.stringify([event]),
      signal: AbortSignal.timeout(2000),
    });
    if (!response.ok) deps.logError(`analytics: Mixpanel answered ${response.status}`);
  } catch (error) {
    deps.logError(`analytics: Mixpanel unreachable: ${(error as Error).message}`);
  }
}

/**
 * POST mixpanel/event: counts the event on the domain's day and, when a Mixpanel token is configured,
 * sends it on. A browser that asks not to be tracked (DNT or Global Privacy Control) is answered as
 * usual and nothing is kept or sent.
 */
export async function trackEvent(
  deps: AdminDeps,
  sender: EventSender,
  body: AnalyticsEventRequest,
): Promise<{ recorded: boolean }> {
  if (sender.doNotTrack) return { recorded: false };
  const day = deps.clock.now().toISOString().slice(0, 10);
  await deps.db
    .insert(analyticsEventCounts)
    .values({ tenantId: sender.tenantId, day, event: body.event, count: 1 })
    .onConflictDoUpdate({
      target: [analyticsEventCounts.tenantId, analyticsEventCounts.day, analyticsEventCounts.event],
      set: { count: sql`${analyticsEventCounts.count} + 1` },
    });
  if (deps.analytics.mixpanelToken) await forwardToMixpanel(deps, deps.analytics.mixpanelToken, sender, body);
  return { recorded: true };
}

const maxRangeDays = 366;

/** GET admin/analytics: the domain's counts per day and event over a range of at most a year, oldest first. */
export async function readEventCounts(
  deps: AdminDeps,
  tenantId: string,
  query: AnalyticsCountsQuery,
): Promise<AnalyticsCounts> {
  const days = (Date.parse(query.to) - Date.parse(query.from)) / 86_400_000;
  if (days < 0) throw invalid('to', 'to is on or after from');
  if (days >= maxRangeDays) throw invalid('to', `A range is at most ${maxRangeDays} days`);
  const rows = await deps.db
    .select({ day: analyticsEventCounts.day, event: analyticsEventCounts.event, count: analyticsEventCounts.count })
    .from(analyticsEventCounts)
    .where(and(eq(analyticsEventCounts.tenantId, tenantId), between(analyticsEventCounts.day, query.from, query.to)))
    .orderBy(asc(analyticsEventCounts.day), asc(analyticsEventCounts.event));
  return { items: rows };
}
