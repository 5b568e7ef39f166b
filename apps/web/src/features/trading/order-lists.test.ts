import type { Order, Page } from '@invest/contracts';
import { describe, expect, it } from 'vitest';
import { withCandle, withTrade } from './market-feed';
import { ordersQueryOf, withFilledOrder, withOpenOrder } from './order-lists';
import { makeOrder } from './trading.test-factories';

const all = { showAllMarkets: true, showBuy: true, showSell: true };

describe('order lists', () => {
  it('asks for the orders the SPEC 3 filters choose', () => {
    expect(ordersQueryOf(all, 'ACME-USD')).toEqual({});
    expect(ordersQueryOf({ ...all, showAllMarkets: false }, 'ACME-USD')).toEqual({ shareName: 'ACME-USD' });
    expect(ordersQueryOf({ ...all, showSell: false }, 'ACME-USD')).toEqual({ side: 1 });
    expect(ordersQueryOf({ showAllMarkets: false, showBuy: false, showSell: true }, 'BTC-USD')).toEqual({
      shareName: 'BTC-USD',
      side: 2,
    });
    expect(ordersQueryOf({ ...all, showBuy: false, showSell: false }, 'ACME-USD')).toBeNull();
  });

  it('keeps an order among the open ones while it is open, newest first, and drops it once it is done', () => {
    const older = makeOrder({ OrderId: 'a', TransactionTime: '2026-03-02T09:00:00.000Z' });
    const newer = makeOrder({ OrderId: 'b', TransactionTime: '2026-03-02T11:00:00.000Z' });
    const list = withOpenOrder([older], newer, {});
    expect(list.map((order) => order.OrderId)).toEqual(['b', 'a']);
    const partly = makeOrder({ OrderId: 'a', LastOrderStatus: '1', TotalFilledOrderQty: '4' });
    expect(withOpenOrder(list, partly, {}).find((order) => order.OrderId === 'a')?.TotalFilledOrderQty).toBe('4');
    expect(withOpenOrder(list, makeOrder({ OrderId: 'a', LastOrderStatus: '4' }), {})).toEqual([newer]);
  });

  it('leaves out of a filtered list the orders the filters do not choose', () => {
    const sell = makeOrder({ OrderId: 's', Side: 2 });
    expect(withOpenOrder([], sell, { side: 1 })).toEqual([]);
    expect(withOpenOrder([], makeOrder({ ShareName: 'BTC-USD' }), { shareName: 'ACME-USD' })).toEqual([]);
  });

  it('puts a newly filled order first on the first page of filled orders', () => {
    const page: Page<Order> = {
      items: [makeOrder({ OrderId: 'old', LastOrderStatus: '2' })],
      page: 1,
      limit: 10,
      total: 1,
    };
    const filled = makeOrder({ OrderId: 'new', LastOrderStatus: '2' });
    const next = withFilledOrder(page, filled, {});
    expect(next.items.map((order) => order.OrderId)).toEqual(['new', 'old']);
    expect(next.total).toBe(2);
    expect(withFilledOrder(next, filled, {}).total).toBe(2);
    expect(withFilledOrder(page, makeOrder({ OrderId: 'open' }), {})).toBe(page);
    expect(withFilledOrder({ ...page, page: 2 }, filled, {}).items).toEqual(page.items);
  });

  it('replaces a live candle of the same time and keeps the others in time order', () => {
    const bar = (time: number, close: string) => ({ time, open: '1', high: '2', low: '1', close, volume: '3' });
    const bars = { bars: [bar(60, '1'), bar(120, '1.5')], noData: false, nextTime: null };
    expect(withCandle(bars, bar(120, '1.8')).bars.map((candle) => candle.close)).toEqual(['1', '1.8']);
    expect(withCandle({ bars: [], noData: true, nextTime: null }, bar(30, '2'))).toEqual({
      bars: [bar(30, '2')],
      noData: false,
      nextTime: null,
    });
  });

  it('keeps recent trades newest first, each once', () => {
    const trade = (id: string, time: string) => ({ id, price: '1', quantity: '1', side: 1 as const, time });
    const first = withTrade([], trade('a', '2026-03-02T10:00:00.000Z'));
    const second = withTrade(first, trade('b', '2026-03-02T10:01:00.000Z'));
    expect(withTrade(second, trade('a', '2026-03-02T10:00:00.000Z')).map((t) => t.id)).toEqual(['b', 'a']);
  });
});
