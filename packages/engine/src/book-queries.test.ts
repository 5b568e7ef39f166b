import { describe, expect, it } from 'vitest';
import { OrderType, Side, TimeInForce } from './order-codes';
import { buyLimit, buyStop, createBook, placeAll, sellLimit } from './testing/order-factory';

describe('querying the book', () => {
  it('finds an open order by id with what is left of it', () => {
    const book = createBook();
    placeAll(book, [sellLimit('s1', 5, 100, { owner: 'alice' }), buyLimit('b1', 2, 100)]);
    expect(book.findOrder('s1')).toEqual({
      id: 's1',
      owner: 'alice',
      side: Side.Sell,
      type: OrderType.Limit,
      timeInForce: TimeInForce.GoodTillCancel,
      quantity: 5,
      remainingQuantity: 3,
      price: 100,
      sequence: 1,
      isTriggered: false,
    });
    expect(book.findOrder('b1')).toBeNull();
  });

  it('lists the open orders of an owner in time priority, stops included, and nobody else’s', () => {
    const book = createBook();
    placeAll(book, [
      buyLimit('a1', 1, 90, { owner: 'alice' }),
      buyLimit('b1', 1, 91, { owner: 'bob' }),
      buyStop('a2', 1, 120, { owner: 'alice' }),
      sellLimit('a3', 1, 130, { owner: 'alice' }),
      sellLimit('a4', 1, 131, { owner: 'alice' }),
    ]);
    book.cancel('a3');
    expect(book.findOrdersOfOwner('alice').map((order) => order.id)).toEqual(['a1', 'a2', 'a4']);
    expect(book.findOrdersOfOwner('carol')).toEqual([]);
  });

  it('forgets an owner’s order once it is filled', () => {
    const book = createBook();
    placeAll(book, [sellLimit('a1', 1, 100, { owner: 'alice' }), buyLimit('b1', 1, 100)]);
    expect(book.findOrdersOfOwner('alice')).toEqual([]);
  });

  it('hands out a copy of an order, which cannot change the book', () => {
    const book = createBook();
    book.place(buyLimit('b1', 5, 100));
    const found = book.findOrder('b1') as { remainingQuantity: number };
    found.remainingQuantity = 1;
    expect(book.findOrder('b1')?.remainingQuantity).toBe(5);
    expect(book.depth(1).bids).toEqual([{ price: 100, quantity: 5, orderCount: 1 }]);
  });
});
