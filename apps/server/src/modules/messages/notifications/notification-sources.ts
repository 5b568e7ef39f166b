import type { Notification } from '@invest/contracts';
import type { Clock } from '../../../platform/clock';
import type { Database } from '../../../platform/db/database';
import { enqueueEvents, type OutboxHandler, type OutboxWatcher } from '../../../platform/events/outbox';
import { type PaymentUpdatedEvent, paymentUpdatedTopic } from '../../funding';
import { type OfferingNewsEvent, offeringNewsTopic } from '../../offerings';
import { type OnboardingNewsEvent, onboardingNewsTopic } from '../../onboarding';
import {
  type GiftCardRedeemedEvent,
  giftCardRedeemedTopic,
  type ReferralRewardedEvent,
  referralRewardedTopic,
  type UserBonusPaidEvent,
  userBonusPaidTopic,
} from '../../rewards';
import { type OrderUpdatedEvent, orderUpdatedTopic } from '../../trading';
import { type ProposalNewsEvent, proposalNewsTopic } from '../../voting';
import {
  bonusNotification,
  giftCardNotification,
  offeringNotifications,
  onboardingNotification,
  orderNotifications,
  paymentNotification,
  proposalNotifications,
  referralNotifications,
} from './notification-texts';
import { toNotification } from './notifications.mapper';
import { countUnreadOf, insertNotifications, type NotificationDraft } from './notifications.repository';

/**
 * Announced (through the outbox, so only once the notification has committed) for each notification
 * made: the user's open websockets get it with their unread count (the trading role forwards it on
 * the user's `notifications` channel, as the process wiring tells it).
 */
export const notificationCreatedTopic = 'messages.notification.created';

export interface NotificationCreatedEvent {
  user_id: string;
  notification: Notification;
  unread: number;
}

/**
 * Makes the drafts' notifications in the caller's transaction (the relay's), each once per user and
 * source, and announces each one made with its user's unread count.
 */
export async function createNotifications(
  tx: Database,
  clock: Clock,
  tenantId: string,
  drafts: readonly NotificationDraft[],
): Promise<void> {
  const made = await insertNotifications(tx, tenantId, drafts, clock.now());
  if (made.length === 0) return;
  const unread = await countUnreadOf(tx, tenantId, [...new Set(made.map((row) => row.userId))]);
  await enqueueEvents(
    tx,
    made.map((row) => {
      const payload: NotificationCreatedEvent = {
        user_id: row.userId,
        notification: toNotification(row),
        unread: unread.get(row.userId) ?? 0,
      };
      return { tenantId, topic: notificationCreatedTopic, payload };
    }),
  );
}

/** A reaction to one topic: the notifications its event calls for. */
function notifying<Event>(clock: Clock, draftsOf: (event: Event) => NotificationDraft[]): OutboxHandler {
  return async (event, tx) => {
    if (!event.tenantId) return;
    await createNotifications(tx, clock, event.tenantId, draftsOf(event.payload as Event));
  };
}

const listOf = <T>(item: T | null): T[] => (item ? [item] : []);

/**
 * Events other modules announce anyway (payments to the payment screens, orders to the order
 * feeds), which the notification centre watches beside their announcement.
 */
export function notificationWatchers(clock: Clock): Record<string, OutboxWatcher> {
  return {
    [paymentUpdatedTopic]: notifying<PaymentUpdatedEvent>(clock, (event) => listOf(paymentNotification(event))),
    [orderUpdatedTopic]: notifying<OrderUpdatedEvent>(clock, orderNotifications),
  };
}

/** News other modules write for others to read, which no one but the notification centre reads yet. */
export function notificationJobs(clock: Clock): Record<string, OutboxHandler> {
  return {
    [offeringNewsTopic]: notifying<OfferingNewsEvent>(clock, offeringNotifications),
    [proposalNewsTopic]: notifying<ProposalNewsEvent>(clock, proposalNotifications),
    [onboardingNewsTopic]: notifying<OnboardingNewsEvent>(clock, (event) => [onboardingNotification(event)]),
    [giftCardRedeemedTopic]: notifying<GiftCardRedeemedEvent>(clock, (event) => [giftCardNotification(event)]),
    [referralRewardedTopic]: notifying<ReferralRewardedEvent>(clock, referralNotifications),
    [userBonusPaidTopic]: notifying<UserBonusPaidEvent>(clock, (event) => [bonusNotification(event)]),
  };
}
