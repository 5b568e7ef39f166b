import type { Dashboard, Page, Payment } from '@invest/contracts';
import { describe, expect, it } from 'vitest';
import { makePayment } from './funding.test-factories';
import {
  dashboardWithPayment,
  fallbackPollMs,
  historyUpdate,
  isLaterState,
  overduePollMs,
  pollingIntervalFor,
  withPayment,
} from './payment-updates';

const later = '2024-05-01T10:00:02.000Z';
const pending = makePayment();
const completed = makePayment({ status: 'COMPLETED', updated_at: later, completed_at: later });
const pageOf = (items: Payment[]): Page<Payment> => ({ items, page: 1, limit: 20, total: items.length });
const board = (overrides: Partial<Dashboard> = {}): Dashboard => ({
  balances: [],
  pending_deposits: [],
  pending_withdrawals: [],
  ...overrides,
});

describe('a later state of a payment', () => {
  it('is one changed later, or settled at the same moment as the pending one', () => {
    expect(isLaterState(completed, pending)).toBe(true);
    expect(isLaterState(pending, completed)).toBe(false);
    expect(isLaterState(makePayment({ status: 'FAILED' }), pending)).toBe(true);
    expect(isLaterState(pending, pending)).toBe(false);
  });
});

describe('the history while payments change', () => {
  it('replaces a shown payment in place with its later state, never with an earlier one', () => {
    const page = pageOf([makePayment({ id: 'other' }), pending]);
    expect(historyUpdate(page, completed, { page: 1, limit: 20 })).toBe('replace');
    expect(withPayment(page.items, completed).map((payment) => payment.status)).toEqual(['PENDING', 'COMPLETED']);
    expect(historyUpdate(pageOf([completed]), pending, { page: 1, limit: 20 })).toBe('none');
    expect(withPayment([completed], pending)).toEqual([completed]);
  });

  it('reloads a page a new payment enters, and ignores one its filters leave out', () => {
    expect(historyUpdate(pageOf([]), pending, { page: 1, limit: 20 })).toBe('reload');
    expect(historyUpdate(pageOf([]), pending, { page: 1, limit: 20, method: 'CARD' })).toBe('none');
    expect(historyUpdate(pageOf([]), pending, { page: 1, limit: 20, direction: 'withdrawal' })).toBe('none');
  });

  it('reloads a page filtered by status that a settled payment leaves', () => {
    expect(historyUpdate(pageOf([pending]), completed, { page: 1, limit: 20, status: 'PENDING' })).toBe('reload');
  });
});

describe('the pending payments of the dashboard', () => {
  it('adds a new pending deposit last and takes it out once it completes', () => {
    const first = makePayment({ id: 'first' });
    const added = dashboardWithPayment(board({ pending_deposits: [first] }), pending);
    expect(added.pending_deposits.map((payment) => payment.id)).toEqual(['first', pending.id]);
    expect(dashboardWithPayment(added, completed).pending_deposits).toEqual([first]);
  });

  it('keeps a confirmed withdrawal pending, as the server does, and a stale state never returns', () => {
    const withdrawal = makePayment({ id: 'out', direction: 'withdrawal' });
    const confirmed = { ...withdrawal, status: 'confirmed' as const, updated_at: later };
    const shown = dashboardWithPayment(board({ pending_withdrawals: [withdrawal] }), confirmed);
    expect(shown.pending_withdrawals).toEqual([confirmed]);
    expect(dashboardWithPayment(shown, withdrawal).pending_withdrawals).toEqual([confirmed]);
    expect(dashboardWithPayment(board(), completed)).toEqual(board());
  });
});

describe('following a payment on its screen', () => {
  const live = { isLive: true, isOverdue: false };
  const down = { isLive: false, isOverdue: false };

  it('asks for it only while it is pending and its live updates cannot arrive', () => {
    expect(pollingIntervalFor({ status: 'PENDING' }, down)).toBe(fallbackPollMs);
    expect(pollingIntervalFor({ status: 'PENDING' }, live)).toBe(0);
    expect(pollingIntervalFor({ status: 'COMPLETED' }, down)).toBe(0);
    expect(pollingIntervalFor({ status: 'FAILED' }, down)).toBe(0);
  });

  it('asks for one still pending past its deadline until the server settles it', () => {
    expect(pollingIntervalFor({ status: 'PENDING' }, { isLive: true, isOverdue: true })).toBe(overduePollMs);
    expect(pollingIntervalFor({ status: 'FAILED' }, { isLive: true, isOverdue: true })).toBe(0);
  });
});
