import { formatUnits, scaleOf } from '@invest/money';
import type { Database } from '../../../platform/db/database';
import { enqueueEvents } from '../../../platform/events/outbox';
import type { SubscriptionRow } from '../subscriptions/subscriptions.repository';
import type { OfferingRow } from './offerings.repository';

/**
 * Announced (through the outbox) with the mails that tell investors of an offering: that it opened,
 * to those who asked to hear of it, and what became of each commitment when it closed. Other
 * modules read it (the notification centre); amounts are decimal strings of the quote asset.
 */
export const offeringNewsTopic = 'offerings.news';

export type OfferingNews =
  | { user_id: string; kind: 'opened' }
  | {
      user_id: string;
      kind: 'closed';
      subscription_id: string;
      /** `not_funded`: the offering missed its target; `not_allocated`: oversubscribed, and none came to this commitment. */
      outcome: 'allocated' | 'not_allocated' | 'not_funded';
      /** Whole shares allocated, and their price and cost; null unless allocated. */
      shares: string | null;
      price: string | null;
      cost: string | null;
      /** What came back to the investor's available balance. */
      refunded: string;
    };

export interface OfferingNewsEvent {
  offering: { id: string; name: string; issuer_name: string; asset: string; quote_asset: string; closes_at: string };
  news: OfferingNews[];
}

/** News of this many investors makes one event: a closing of 100,000 commitments is 50 events. */
const newsPerEvent = 2000;

/** Queues the news in the caller's transaction (the one that queues the mails), a few thousand investors an event. */
export async function queueOfferingNews(tx: Database, offering: OfferingRow, news: readonly OfferingNews[]) {
  const about: OfferingNewsEvent['offering'] = {
    id: offering.id,
    name: offering.name,
    issuer_name: offering.issuerName,
    asset: offering.asset,
    quote_asset: offering.quoteAsset,
    closes_at: offering.closesAt.toISOString(),
  };
  const events = [];
  for (let at = 0; at < news.length; at += newsPerEvent) {
    const payload: OfferingNewsEvent = { offering: about, news: news.slice(at, at + newsPerEvent) };
    events.push({ tenantId: offering.tenantId, topic: offeringNewsTopic, payload });
  }
  await enqueueEvents(tx, events);
}

/** What a settled or released commitment came to, as the closing's mail tells it. */
export function closingNewsOf(offering: OfferingRow, commitment: SubscriptionRow): OfferingNews {
  const money = (units: bigint) => formatUnits(units, scaleOf(offering.quoteAsset));
  const refunded = commitment.refundedUnits ?? commitment.amountUnits;
  const allocated = commitment.status === 'released' ? 0n : (commitment.allocatedQuantity ?? 0n);
  const shared = {
    user_id: commitment.userId,
    kind: 'closed' as const,
    subscription_id: commitment.id,
    refunded: money(refunded),
  };
  if (allocated === 0n) {
    return {
      ...shared,
      outcome: commitment.status === 'released' ? 'not_funded' : 'not_allocated',
      shares: null,
      price: null,
      cost: null,
    };
  }
  return {
    ...shared,
    outcome: 'allocated',
    shares: String(allocated),
    price: money(commitment.priceUnits),
    cost: money(allocated * commitment.priceUnits),
    refunded: money(commitment.refundedUnits ?? 0n),
  };
}
