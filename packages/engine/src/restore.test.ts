import { describe, expect, it } from 'vitest';
import { OrderBook } from './order-book';
import { OrderType, Side, TimeInForce } from './order-codes';
import type { BookSnapshot, OpenOrder } from './orders';
import { buyLimit, buyStop, createBook, narrate, placeAll, sellLimit, sellStopLimit } from './testing/order-factory';

const config = { marketPriceBand: { ticks: 1_000 } };

function openOrder(overrides: Partial<OpenOrder> = {}): OpenOrder {
  return {
    id: 'o1',
    owner: 'alice',
    side: Side.Buy,
    type: OrderType.Limit,
    timeInForce: TimeInForce.GoodTillCancel,
    quantity: 5,
    remainingQuantity: 5,
    price: 100,
    sequence: 1,
    isTriggered: false,
    ...overrides,
  };
}

describe('restoring a book from its open orders', () => {
  it('gives the same answers to the next commands as the book it was taken from', () => {
    const book = createBook();
    placeAll(book, [
      sellLimit('s1', 5, 101),
      sellLimit('s2', 5, 101),
      buyLimit('b1', 4, 99),
      sellLimit('s4', 2, 102),
      buyLimit('t1', 2, 101),
      buyStop('stop', 3, 102),
      sellStopLimit('stop-limit', 2, 90, 95),
    ]);
    expect(book.snapshot().orders.filter((order) => order.stopPrice !== undefined)).toHaveLength(2);
    const restored = OrderBook.restore(config, JSON.parse(JSON.stringify(book.snapshot())) as BookSnapshot);
    expect(restored.snapshot()).toEqual(book.snapshot());
    const next = sellLimit('s3', 1, 99);
    expect(restored.place(next)).toEqual(book.place(next));
    const sweep = buyLimit('b2', 20, 103);
    const sweepEvents = book.place(sweep);
    expect(narrate(sweepEvents)).toContain('triggered stop @102');
    expect(restored.place(sweep)).toEqual(sweepEvents);
    expect(restored.depth(10)).toEqual(book.depth(10));
  });

  it('keeps time priority by sequence, whatever the order the rows arrive in', () => {
    const snapshot: BookSnapshot = {
      orders: [
        openOrder({ id: 'later', side: Side.Sell, sequence: 7, remainingQuantity: 3 }),
        openOrder({ id: 'earlier', side: Side.Sell, sequence: 2, remainingQuantity: 1 }),
      ],
      lastTradePrice: null,
      sequence: 9,
    };
    const book = OrderBook.restore(config, snapshot);
    expect(narrate(book.place(buyLimit('b1', 2, 100)))).toEqual([
      'accepted b1',
      'trade earlier>b1 1@100',
      'trade later>b1 1@100',
    ]);
    expect(book.place(buyLimit('b2', 1, 1))[0]?.sequence).toBe(13);
  });

  it('carries the last trade price, which triggers stops and anchors the price band', () => {
    const book = OrderBook.restore(
      { marketPriceBand: { ticks: 2 } },
      {
        orders: [openOrder({ id: 'ask', side: Side.Sell, price: 103, sequence: 1 })],
        lastTradePrice: 100,
        sequence: 1,
      },
    );
    expect(book.lastTradePrice).toBe(100);
    expect(narrate(book.place(buyStop('stop', 1, 100)))).toEqual([
      'accepted stop',
      'triggered stop @100',
      'cancelled stop outside-price-band 1',
    ]);
  });

  it('puts a triggered stop-limit in the book and a waiting one among the stops', () => {
    const book = OrderBook.restore(config, {
      orders: [
        openOrder({ id: 'rests', type: OrderType.StopLimit, stopPrice: 90, price: 95, isTriggered: true }),
        openOrder({ id: 'waits', type: OrderType.StopLimit, stopPrice: 120, price: 121, sequence: 2 }),
      ],
      lastTradePrice: 95,
      sequence: 2,
    });
    expect(book.bestBid()).toBe(95);
    expect(book.findOrder('waits')).toMatchObject({ isTriggered: false, stopPrice: 120 });
  });

  it('refuses a snapshot no book could have produced', () => {
    const restore =
      (orders: OpenOrder[], extra: Partial<BookSnapshot> = {}) =>
      () =>
        OrderBook.restore(config, { orders, lastTradePrice: null, sequence: 10, ...extra });
    expect(restore([openOrder(), openOrder({ sequence: 2 })])).toThrow('duplicate-order-id');
    expect(restore([openOrder({ remainingQuantity: 6 })])).toThrow('remaining quantity');
    expect(restore([openOrder({ sequence: 11 })])).toThrow('sequence');
    expect(restore([openOrder({ type: OrderType.Market, price: undefined })])).toThrow('never rests');
    expect(restore([openOrder({ timeInForce: TimeInForce.ImmediateOrCancel })])).toThrow('never rests');
    expect(restore([openOrder({ isTriggered: true })])).toThrow('only a stop-limit');
    expect(restore([openOrder({ quantity: 0 })])).toThrow('invalid-quantity');
    expect(restore([openOrder(), openOrder({ id: 'ask', side: Side.Sell, sequence: 2 })])).toThrow('crossed');
    expect(restore([], { lastTradePrice: 0 })).toThrow(RangeError);
    expect(restore([], { sequence: -1 })).toThrow(RangeError);
    expect(
      restore([
        openOrder({ quantity: Number.MAX_SAFE_INTEGER, remainingQuantity: Number.MAX_SAFE_INTEGER }),
        openOrder({ id: 'o2', sequence: 2 }),
      ]),
    ).toThrow('level-capacity');
  });
});
