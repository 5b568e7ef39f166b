import { createHash } from 'node:crypto';
import type { AnalyticsCounts, AnalyticsCountsQuery, AnalyticsEventRequest } from '@invest/contracts';
import { and, asc, between, eq, sql } from 'drizzle-orm';
import { inTransaction } from '../../../platform/db/transaction';
import { invalid } from '../../../platform/errors';
import { enqueueEvent, type OutboxHandler } from '../../../platform/events/outbox';
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

/** The outbox topic of an event on its way to Mixpanel (the outbox's job sends it). */
export const mixpanelEventTopic = 'analytics.mixpanel';

/** An event as Mixpanel's /track takes it, but for the project token, which the job adds. */
interface MixpanelEvent {
  event: string;
  properties: Record<string, string | number | boolean>;
}

/**
 * POST mixpanel/event: counts the event on the domain's day and, when a Mixpanel token is configured,
 * queues it for Mixpanel in the same transaction (the outbox's job sends it, and tries again while
 * Mixpanel is away). A browser that asks not to be tracked (DNT or Global Privacy Control) is
 * answered as usual and nothing is kept or sent.
 */
export async function trackEvent(
  deps: AdminDeps,
  sender: EventSender,
  body: AnalyticsEventRequest,
): Promise<{ recorded: boolean }> {
  if (sender.doNotTrack) return { recorded: false };
  const now = deps.clock.now();
  const isForwarded = deps.analytics.mixpanelToken !== null;
  await inTransaction(deps.db, async (tx) => {
    await tx
      .insert(analyticsEventCounts)
      .values({ tenantId: sender.tenantId, day: now.toISOString().slice(0, 10), event: body.event, count: 1 })
      .onConflictDoUpdate({
        target: [analyticsEventCounts.tenantId, analyticsEventCounts.day, analyticsEventCounts.event],
        set: { count: sql`${analyticsEventCounts.count} + 1` },
      });
    if (!isForwarded) return;
    const payload: MixpanelEvent = {
      event: body.event,
      properties: { ...body.properties, distinct_id: distinctIdOf(sender), time: now.getTime() },
    };
    await enqueueEvent(tx, { tenantId: sender.tenantId, topic: mixpanelEventTopic, payload });
  });
  if (isForwarded) deps.outbox.wake();
  return { recorded: true };
}

/**
 * The outbox job of mixpanelEventTopic: sends the event to Mixpanel's /track with the project token.
 * Any answer but a success throws, and the relay tries again later.
 */
export function mixpanelJob(analytics: AdminDeps['analytics']): OutboxHandler {
  return async (outboxEvent) => {
    const { event, properties } = outboxEvent.payload as MixpanelEvent;
    // ip=0: Mixpanel is not to place the visitor by the address the event comes from (ours, in any case).
    const response = await fetch(new URL('/track?ip=0', analytics.mixpanelUrl), {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'text/plain' },
      body: JSON.stringify([{ event, properties: { ...properties, token: analytics.mixpanelToken } }]),
      signal: AbortSignal.timeout(10_000),
    });
    if (!response.ok) throw new Error(`Mixpanel answered ${response.status}`);
  };
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
