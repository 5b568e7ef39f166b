import { describe, expect, it } from 'vitest';
import { TimeInForce } from './order-codes';
import {
  buyLimit,
  buyMarket,
  buyStop,
  createBook,
  narrate,
  placeAll,
  sellLimit,
  sellStopLimit,
} from './testing/order-factory';

const day = { timeInForce: TimeInForce.Day };
const immediateOrCancel = { timeInForce: TimeInForce.ImmediateOrCancel };
const fillOrKill = { timeInForce: TimeInForce.FillOrKill };

describe('immediate or cancel', () => {
  it('fills what it can at once and cancels the rest', () => {
    const book = createBook();
    book.place(sellLimit('s1', 2, 100));
    expect(narrate(book.place(buyLimit('b1', 5, 100, immediateOrCancel)))).toEqual([
      'accepted b1',
      'trade s1>b1 2@100',
      'cancelled b1 ioc-remainder 3',
    ]);
    expect(book.bestBid()).toBeNull();
  });

  it('is cancelled whole when nothing can fill at its price', () => {
    const book = createBook();
    book.place(sellLimit('s1', 2, 101));
    expect(narrate(book.place(buyLimit('b1', 5, 100, immediateOrCancel)))).toEqual([
      'accepted b1',
      'cancelled b1 ioc-remainder 5',
    ]);
  });
});

describe('fill or kill', () => {
  it('fills whole across several levels when the quantity is there within its price', () => {
    const book = createBook();
    placeAll(book, [sellLimit('s1', 2, 100), sellLimit('s2', 3, 101), sellLimit('s3', 9, 102)]);
    expect(narrate(book.place(buyLimit('b1', 5, 101, fillOrKill)))).toEqual([
      'accepted b1',
      'trade s1>b1 2@100',
      'trade s2>b1 3@101',
    ]);
  });

  it('is rejected before any trade when the quantity within its price falls short', () => {
    const book = createBook();
    placeAll(book, [sellLimit('s1', 2, 100), sellLimit('s2', 3, 101), sellLimit('s3', 9, 102)]);
    const depthBefore = book.depth(10);
    expect(narrate(book.place(buyLimit('b1', 6, 101, fillOrKill)))).toEqual(['rejected b1 fok-unfillable']);
    expect(book.depth(10)).toEqual(depthBefore);
    expect(book.lastTradePrice).toBeNull();
  });

  it('does not count the owner’s own resting orders, which self-trade prevention would cancel', () => {
    const book = createBook();
    placeAll(book, [sellLimit('own', 5, 100, { owner: 'alice' }), sellLimit('s2', 3, 100)]);
    expect(narrate(book.place(buyLimit('b1', 4, 100, { ...fillOrKill, owner: 'alice' })))).toEqual([
      'rejected b1 fok-unfillable',
    ]);
    expect(narrate(book.place(buyLimit('b2', 3, 100, { ...fillOrKill, owner: 'alice' })))).toEqual([
      'accepted b2',
      'cancelled own self-trade 5',
      'trade s2>b2 3@100',
    ]);
  });

  it('bounds a fill-or-kill market order by the price band', () => {
    const book = createBook({ ticks: 1 });
    placeAll(book, [sellLimit('s1', 2, 100), sellLimit('s2', 2, 101), sellLimit('s3', 2, 102)]);
    expect(narrate(book.place(buyMarket('m1', 5, fillOrKill)))).toEqual(['rejected m1 fok-unfillable']);
    expect(narrate(book.place(buyMarket('m2', 4, fillOrKill)))).toEqual([
      'accepted m2',
      'trade s1>m2 2@100',
      'trade s2>m2 2@101',
    ]);
  });
});

describe('day and good till cancel', () => {
  it('rests good-till-cancel and day orders until the day ends', () => {
    const book = createBook();
    placeAll(book, [buyLimit('gtc', 1, 99), buyLimit('day', 1, 98, day)]);
    expect(book.findOrder('gtc')).not.toBeNull();
    expect(book.findOrder('day')).not.toBeNull();
  });

  it('expires every open day order at the end of the day, in time priority, and keeps good-till-cancel ones', () => {
    const book = createBook();
    placeAll(book, [
      sellLimit('day-ask', 5, 101, day),
      buyLimit('gtc', 1, 99),
      buyLimit('day-bid', 4, 98, day),
      sellStopLimit('day-stop', 2, 90, 89, day),
      buyLimit('taker', 2, 101),
    ]);
    expect(narrate(book.expireDay())).toEqual(['expired day-ask 3', 'expired day-bid 4', 'expired day-stop 2']);
    expect(book.depth(5)).toEqual({ bids: [{ price: 99, quantity: 1, orderCount: 1 }], asks: [] });
    expect(book.findOrder('day-stop')).toBeNull();
    expect(book.expireDay()).toEqual([]);
  });

  it('expires a day stop that is still waiting for its trigger', () => {
    const book = createBook();
    book.place(buyStop('stop', 1, 120, day));
    expect(narrate(book.expireDay())).toEqual(['expired stop 1']);
  });
});
