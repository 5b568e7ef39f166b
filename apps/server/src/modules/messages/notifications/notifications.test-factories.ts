import type { NotificationKind } from '@invest/contracts';
import { call, defaultTestHost, type TestApp } from '../../../../test/test-app';
import { inTransaction } from '../../../platform/db/transaction';
import { createNotifications } from './notification-sources';

/** Test data for the notification centre: a user's notifications, and the calls a client makes. */

export interface NotifiedUser {
  id: string;
  tenantId: string;
  token: string;
  host?: string;
}

/**
 * Gives the user one notification per title, the first made first (the clock moves a second
 * between them), as the worker makes them from events.
 */
export async function giveNotifications(
  t: TestApp,
  user: NotifiedUser,
  titles: readonly string[],
  options: { kind?: NotificationKind; body?: (title: string) => string } = {},
): Promise<void> {
  for (const title of titles) {
    t.clock.advance(1000);
    await inTransaction(t.context.database.db, (tx) =>
      createNotifications(tx, t.clock, user.tenantId, [
        {
          userId: user.id,
          kind: options.kind ?? 'deposit_credited',
          title,
          body: options.body?.(title) ?? `What happened: ${title}.`,
          link: '/funding/history',
          sourceKey: `test:${title}:${t.clock.now().getTime()}`,
        },
      ]),
    );
  }
}

const asUser = (user: NotifiedUser) => ({ token: user.token, host: user.host ?? defaultTestHost });

export function listNotifications(t: TestApp, user: NotifiedUser, query = '') {
  return call(t.api, { method: 'GET', url: `/v1/notifications${query}`, ...asUser(user) });
}

export function deleteNotification(t: TestApp, user: NotifiedUser, id: string) {
  return call(t.api, { method: 'DELETE', url: `/v1/notifications/${id}`, ...asUser(user) });
}

export function clearNotifications(t: TestApp, user: NotifiedUser) {
  return call(t.api, { method: 'POST', url: '/v1/notifications/clear', payload: {}, ...asUser(user) });
}

export function readNotifications(t: TestApp, user: NotifiedUser, body: Record<string, unknown> = {}) {
  return call(t.api, { method: 'POST', url: '/v1/notifications/read', payload: body, ...asUser(user) });
}

/** Every notification of the user, newest first, as the centre's first page of 100 shows them. */
export async function notificationsOf(t: TestApp, user: NotifiedUser) {
  const response = await listNotifications(t, user, '?limit=100');
  if (response.statusCode !== 200)
    throw new Error(`GET /v1/notifications answered ${response.statusCode}: ${response.body}`);
  return response.json().payload as {
    items: { id: string; kind: string; title: string; body: string; link: string | null; read_at: string | null }[];
    total: number;
    unread: number;
  };
}
