import { describe, expect, it } from 'vitest';
import { buyLimit, createBook, narrate, placeAll, sellLimit } from './testing/order-factory';

describe('matching limit orders', () => {
  it('rests a limit order that crosses nothing and quotes it as the best price of its side', () => {
    const book = createBook();
    expect(narrate(book.place(buyLimit('b1', 5, 99)))).toEqual(['accepted b1']);
    expect(narrate(book.place(sellLimit('s1', 5, 101)))).toEqual(['accepted s1']);
    expect(book.bestBid()).toBe(99);
    expect(book.bestAsk()).toBe(101);
    expect(book.lastTradePrice).toBeNull();
  });

  it('trades at the resting order’s price, not the incoming one’s', () => {
    const book = createBook();
    book.place(sellLimit('s1', 5, 100));
    expect(narrate(book.place(buyLimit('b1', 5, 105)))).toEqual(['accepted b1', 'trade s1>b1 5@100']);
    expect(book.lastTradePrice).toBe(100);
    expect(book.bestAsk()).toBeNull();
    expect(book.bestBid()).toBeNull();
  });

  it('fills the earlier of two orders at one price first', () => {
    const book = createBook();
    placeAll(book, [sellLimit('s1', 3, 100), sellLimit('s2', 3, 100)]);
    expect(narrate(book.place(buyLimit('b1', 4, 100)))).toEqual([
      'accepted b1',
      'trade s1>b1 3@100',
      'trade s2>b1 1@100',
    ]);
    expect(book.findOrder('s2')?.remainingQuantity).toBe(2);
  });

  it('fills the better price first, across levels, and rests the rest at its limit price', () => {
    const book = createBook();
    placeAll(book, [sellLimit('s102', 2, 102), sellLimit('s100', 2, 100), sellLimit('s101', 2, 101)]);
    expect(narrate(book.place(buyLimit('b1', 7, 101)))).toEqual([
      'accepted b1',
      'trade s100>b1 2@100',
      'trade s101>b1 2@101',
    ]);
    expect(book.bestBid()).toBe(101);
    expect(book.bestAsk()).toBe(102);
    expect(book.findOrder('b1')).toMatchObject({ quantity: 7, remainingQuantity: 3, price: 101 });
  });

  it('reports the remaining quantity of both orders on every trade', () => {
    const book = createBook();
    placeAll(book, [buyLimit('b1', 10, 100), buyLimit('b2', 1, 99)]);
    const [, firstTrade, secondTrade] = book.place(sellLimit('s1', 11, 99));
    expect(firstTrade).toMatchObject({
      type: 'trade',
      makerOrderId: 'b1',
      takerOrderId: 's1',
      takerSide: 2,
      price: 100,
      quantity: 10,
      makerRemainingQuantity: 0,
      takerRemainingQuantity: 1,
    });
    expect(secondTrade).toMatchObject({ price: 99, quantity: 1, makerRemainingQuantity: 0, takerRemainingQuantity: 0 });
  });

  it('keeps a partly filled resting order at the head of its queue', () => {
    const book = createBook();
    placeAll(book, [sellLimit('s1', 5, 100), sellLimit('s2', 5, 100), buyLimit('b1', 2, 100)]);
    expect(narrate(book.place(buyLimit('b2', 4, 100)))).toEqual([
      'accepted b2',
      'trade s1>b2 3@100',
      'trade s2>b2 1@100',
    ]);
  });

  it('numbers every event with the next sequence, across commands', () => {
    const book = createBook();
    const events = [...book.place(sellLimit('s1', 5, 100)), ...book.place(buyLimit('b1', 5, 100))];
    expect(events.map((event) => event.sequence)).toEqual([1, 2, 3]);
  });

  it('aggregates the depth by price level, best first, as many levels as asked', () => {
    const book = createBook();
    placeAll(book, [
      buyLimit('b1', 2, 98),
      buyLimit('b2', 3, 99),
      buyLimit('b3', 4, 99),
      buyLimit('b4', 1, 97),
      sellLimit('s1', 6, 101),
    ]);
    expect(book.depth(2)).toEqual({
      bids: [
        { price: 99, quantity: 7, orderCount: 2 },
        { price: 98, quantity: 2, orderCount: 1 },
      ],
      asks: [{ price: 101, quantity: 6, orderCount: 1 }],
    });
    expect(book.depth(0)).toEqual({ bids: [], asks: [] });
  });

  it('keeps levels sorted whatever the order they were opened and emptied in', () => {
    const book = createBook();
    const prices = [105, 101, 109, 103, 107, 102, 108, 104, 106];
    placeAll(
      book,
      prices.map((price) => sellLimit(`s${price}`, 1, price)),
    );
    book.cancel('s103');
    book.cancel('s108');
    expect(book.depth(10).asks.map((level) => level.price)).toEqual([101, 102, 104, 105, 106, 107, 109]);
  });

  it('cancels what would take the total of its price level past the largest safe integer', () => {
    const book = createBook();
    book.place(buyLimit('whale', Number.MAX_SAFE_INTEGER - 3, 100));
    expect(narrate(book.place(buyLimit('b1', 3, 100)))).toEqual(['accepted b1']);
    expect(narrate(book.place(buyLimit('b2', 1, 100)))).toEqual(['accepted b2', 'cancelled b2 level-capacity 1']);
    expect(book.depth(1).bids).toEqual([{ price: 100, quantity: Number.MAX_SAFE_INTEGER, orderCount: 2 }]);
  });
});
