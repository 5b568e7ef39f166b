import type { OrderReportRow } from '@invest/contracts';
import { describe, expect, it } from 'vitest';
import { historyFiguresOf, historyTypeTextOf, movementSideTextOf } from './history-entry';
import { makeOrder, tradingTexts } from './trading.test-factories';

const t = tradingTexts();

function reportRow(overrides: Partial<OrderReportRow> = {}): OrderReportRow {
  const { Reports: _fills, ...order } = makeOrder();
  return { ...order, ...overrides };
}

/** A deposit of the trading account as reports/orders answers it. */
const deposit = (overrides: Partial<OrderReportRow> = {}) =>
  reportRow({
    Side: null,
    OrderType: 'deposit',
    TimeInForce: null,
    ShareName: 'USD',
    Price: null,
    RefOrderQty: '1250.5',
    TotalFilledOrderQty: '1250.5',
    Fee: '2',
    LastOrderStatus: '2',
    ...overrides,
  });

describe('the order history’s entries in words', () => {
  it('names the order types of orders and of the account’s deposits and withdrawals', () => {
    expect(historyTypeTextOf(reportRow({ OrderType: 2 }), t)).toBe('Limit');
    expect(historyTypeTextOf(reportRow({ OrderType: 4 }), t)).toBe('Stop limit');
    expect(historyTypeTextOf(deposit(), t)).toBe('Deposit');
    expect(historyTypeTextOf(deposit({ OrderType: 'withdraw' }), t)).toBe('Withdrawal');
  });

  it('names a move between the investor’s own accounts a transfer, with its venue', () => {
    expect(movementSideTextOf(deposit({ Side: 'transfer', IntegrationService: 'bosonic' }), t)).toBe(
      'Transfer · Bosonic',
    );
    expect(movementSideTextOf(deposit(), t)).toBe('—');
  });

  it('shows a movement’s amount and fee in its asset, and no price or fill', () => {
    expect(historyFiguresOf(deposit(), t)).toEqual({
      price: '—',
      quantity: '1,250.50 USD',
      filled: '—',
      fee: '2.00 USD',
    });
    expect(historyFiguresOf(reportRow({ TotalFilledOrderQty: '4', AvgFilledOrderPrice: '12.5' }), t)).toEqual({
      price: '12.5000',
      quantity: '10.0000',
      filled: '4.0000 @ 12.5000',
      fee: '0.00 USD',
    });
  });
});
