import type { NotificationCount, NotificationPage } from '@invest/contracts';
import type { Clock } from '../../../platform/clock';
import type { Database } from '../../../platform/db/database';
import { inTransaction } from '../../../platform/db/transaction';
import { notFound } from '../../../platform/errors';
import { toNotification } from './notifications.mapper';
import {
  countUnread,
  deleteAllNotifications,
  deleteNotification as deleteRow,
  findNotificationPage,
  markNotificationsRead,
  type UserScope,
} from './notifications.repository';

/** The notification centre's use cases (SPEC 7 "Notifications"); each reads and changes the caller's own only. */

interface Deps {
  db: Database;
  clock: Clock;
}

/** GET /v1/notifications: one page, newest first, and how many are unread in all. */
export async function findNotifications(
  deps: Pick<Deps, 'db'>,
  user: UserScope,
  query: { page: number; limit: number; filterKeyword?: string | undefined },
): Promise<NotificationPage> {
  const [{ rows, total }, unread] = await Promise.all([
    findNotificationPage(deps.db, user, query.filterKeyword, {
      limit: query.limit,
      offset: (query.page - 1) * query.limit,
    }),
    countUnread(deps.db, user),
  ]);
  return { items: rows.map(toNotification), page: query.page, limit: query.limit, total, unread };
}

/** DELETE /v1/notifications/{id}: another user's id, or one already gone, is not found. */
export async function deleteNotification(
  deps: Pick<Deps, 'db'>,
  user: UserScope,
  id: string,
): Promise<NotificationCount> {
  return inTransaction(deps.db, async (tx) => {
    if (!(await deleteRow(tx, user, id))) throw notFound('Notification');
    return { unread: await countUnread(tx, user) };
  });
}

/** POST /v1/notifications/clear: the centre is empty afterwards. */
export async function clearNotifications(deps: Pick<Deps, 'db'>, user: UserScope): Promise<NotificationCount> {
  await deleteAllNotifications(deps.db, user);
  return { unread: 0 };
}

/** POST /v1/notifications/read: the named notifications (ids that are not the user's change nothing), or all, are read. */
export async function readNotifications(
  deps: Deps,
  user: UserScope,
  ids: readonly string[] | undefined,
): Promise<NotificationCount> {
  return inTransaction(deps.db, async (tx) => {
    await markNotificationsRead(tx, user, ids, deps.clock.now());
    return { unread: await countUnread(tx, user) };
  });
}
