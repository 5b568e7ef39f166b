import { describe, expect, it } from 'vitest';
import { OrderType, Side, TimeInForce } from './order-codes';
import type { PlaceOrder } from './orders';
import { buyLimit, buyMarket, buyStop, createBook, narrate, sellLimit } from './testing/order-factory';

function rejection(order: PlaceOrder): string[] {
  return narrate(createBook().place(order));
}

describe('placing an order the engine cannot accept', () => {
  it('rejects a quantity that is not a positive safe integer', () => {
    for (const quantity of [0, -1, 1.5, Number.MAX_SAFE_INTEGER + 1, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(rejection(buyLimit('b1', quantity, 100))).toEqual(['rejected b1 invalid-quantity']);
    }
    expect(rejection(buyLimit('b1', Number.MAX_SAFE_INTEGER, 100))).toEqual(['accepted b1']);
  });

  it('rejects a limit price that is missing or not a positive safe integer, and a price on a market order', () => {
    for (const price of [0, -5, 100.5, 2 ** 53, undefined]) {
      expect(rejection({ ...buyLimit('b1', 1, 1), price })).toEqual(['rejected b1 invalid-price']);
    }
    expect(rejection(buyMarket('m1', 1, { price: 100 }))).toEqual(['rejected m1 invalid-price']);
  });

  it('rejects a stop price that is missing on a stop, or present on a limit order', () => {
    expect(rejection({ ...buyStop('t1', 1, 100), stopPrice: undefined })).toEqual(['rejected t1 invalid-stop-price']);
    expect(rejection({ ...buyStop('t1', 1, 100), stopPrice: 0 })).toEqual(['rejected t1 invalid-stop-price']);
    expect(rejection(buyLimit('b1', 1, 100, { stopPrice: 90 }))).toEqual(['rejected b1 invalid-stop-price']);
  });

  it('rejects codes outside SPEC 4 and empty ids or owners', () => {
    expect(rejection({ ...buyLimit('b1', 1, 100), side: 3 as Side })).toEqual(['rejected b1 invalid-side']);
    expect(rejection({ ...buyLimit('b1', 1, 100), type: 5 as OrderType })).toEqual(['rejected b1 invalid-order-type']);
    expect(rejection({ ...buyLimit('b1', 1, 100), timeInForce: 2 as TimeInForce })).toEqual([
      'rejected b1 invalid-time-in-force',
    ]);
    expect(rejection(buyLimit('', 1, 100))).toEqual(['rejected  invalid-order-id']);
    expect(rejection(buyLimit('b1', 1, 100, { owner: '' }))).toEqual(['rejected b1 invalid-owner']);
  });

  it('rejects the id of an open order, and accepts it again once that order is closed', () => {
    const book = createBook();
    book.place(buyLimit('x', 1, 100));
    expect(narrate(book.place(sellLimit('x', 1, 200)))).toEqual(['rejected x duplicate-order-id']);
    expect(book.findOrder('x')?.side).toBe(Side.Buy);
    book.cancel('x');
    expect(narrate(book.place(sellLimit('x', 1, 200)))).toEqual(['accepted x']);
  });

  it('tells a rejection of a place from a rejection of a cancel', () => {
    const book = createBook();
    expect(book.place(buyLimit('b1', 0, 100))).toEqual([
      { type: 'rejected', sequence: 1, orderId: 'b1', command: 'place', reason: 'invalid-quantity' },
    ]);
    expect(book.cancel('b1')).toEqual([
      { type: 'rejected', sequence: 2, orderId: 'b1', command: 'cancel', reason: 'unknown-order' },
    ]);
  });

  it('accepts the codes of SPEC 4', () => {
    expect(Side).toEqual({ Buy: 1, Sell: 2 });
    expect(OrderType).toEqual({ Market: 1, Limit: 2, Stop: 3, StopLimit: 4 });
    expect(TimeInForce).toEqual({ Day: 0, GoodTillCancel: 1, ImmediateOrCancel: 3, FillOrKill: 4 });
  });
});
