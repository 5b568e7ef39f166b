import type { ChannelMessage, Notification, Payment } from '@invest/contracts';
import { describe, expect, it } from 'vitest';
import { badgeOf, isAppPath, unreadCountFrom, unseenIds } from './notification-rules';

const notification = (id: string, readAt: string | null = null): Notification => ({
  id,
  kind: 'deposit_credited',
  title: 'Deposit of 500.00 USD credited',
  body: 'Your card deposit of 500.00 USD is in your available balance.',
  link: '/funding/history',
  read_at: readAt,
  created_at: '2026-03-02T12:00:00.000Z',
});

describe("the bell's badge", () => {
  it('shows nothing at zero, the count up to 99, then 99+', () => {
    expect([0, 1, 99, 100, 2500].map(badgeOf)).toEqual([null, '1', '99', '99+', '99+']);
  });

  it('takes the unread count of a notification just made, and of nothing else on the channel', () => {
    const made: ChannelMessage = {
      channel: 'notifications',
      data: { type: 'notification', notification: notification('n1'), unread: 3 },
    };
    const payment: ChannelMessage = { channel: 'notifications', data: { type: 'payment', payment: {} as Payment } };
    const balances: ChannelMessage = { channel: 'balances', data: [] };
    expect([made, payment, balances].map(unreadCountFrom)).toEqual([3, null, null]);
  });
});

describe('the centre', () => {
  it('marks read the unread notifications it shows, each once', () => {
    const items = [notification('a'), notification('b', '2026-03-02T12:01:00.000Z'), notification('c')];
    expect(unseenIds(items, new Set())).toEqual(['a', 'c']);
    expect(unseenIds(items, new Set(['a']))).toEqual(['c']);
    expect(unseenIds(items, new Set(['a', 'c']))).toEqual([]);
  });

  it("links only to the app's own pages", () => {
    expect(
      ['/funding/history', '/trading/ACME-USD', '//evil.example', '/\\evil.example', 'https://evil.example', null].map(
        isAppPath,
      ),
    ).toEqual([true, true, false, false, false, false]);
  });
});
