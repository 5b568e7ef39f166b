import type { ChannelMessage, Notification } from '@invest/contracts';

/** The most the bell's badge counts; beyond it, "99+". */
const maxCounted = 99;

/** The badge of `count` unread notifications: the count, at most "99+"; none at zero. */
export function badgeOf(count: number): string | null {
  if (count <= 0) return null;
  return count > maxCounted ? `${maxCounted}+` : String(count);
}

/** The unread count a websocket message carries: a notification just made tells it; anything else, null. */
export function unreadCountFrom(message: ChannelMessage): number | null {
  if (message.channel !== 'notifications' || message.data.type !== 'notification') return null;
  return message.data.unread;
}

/** The unread notifications shown that were not marked read yet (`asked` holds those that were). */
export function unseenIds(items: readonly Notification[], asked: ReadonlySet<string>): string[] {
  return items.filter((item) => item.read_at === null && !asked.has(item.id)).map((item) => item.id);
}

/** A path of the app itself (`/funding/history`): a notification never sends the user to another site. */
export function isAppPath(link: string | null): link is string {
  return link !== null && /^\/(?![/\\])/.test(link);
}
