import { describe, expect, it } from 'vitest';
import { TimeInForce } from './order-codes';
import {
  buyLimit,
  buyStop,
  buyStopLimit,
  createBook,
  narrate,
  placeAll,
  sellLimit,
  sellStop,
} from './testing/order-factory';

describe('amending an open order', () => {
  it('keeps the place in the queue when only the quantity goes down', () => {
    const book = createBook();
    placeAll(book, [sellLimit('s1', 5, 100), sellLimit('s2', 5, 100)]);
    expect(narrate(book.amend('s1', { replacementId: 's1r', quantity: 2, price: 100 }))).toEqual([
      'replaced s1>s1r 5 in place',
    ]);
    expect(book.depth(1).asks).toEqual([{ price: 100, quantity: 7, orderCount: 2 }]);
    expect(narrate(book.place(buyLimit('b1', 3, 100)))).toEqual([
      'accepted b1',
      'trade s1r>b1 2@100',
      'trade s2>b1 1@100',
    ]);
    expect(book.findOrder('s1')).toBeNull();
  });

  it('sends the order to the back of its level when its quantity goes up', () => {
    const book = createBook();
    placeAll(book, [sellLimit('s1', 2, 100), sellLimit('s2', 2, 100)]);
    expect(narrate(book.amend('s1', { replacementId: 's1r', quantity: 3, price: 100 }))).toEqual([
      'replaced s1>s1r 2',
      'accepted s1r',
    ]);
    expect(book.depth(1).asks).toEqual([{ price: 100, quantity: 5, orderCount: 2 }]);
    expect(narrate(book.place(buyLimit('b1', 3, 100)))).toEqual([
      'accepted b1',
      'trade s2>b1 2@100',
      'trade s1r>b1 1@100',
    ]);
  });

  it('loses priority on a price change, and a new price through the spread trades at once', () => {
    const book = createBook();
    placeAll(book, [buyLimit('b1', 4, 95), sellLimit('s1', 3, 100)]);
    expect(narrate(book.amend('b1', { replacementId: 'b1r', quantity: 4, price: 101 }))).toEqual([
      'replaced b1>b1r 4',
      'accepted b1r',
      'trade s1>b1r 3@100',
    ]);
    expect(book.findOrder('b1r')).toMatchObject({ remainingQuantity: 1, quantity: 4, price: 101 });
    expect(book.bestBid()).toBe(101);
    expect(book.bestAsk()).toBeNull();
  });

  it('replaces only the open part of a partly filled order', () => {
    const book = createBook();
    placeAll(book, [buyLimit('b1', 5, 100), sellLimit('s1', 2, 100)]);
    expect(narrate(book.amend('b1', { replacementId: 'b1r', quantity: 3, price: 99 }))).toEqual([
      'replaced b1>b1r 3',
      'accepted b1r',
    ]);
    expect(book.findOrder('b1r')).toMatchObject({ quantity: 3, remainingQuantity: 3, price: 99 });
  });

  it('moves a stop waiting for its trigger, and triggers it when the new stop price is already reached', () => {
    const book = createBook();
    placeAll(book, [sellLimit('s1', 1, 100), buyLimit('b1', 1, 100), sellLimit('s2', 2, 103)]);
    book.place(buyStop('stop', 2, 105));
    expect(narrate(book.amend('stop', { replacementId: 'stop2', quantity: 2, stopPrice: 100 }))).toEqual([
      'replaced stop>stop2 2',
      'accepted stop2',
      'triggered stop2 @100',
      'trade s2>stop2 2@103',
    ]);
  });

  it('keeps a triggered stop-limit’s stop price and refuses another', () => {
    const book = createBook();
    placeAll(book, [sellLimit('s1', 1, 100), buyLimit('b1', 1, 100)]);
    book.place(buyStopLimit('sl', 2, 100, 99));
    expect(book.findOrder('sl')).toMatchObject({ isTriggered: true });
    expect(narrate(book.amend('sl', { replacementId: 'sl2', quantity: 2, stopPrice: 101, price: 98 }))).toEqual([
      'rejected sl invalid-stop-price',
    ]);
    expect(narrate(book.amend('sl', { replacementId: 'sl2', quantity: 2, stopPrice: 100, price: 98 }))).toEqual([
      'replaced sl>sl2 2',
      'accepted sl2',
    ]);
    expect(book.findOrder('sl2')).toMatchObject({ isTriggered: true, price: 98, stopPrice: 100 });
  });

  it('cancels the owner’s own resting order that the replacement would trade with', () => {
    const book = createBook();
    placeAll(book, [sellLimit('s1', 1, 101, { owner: 'alice' }), buyLimit('b1', 1, 99, { owner: 'alice' })]);
    expect(narrate(book.amend('b1', { replacementId: 'b1r', quantity: 1, price: 101 }))).toEqual([
      'replaced b1>b1r 1',
      'accepted b1r',
      'cancelled s1 self-trade 1',
    ]);
    expect(book.bestBid()).toBe(101);
  });

  it('rejects and changes nothing: an order not open, bad fields, a used id, a stop price on a limit', () => {
    const book = createBook();
    placeAll(book, [buyLimit('b1', 5, 100), buyLimit('b2', 1, 90), sellStop('st', 1, 80)]);
    const before = book.snapshot();
    const cases = [
      ['nope', { replacementId: 'r', quantity: 1, price: 100 }, 'unknown-order'],
      ['b1', { replacementId: '', quantity: 1, price: 100 }, 'invalid-order-id'],
      ['b1', { replacementId: 'r', quantity: 0, price: 100 }, 'invalid-quantity'],
      ['b1', { replacementId: 'r', quantity: 1.5, price: 100 }, 'invalid-quantity'],
      ['b1', { replacementId: 'r', quantity: 1 }, 'invalid-price'],
      ['b1', { replacementId: 'r', quantity: 1, price: 100, stopPrice: 99 }, 'invalid-stop-price'],
      ['st', { replacementId: 'r', quantity: 1, price: 80, stopPrice: 80 }, 'invalid-price'],
      ['b1', { replacementId: 'b2', quantity: 1, price: 100 }, 'duplicate-order-id'],
    ] as const;
    for (const [orderId, amend, reason] of cases) {
      expect(book.amend(orderId, amend)).toMatchObject([{ type: 'rejected', orderId, command: 'amend', reason }]);
    }
    const after = book.snapshot();
    expect(after.orders).toEqual(before.orders);
  });

  it('gives the replacement an id of its own: the original’s is refused', () => {
    const book = createBook();
    book.place(buyLimit('b1', 5, 100));
    expect(narrate(book.amend('b1', { replacementId: 'b1', quantity: 6, price: 100 }))).toEqual([
      'rejected b1 duplicate-order-id',
    ]);
  });

  it('lets a Day replacement expire with the day and keeps a GTC one', () => {
    const book = createBook();
    placeAll(book, [buyLimit('day', 2, 90, { timeInForce: TimeInForce.Day }), buyLimit('gtc', 2, 91)]);
    book.amend('day', { replacementId: 'day2', quantity: 1, price: 90 });
    book.amend('gtc', { replacementId: 'gtc2', quantity: 1, price: 92 });
    expect(narrate(book.expireDay())).toEqual(['expired day2 1']);
    expect(book.findOrder('gtc2')).toMatchObject({ remainingQuantity: 1 });
  });
});
