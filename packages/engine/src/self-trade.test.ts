import { describe, expect, it } from 'vitest';
import { buyLimit, buyMarket, createBook, narrate, placeAll, sellLimit } from './testing/order-factory';

describe('self-trade prevention', () => {
  it('cancels the resting order of the same owner, then keeps matching', () => {
    const book = createBook();
    placeAll(book, [sellLimit('own', 3, 100, { owner: 'alice' }), sellLimit('other', 3, 101)]);
    expect(narrate(book.place(buyLimit('b1', 2, 101, { owner: 'alice' })))).toEqual([
      'accepted b1',
      'cancelled own self-trade 3',
      'trade other>b1 2@101',
    ]);
  });

  it('reaches the owner’s order only in its turn: earlier orders of others fill first', () => {
    const book = createBook();
    placeAll(book, [
      sellLimit('first', 1, 100),
      sellLimit('own', 5, 100, { owner: 'alice' }),
      sellLimit('last', 1, 100),
    ]);
    expect(narrate(book.place(buyLimit('b1', 1, 100, { owner: 'alice' })))).toEqual([
      'accepted b1',
      'trade first>b1 1@100',
    ]);
    expect(narrate(book.place(buyLimit('b2', 1, 100, { owner: 'alice' })))).toEqual([
      'accepted b2',
      'cancelled own self-trade 5',
      'trade last>b2 1@100',
    ]);
  });

  it('rests the incoming order when self-trade prevention empties the other side', () => {
    const book = createBook();
    book.place(sellLimit('own', 3, 100, { owner: 'alice' }));
    expect(narrate(book.place(buyLimit('b1', 2, 100, { owner: 'alice' })))).toEqual([
      'accepted b1',
      'cancelled own self-trade 3',
    ]);
    expect(book.bestBid()).toBe(100);
    expect(book.bestAsk()).toBeNull();
  });

  it('applies to market orders too', () => {
    const book = createBook();
    placeAll(book, [sellLimit('own', 3, 100, { owner: 'alice' }), sellLimit('other', 1, 100)]);
    expect(narrate(book.place(buyMarket('m1', 2, { owner: 'alice' })))).toEqual([
      'accepted m1',
      'cancelled own self-trade 3',
      'trade other>m1 1@100',
      'cancelled m1 market-remainder 1',
    ]);
  });
});
