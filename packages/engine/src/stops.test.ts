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
  sellStopLimit,
} from './testing/order-factory';

describe('stop and stop-limit orders', () => {
  it('wait without trading until a trade reaches their stop price', () => {
    const book = createBook();
    placeAll(book, [sellLimit('s100', 1, 100), sellLimit('s105', 5, 105)]);
    expect(narrate(book.place(buyStop('stop', 2, 105)))).toEqual(['accepted stop']);
    expect(book.depth(5).asks).toHaveLength(2);
    expect(book.findOrder('stop')).toMatchObject({ stopPrice: 105, isTriggered: false, remainingQuantity: 2 });
    expect(narrate(book.place(buyLimit('b1', 1, 100)))).toEqual(['accepted b1', 'trade s100>b1 1@100']);
    expect(book.findOrder('stop')).not.toBeNull();
  });

  it('triggers a buy stop when the last trade price rises to it, and trades it as a market order', () => {
    const book = createBook();
    placeAll(book, [sellLimit('s104', 1, 104), sellLimit('s105', 1, 105), sellLimit('s106', 5, 106)]);
    book.place(buyStop('stop', 2, 105));
    expect(narrate(book.place(buyLimit('b1', 2, 105)))).toEqual([
      'accepted b1',
      'trade s104>b1 1@104',
      'trade s105>b1 1@105',
      'triggered stop @105',
      'trade s106>stop 2@106',
    ]);
    expect(book.findOrder('stop')).toBeNull();
  });

  it('triggers a sell stop when the last trade price falls to it', () => {
    const book = createBook();
    placeAll(book, [buyLimit('b95', 1, 95), buyLimit('b94', 3, 94), sellStop('stop', 2, 95)]);
    expect(narrate(book.place(sellLimit('s1', 1, 95)))).toEqual([
      'accepted s1',
      'trade b95>s1 1@95',
      'triggered stop @95',
      'trade b94>stop 2@94',
    ]);
  });

  it('triggers at once a stop whose stop price the last trade has already reached', () => {
    const book = createBook();
    placeAll(book, [sellLimit('s1', 1, 100), buyLimit('b1', 1, 100), sellLimit('s2', 1, 101)]);
    expect(narrate(book.place(buyStop('stop', 1, 99)))).toEqual([
      'accepted stop',
      'triggered stop @100',
      'trade s2>stop 1@101',
    ]);
  });

  it('does not trigger before the first trade of the book', () => {
    const book = createBook();
    book.place(sellLimit('s1', 1, 100));
    expect(narrate(book.place(buyStop('stop', 1, 1)))).toEqual(['accepted stop']);
  });

  it('cascades: the trades of a triggered stop trigger the next stop', () => {
    const book = createBook();
    placeAll(book, [
      buyLimit('b100', 1, 100),
      buyLimit('b98', 1, 98),
      buyLimit('b96', 1, 96),
      sellStop('first', 1, 100),
      sellStop('second', 1, 98),
    ]);
    expect(narrate(book.place(sellLimit('s1', 1, 100)))).toEqual([
      'accepted s1',
      'trade b100>s1 1@100',
      'triggered first @100',
      'trade b98>first 1@98',
      'triggered second @98',
      'trade b96>second 1@96',
    ]);
    expect(book.lastTradePrice).toBe(96);
  });

  it('triggers the stops one trade reaches in stop price order, then time order', () => {
    const book = createBook();
    placeAll(book, [
      sellLimit('s1', 1, 100),
      sellLimit('s2', 10, 110),
      buyStop('late-103', 1, 103),
      buyStop('at-104', 1, 104),
      buyStop('early-103', 1, 103),
      buyStop('at-102', 1, 102),
    ]);
    const triggered = book
      .place(buyLimit('b1', 1, 104))
      .filter((event) => event.type === 'triggered')
      .map((event) => event.orderId);
    expect(triggered).toEqual([]);
    book.place(sellLimit('s3', 1, 105));
    const reached = book
      .place(buyLimit('b2', 1, 105))
      .filter((event) => event.type === 'triggered')
      .map((event) => event.orderId);
    expect(reached).toEqual(['at-102', 'late-103', 'early-103', 'at-104']);
  });

  it('rests a triggered stop-limit at its limit price, queued from the time of its trigger', () => {
    const book = createBook();
    placeAll(book, [sellLimit('s99', 2, 99), sellStopLimit('stop', 4, 100, 99)]);
    const events = book.place(buyLimit('b1', 1, 99));
    expect(narrate(events)).toEqual(['accepted b1', 'trade s99>b1 1@99', 'triggered stop @99']);
    expect(book.findOrder('stop')).toMatchObject({ isTriggered: true, price: 99, remainingQuantity: 4 });
    expect(book.findOrder('stop')?.sequence).toBe(events[2]?.sequence);
    expect(narrate(book.place(buyLimit('b2', 2, 99)))).toEqual([
      'accepted b2',
      'trade s99>b2 1@99',
      'trade stop>b2 1@99',
    ]);
  });

  it('cancels a triggered stop that finds nothing to trade against', () => {
    const book = createBook();
    placeAll(book, [buyLimit('b100', 1, 100), sellStop('stop', 2, 100)]);
    expect(narrate(book.place(sellLimit('s1', 1, 100)))).toEqual([
      'accepted s1',
      'trade b100>s1 1@100',
      'triggered stop @100',
      'cancelled stop no-liquidity 2',
    ]);
  });

  it('keeps a triggered stop inside the price band around the last trade', () => {
    const book = createBook({ ticks: 2 });
    placeAll(book, [sellLimit('s100', 1, 100), sellLimit('s102', 1, 102), sellLimit('s103', 1, 103)]);
    book.place(buyStop('stop', 3, 100));
    expect(narrate(book.place(buyLimit('b1', 1, 100)))).toEqual([
      'accepted b1',
      'trade s100>b1 1@100',
      'triggered stop @100',
      'trade s102>stop 1@102',
      'cancelled stop market-remainder 2',
    ]);
  });

  it('can be cancelled while waiting for its trigger', () => {
    const book = createBook();
    book.place(buyStopLimit('stop', 2, 110, 111));
    expect(narrate(book.cancel('stop'))).toEqual(['cancelled stop user 2']);
    expect(book.findOrder('stop')).toBeNull();
  });

  it('cancels a triggered fill-or-kill stop-limit that cannot fill whole', () => {
    const book = createBook();
    placeAll(book, [
      sellLimit('s100', 1, 100),
      sellLimit('s101', 1, 101),
      buyStopLimit('stop', 5, 100, 101, { timeInForce: TimeInForce.FillOrKill }),
    ]);
    expect(narrate(book.place(buyLimit('b1', 1, 100)))).toEqual([
      'accepted b1',
      'trade s100>b1 1@100',
      'triggered stop @100',
      'cancelled stop fok-unfillable 5',
    ]);
  });
});
