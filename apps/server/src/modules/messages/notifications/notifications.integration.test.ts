import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { call, useTestApp } from '../../../../test/test-app';
import { createSignedInUser } from '../../auth/testing';
import {
  clearNotifications,
  deleteNotification,
  giveNotifications,
  listNotifications,
  notificationsOf,
  readNotifications,
} from './notifications.test-factories';

const otherHost = 'other.test';
const t = useTestApp({ tenants: { [otherHost]: 'Other Brokerage' } });

const titlesOf = async (user: Awaited<ReturnType<typeof createSignedInUser>>, query = '') =>
  ((await listNotifications(t, user, query)).json().payload.items as { title: string }[]).map((item) => item.title);

describe('the notification centre', () => {
  it('lists the user’s notifications newest first, a page at a time, with the unread count', async () => {
    const user = await createSignedInUser(t);
    expect(await notificationsOf(t, user)).toMatchObject({ items: [], total: 0, unread: 0 });
    await giveNotifications(t, user, ['First', 'Second', 'Third', 'Fourth', 'Fifth']);

    const first = await listNotifications(t, user, '?page=1&limit=2');
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({
      success: true,
      payload: { page: 1, limit: 2, total: 5, unread: 5, items: [{ title: 'Fifth' }, { title: 'Fourth' }] },
    });
    expect(first.json().payload.items[0]).toEqual({
      id: expect.any(String),
      kind: 'deposit_credited',
      title: 'Fifth',
      body: 'What happened: Fifth.',
      link: '/funding/history',
      read_at: null,
      created_at: expect.any(String),
    });
    expect(await titlesOf(user, '?page=3&limit=2')).toEqual(['First']);
    expect(await titlesOf(user, '?page=4&limit=2')).toEqual([]);
  });

  it('finds notifications by a word of their title or text, in any case, taking % and _ as themselves', async () => {
    const user = await createSignedInUser(t);
    await giveNotifications(t, user, ['Deposit credited', 'Order filled', 'Vote result', '100% allocated', 'a_b'], {
      body: (title) => (title === 'Vote result' ? 'The DEPOSIT vote closed.' : `About ${title}.`),
    });

    expect(await titlesOf(user, '?filterKeyword=deposit')).toEqual(['Vote result', 'Deposit credited']);
    expect(await titlesOf(user, '?filterKeyword=ORDER%20FILLED')).toEqual(['Order filled']);
    expect(await titlesOf(user, '?filterKeyword=%25')).toEqual(['100% allocated']);
    expect(await titlesOf(user, '?filterKeyword=_')).toEqual(['a_b']);
    expect(await titlesOf(user, '?filterKeyword=nothing-like-it')).toEqual([]);
    const found = (await listNotifications(t, user, '?filterKeyword=deposit&limit=1')).json().payload;
    expect(found).toMatchObject({ total: 2, unread: 5, items: [{ title: 'Vote result' }] });
    expect(await titlesOf(user, '?filterKeyword=')).toHaveLength(5);
  });

  it('marks notifications read, the named ones or all, and the unread count goes down', async () => {
    const user = await createSignedInUser(t);
    await giveNotifications(t, user, ['One', 'Two', 'Three']);
    const [three] = (await notificationsOf(t, user)).items;

    const some = await readNotifications(t, user, { ids: [three?.id] });
    expect(some.statusCode, some.body).toBe(200);
    expect(some.json().payload).toEqual({ unread: 2 });
    expect((await notificationsOf(t, user)).items.map((item) => item.read_at !== null)).toEqual([true, false, false]);

    expect((await readNotifications(t, user)).json().payload).toEqual({ unread: 0 });
    expect(await notificationsOf(t, user)).toMatchObject({ total: 3, unread: 0 });
  });

  it('deletes one notification of the user, and clearing empties the centre', async () => {
    const user = await createSignedInUser(t);
    await giveNotifications(t, user, ['Keep', 'Drop', 'Also keep']);
    const drop = (await notificationsOf(t, user)).items.find((item) => item.title === 'Drop');

    const deleted = await deleteNotification(t, user, drop?.id ?? '');
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json().payload).toEqual({ unread: 2 });
    expect(await titlesOf(user)).toEqual(['Also keep', 'Keep']);
    expect((await deleteNotification(t, user, drop?.id ?? '')).statusCode).toBe(404);

    const cleared = await clearNotifications(t, user);
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.json().payload).toEqual({ unread: 0 });
    expect(await notificationsOf(t, user)).toMatchObject({ items: [], total: 0, unread: 0 });
  });

  it("are each user's own: another user's or another domain's can be neither seen, deleted nor read", async () => {
    const ada = await createSignedInUser(t);
    const bob = await createSignedInUser(t);
    const elsewhere = { ...(await createSignedInUser(t, { host: otherHost })), host: otherHost };
    await giveNotifications(t, ada, ['Ada’s news']);
    await giveNotifications(t, elsewhere, ['News of the other domain']);
    const [adas] = (await notificationsOf(t, ada)).items;
    const [theirs] = (await notificationsOf(t, elsewhere)).items;

    expect(await notificationsOf(t, bob)).toMatchObject({ items: [], total: 0, unread: 0 });
    for (const id of [adas?.id, theirs?.id]) {
      const refused = await deleteNotification(t, bob, id ?? '');
      expect(refused.statusCode).toBe(404);
      expect(refused.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
    }
    expect((await deleteNotification(t, ada, theirs?.id ?? '')).statusCode).toBe(404);
    expect((await readNotifications(t, bob, { ids: [adas?.id, theirs?.id] })).json().payload).toEqual({ unread: 0 });
    await clearNotifications(t, bob);

    expect(await notificationsOf(t, ada)).toMatchObject({ total: 1, unread: 1, items: [{ title: 'Ada’s news' }] });
    expect(await notificationsOf(t, elsewhere)).toMatchObject({
      total: 1,
      unread: 1,
      items: [{ title: 'News of the other domain' }],
    });
    const crossed = await listNotifications(t, { ...ada, host: otherHost });
    expect(crossed.statusCode).toBe(401);
  });

  it('need a session', async () => {
    const answers = await Promise.all([
      call(t.api, { method: 'GET', url: '/v1/notifications' }),
      call(t.api, { method: 'DELETE', url: `/v1/notifications/${randomUUID()}` }),
      call(t.api, { method: 'POST', url: '/v1/notifications/clear', payload: {} }),
      call(t.api, { method: 'POST', url: '/v1/notifications/read', payload: {} }),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([401, 401, 401, 401]);
    expect(answers[0]?.json()).toMatchObject({ success: false, code: 'UNAUTHENTICATED' });
  });

  it('refuse a malformed id, page, limit or search with 400 naming the field, and change nothing', async () => {
    const user = await createSignedInUser(t);
    await giveNotifications(t, user, ['Still here']);

    const badId = await deleteNotification(t, user, 'not-an-id');
    expect(badId.statusCode).toBe(400);
    expect(badId.json()).toMatchObject({ code: 'VALIDATION', errors: { id: expect.any(Array) } });
    for (const [query, field] of [
      ['?page=0', 'page'],
      ['?page=x', 'page'],
      ['?limit=101', 'limit'],
      ['?limit=0', 'limit'],
      [`?filterKeyword=${'a'.repeat(101)}`, 'filterKeyword'],
      ['?unknown=1', 'unknown'],
    ] as const) {
      const response = await listNotifications(t, user, query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json(), query).toMatchObject({ code: 'VALIDATION', errors: { [field]: expect.any(Array) } });
    }
    for (const body of [{ ids: ['not-an-id'] }, { ids: [] }, { ids: 'all' }, { all: true }]) {
      const response = await readNotifications(t, user, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().code).toBe('VALIDATION');
    }
    expect(await notificationsOf(t, user)).toMatchObject({ total: 1, unread: 1 });
  });
});
