import { describe, expect, it } from 'vitest';
import { buyLimit, buyMarket, createBook, narrate, placeAll, sellLimit, sellMarket } from './testing/order-factory';

describe('matching market orders', () => {
  it('sweeps the other side best price first and never rests', () => {
    const book = createBook();
    placeAll(book, [sellLimit('s101', 2, 101), sellLimit('s100', 2, 100)]);
    expect(narrate(book.place(buyMarket('m1', 3)))).toEqual([
      'accepted m1',
      'trade s100>m1 2@100',
      'trade s101>m1 1@101',
    ]);
    expect(book.findOrder('m1')).toBeNull();
  });

  it('cancels what it cannot fill instead of resting it', () => {
    const book = createBook();
    book.place(buyLimit('b1', 2, 100));
    expect(narrate(book.place(sellMarket('m1', 5)))).toEqual([
      'accepted m1',
      'trade b1>m1 2@100',
      'cancelled m1 market-remainder 3',
    ]);
    expect(book.bestAsk()).toBeNull();
  });

  it('rejects a market order when the other side is empty', () => {
    const book = createBook();
    book.place(buyLimit('b1', 2, 100));
    expect(narrate(book.place(buyMarket('m1', 1)))).toEqual(['rejected m1 no-liquidity']);
    expect(book.depth(5).bids).toEqual([{ price: 100, quantity: 2, orderCount: 1 }]);
  });

  it('before the first trade, stops the given number of ticks beyond the best price on the other side', () => {
    const book = createBook({ ticks: 5 });
    placeAll(book, [sellLimit('s100', 1, 100), sellLimit('s105', 1, 105), sellLimit('s106', 1, 106)]);
    expect(narrate(book.place(buyMarket('m1', 3)))).toEqual([
      'accepted m1',
      'trade s100>m1 1@100',
      'trade s105>m1 1@105',
      'cancelled m1 market-remainder 1',
    ]);
    expect(book.bestAsk()).toBe(106);
  });

  it('after a trade, measures the band from the last trade price', () => {
    const book = createBook({ ticks: 5 });
    placeAll(book, [buyLimit('b100', 1, 100), sellLimit('s1', 1, 100)]);
    placeAll(book, [buyLimit('b96', 1, 96), buyLimit('b95', 1, 95), buyLimit('b94', 1, 94)]);
    expect(narrate(book.place(sellMarket('m1', 3)))).toEqual([
      'accepted m1',
      'trade b96>m1 1@96',
      'trade b95>m1 1@95',
      'cancelled m1 market-remainder 1',
    ]);
  });

  it('rejects a market order when the best price on the other side is already outside the band', () => {
    const book = createBook({ ticks: 5 });
    placeAll(book, [buyLimit('b100', 1, 100), sellLimit('s1', 1, 100), sellLimit('s106', 1, 106)]);
    expect(narrate(book.place(buyMarket('m1', 1)))).toEqual(['rejected m1 outside-price-band']);
    expect(book.bestAsk()).toBe(106);
  });

  it('measures a band in basis points of the reference price, rounded down', () => {
    const book = createBook({ basisPoints: 150 });
    placeAll(book, [sellLimit('s1', 1, 1_000), sellLimit('s2', 1, 1_015), sellLimit('s3', 1, 1_016)]);
    expect(narrate(book.place(buyMarket('m1', 3)))).toEqual([
      'accepted m1',
      'trade s1>m1 1@1000',
      'trade s2>m1 1@1015',
      'cancelled m1 market-remainder 1',
    ]);
  });
});
