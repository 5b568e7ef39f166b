import { z } from 'zod';
import { pageQuerySchema, pageSchema } from './envelope';

/**
 * The notification centre (SPEC 7 "Notifications": GET ?page&limit&filterKeyword, DELETE /{id},
 * POST clear; SPEC 3 app.notificationCount): what happened to the user's money, orders, offerings,
 * votes and onboarding, told in a line or two, newest first.
 */

/** What a notification is about; the web app picks its icon by it. */
export const notificationKinds = [
  'deposit_credited',
  'deposit_failed',
  'withdrawal_requested',
  'withdrawal_sent',
  'withdrawal_failed',
  'order_filled',
  'order_partially_filled',
  'offering_opened',
  'offering_closed',
  'vote_announced',
  'vote_cancelled',
  'vote_closed',
  'identity_verified',
  'identity_refused',
  'details_change_applied',
  'details_change_refused',
  'account_approved',
  'account_refused',
  'document_approved',
  'document_refused',
  'document_reupload_requested',
  'document_expired',
  'gift_card_claimed',
  'referral_reward',
  'bonus_paid',
] as const;
export type NotificationKind = (typeof notificationKinds)[number];

/** The longest search text: a word or two of a title, not a document. */
export const maxNotificationKeyword = 100;

/** GET /v1/notifications: one page of the user's notifications, newest first, optionally only those whose title or text holds `filterKeyword` (any case). */
export const notificationListQuerySchema = z.strictObject({
  ...pageQuerySchema.shape,
  /** Blank is no search. */
  filterKeyword: z
    .string()
    .trim()
    .max(maxNotificationKeyword, `At most ${maxNotificationKeyword} characters`)
    .optional(),
});
export type NotificationListQuery = z.infer<typeof notificationListQuerySchema>;

export const notificationSchema = z.object({
  id: z.string(),
  kind: z.enum(notificationKinds),
  title: z.string(),
  body: z.string(),
  /** A path of the app that acts on the news (`/funding/history`), or null. */
  link: z.string().nullable(),
  /** When the user saw it in the centre; null while it is unread. */
  read_at: z.string().nullable(),
  created_at: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;

/** How many of the user's notifications are unread, whatever page or search is asked for. */
const unreadShape = { unread: z.number().int().min(0) };

/** The answer of GET /v1/notifications: a page (API.md "Lists") and the unread count. */
export const notificationPageSchema = pageSchema(notificationSchema).extend(unreadShape);
export type NotificationPage = z.infer<typeof notificationPageSchema>;

export const notificationIdParamSchema = z.object({ id: z.uuid({ error: 'Invalid notification id' }) });

/** The most ids one POST /v1/notifications/read names. */
export const maxNotificationIdsPerRead = 100;

/** POST /v1/notifications/read: marks the named notifications read, or all of them when `ids` (or the body) is absent. */
export const readNotificationsRequestSchema = z
  .strictObject({
    ids: z
      .array(z.uuid({ error: 'Invalid notification id' }))
      .min(1, 'Name at least one notification, or leave ids out for all')
      .max(maxNotificationIdsPerRead, `At most ${maxNotificationIdsPerRead} ids`)
      .optional(),
  })
  .nullish();
export type ReadNotificationsRequest = z.infer<typeof readNotificationsRequestSchema>;

/** The answer of DELETE /{id}, POST clear and POST read: the unread count after the change. */
export const notificationCountSchema = z.object(unreadShape);
export type NotificationCount = z.infer<typeof notificationCountSchema>;
