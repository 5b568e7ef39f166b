import type { Dashboard, Page, Payment, PaymentHistoryQuery, PaymentStatus } from '@invest/contracts';

/**
 * How a payment that changed (announced on the user's websocket, or read again) updates what the
 * screens already hold: the history's pages and the dashboard's pending payments. An older state
 * arriving after a newer one (a slow poll beside the socket) never takes the newer one's place.
 */

const progress: Record<PaymentStatus, number> = { PENDING: 0, confirmed: 1, COMPLETED: 2, FAILED: 2 };

/** Whether `next` is a later state of a payment than `current`: changed later, or further along at the same moment. */
export function isLaterState(next: Payment, current: Payment): boolean {
  if (next.updated_at !== current.updated_at) return next.updated_at > current.updated_at;
  return progress[next.status] > progress[current.status];
}

/** Whether a payment belongs to a history page narrowed by `query` (the server's filters). */
function matches(payment: Payment, query: PaymentHistoryQuery): boolean {
  return (
    (query.direction === undefined || payment.direction === query.direction) &&
    (query.status === undefined || payment.status === query.status) &&
    (query.method === undefined || payment.method === query.method)
  );
}

/**
 * What a page of the history does with a changed payment: nothing, `replace` the row in place, or
 * `reload` the page, when the payment enters it (a new one) or leaves it (its status no longer
 * matches the filter), since the server pages and counts them.
 */
export function historyUpdate(page: Page<Payment>, payment: Payment, query: PaymentHistoryQuery) {
  const shown = page.items.find((item) => item.id === payment.id);
  if (!shown) return matches(payment, query) ? 'reload' : 'none';
  if (!isLaterState(payment, shown)) return 'none';
  return matches(payment, query) ? 'replace' : 'reload';
}

/** The list with the payment's row replaced by its later state. */
export function withPayment(items: Payment[], payment: Payment): Payment[] {
  return items.map((item) => (item.id === payment.id && isLaterState(payment, item) ? payment : item));
}

/** The dashboard's own rule (GET /dashboard): deposits pending, withdrawals pending or confirmed. */
function isPendingOn(list: 'pending_deposits' | 'pending_withdrawals', payment: Payment): boolean {
  return list === 'pending_deposits'
    ? payment.direction === 'deposit' && payment.status === 'PENDING'
    : payment.direction === 'withdrawal' && (payment.status === 'PENDING' || payment.status === 'confirmed');
}

/** The dashboard with a changed payment kept, replaced, added (last, as the server orders them) or taken out. */
export function dashboardWithPayment(board: Dashboard, payment: Payment): Dashboard {
  const update = (list: 'pending_deposits' | 'pending_withdrawals') => {
    const items = board[list];
    const shown = items.find((item) => item.id === payment.id);
    if (shown && !isLaterState(payment, shown)) return items;
    if (!isPendingOn(list, payment)) return shown ? items.filter((item) => item.id !== payment.id) : items;
    return shown ? withPayment(items, payment) : [...items, payment];
  };
  return { ...board, pending_deposits: update('pending_deposits'), pending_withdrawals: update('pending_withdrawals') };
}

/** How often a screen asks for a pending payment while its live updates cannot reach it. */
export const fallbackPollMs = 2000;

/** How often a screen asks for a payment still pending past its deadline, until the server settles it. */
export const overduePollMs = 1000;

/**
 * The polling interval of a screen's query of one payment: none once it is settled or while its
 * changes arrive over the websocket (see usePaymentFeed); every `fallbackPollMs` while it is pending
 * and the socket is down or signed out; every `overduePollMs` once it is past its deadline (an
 * invoice is failed on the server when it is read after its expiry).
 */
export function pollingIntervalFor(
  payment: Pick<Payment, 'status'>,
  connection: { isLive: boolean; isOverdue: boolean },
): number {
  if (payment.status !== 'PENDING') return 0;
  if (connection.isOverdue) return overduePollMs;
  return connection.isLive ? 0 : fallbackPollMs;
}
