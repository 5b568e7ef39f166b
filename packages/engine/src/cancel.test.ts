import { describe, expect, it } from 'vitest';
import { buyLimit, createBook, narrate, placeAll, sellLimit } from './testing/order-factory';

describe('cancelling an order', () => {
  it('takes a resting order out of the book with its open quantity', () => {
    const book = createBook();
    book.place(buyLimit('b1', 5, 100));
    expect(narrate(book.cancel('b1'))).toEqual(['cancelled b1 user 5']);
    expect(book.bestBid()).toBeNull();
    expect(book.findOrder('b1')).toBeNull();
  });

  it('cancels only what is left of a partly filled order', () => {
    const book = createBook();
    placeAll(book, [buyLimit('b1', 5, 100), sellLimit('s1', 2, 100)]);
    expect(narrate(book.cancel('b1'))).toEqual(['cancelled b1 user 3']);
  });

  it('rejects a cancel of an order that is not open: unknown, filled or cancelled already', () => {
    const book = createBook();
    placeAll(book, [buyLimit('filled', 1, 100), sellLimit('s1', 1, 100), buyLimit('cancelled', 1, 90)]);
    book.cancel('cancelled');
    for (const orderId of ['never-placed', 'filled', 'cancelled']) {
      expect(book.cancel(orderId)).toMatchObject([
        { type: 'rejected', orderId, command: 'cancel', reason: 'unknown-order' },
      ]);
    }
  });

  it('keeps the time priority of the orders around the cancelled one', () => {
    const book = createBook();
    placeAll(book, [sellLimit('s1', 1, 100), sellLimit('s2', 1, 100), sellLimit('s3', 1, 100)]);
    book.cancel('s2');
    expect(book.depth(1).asks).toEqual([{ price: 100, quantity: 2, orderCount: 2 }]);
    expect(narrate(book.place(buyLimit('b1', 2, 100)))).toEqual([
      'accepted b1',
      'trade s1>b1 1@100',
      'trade s3>b1 1@100',
    ]);
  });

  it('drops a price level with its last order, leaving the next best level in front', () => {
    const book = createBook();
    placeAll(book, [buyLimit('b100', 1, 100), buyLimit('b99', 1, 99), buyLimit('b98', 1, 98)]);
    book.cancel('b100');
    expect(book.bestBid()).toBe(99);
    book.cancel('b99');
    book.cancel('b98');
    expect(book.bestBid()).toBeNull();
    expect(book.depth(3).bids).toEqual([]);
  });
});
