import { describe, expect, it } from 'vitest';
import { TimeInForce } from './order-codes';
import { deriveOrderStatus, isOpenStatus, OrderStatus } from './order-status';
import { buyLimit, buyStop, createBook, placeAll, sellLimit } from './testing/order-factory';

describe('order status codes from events', () => {
  it('uses the codes of SPEC 4', () => {
    expect(OrderStatus).toEqual({
      New: '0',
      PartiallyFilled: '1',
      Filled: '2',
      DoneForDay: '3',
      Canceled: '4',
      Replaced: '5',
      Rejected: '8',
      PendingNew: 'A',
    });
  });

  it('counts New, Pending New and Partially Filled as open, and nothing else', () => {
    const open = Object.values(OrderStatus).filter(isOpenStatus);
    expect(open.sort()).toEqual(['0', '1', 'A']);
  });

  it('follows an order from New through Partially Filled to Filled', () => {
    const book = createBook();
    const placed = book.place(sellLimit('s1', 5, 100));
    expect(deriveOrderStatus('s1', placed)).toBe(OrderStatus.New);
    const partly = book.place(buyLimit('b1', 2, 100));
    expect(deriveOrderStatus('s1', partly, OrderStatus.New)).toBe(OrderStatus.PartiallyFilled);
    expect(deriveOrderStatus('b1', partly)).toBe(OrderStatus.Filled);
    const rest = book.place(buyLimit('b2', 3, 100));
    expect(deriveOrderStatus('s1', [...placed, ...partly, ...rest])).toBe(OrderStatus.Filled);
  });

  it('ends a partly filled order that is cancelled as Canceled', () => {
    const book = createBook();
    const events = [
      ...book.place(sellLimit('s1', 5, 100)),
      ...book.place(buyLimit('b1', 2, 100)),
      ...book.cancel('s1'),
    ];
    expect(deriveOrderStatus('s1', events)).toBe(OrderStatus.Canceled);
  });

  it('marks an immediate-or-cancel remainder Canceled and a refused order Rejected', () => {
    const book = createBook();
    const ioc = book.place(buyLimit('b1', 2, 100, { timeInForce: TimeInForce.ImmediateOrCancel }));
    expect(deriveOrderStatus('b1', ioc)).toBe(OrderStatus.Canceled);
    expect(deriveOrderStatus('b2', book.place(buyLimit('b2', 0, 100)))).toBe(OrderStatus.Rejected);
  });

  it('marks a Day order at its session end Done For Day', () => {
    const book = createBook();
    const events = [...book.place(buyLimit('b1', 2, 100, { timeInForce: TimeInForce.Day })), ...book.expireDay()];
    expect(deriveOrderStatus('b1', events)).toBe(OrderStatus.DoneForDay);
  });

  it('marks an amended order Replaced and its replacement New, then as it fills', () => {
    const book = createBook();
    const placed = book.place(buyLimit('b1', 5, 100));
    const amended = book.amend('b1', { replacementId: 'b1r', quantity: 3, price: 100 });
    expect(deriveOrderStatus('b1', [...placed, ...amended])).toBe(OrderStatus.Replaced);
    expect(deriveOrderStatus('b1r', amended)).toBe(OrderStatus.New);
    const filled = book.place(sellLimit('s1', 3, 100));
    expect(deriveOrderStatus('b1r', filled, OrderStatus.New)).toBe(OrderStatus.Filled);
    expect(
      deriveOrderStatus('b1', book.amend('b1', { replacementId: 'x', quantity: 1, price: 100 }), OrderStatus.Replaced),
    ).toBe(OrderStatus.Replaced);
  });

  it('leaves a stop New when it triggers, until it trades', () => {
    const book = createBook();
    placeAll(book, [sellLimit('s1', 1, 100), sellLimit('s2', 5, 200)]);
    const accepted = book.place(buyStop('stop', 2, 100));
    const triggered = book.place(buyLimit('b1', 1, 100));
    expect(deriveOrderStatus('stop', accepted)).toBe(OrderStatus.New);
    expect(deriveOrderStatus('stop', triggered.slice(0, 3), OrderStatus.New)).toBe(OrderStatus.New);
    expect(deriveOrderStatus('stop', triggered, OrderStatus.New)).toBe(OrderStatus.Filled);
  });

  it('keeps the status of an open order when a second order with its id, or a cancel, is rejected', () => {
    const book = createBook();
    const accepted = book.place(buyLimit('b1', 2, 100));
    const duplicate = book.place(buyLimit('b1', 2, 100));
    expect(deriveOrderStatus('b1', [...accepted, ...duplicate])).toBe(OrderStatus.New);
    const unknownCancel = book.cancel('nothing');
    expect(deriveOrderStatus('nothing', unknownCancel)).toBeUndefined();
  });

  it('knows nothing of an order the events do not mention', () => {
    const book = createBook();
    expect(deriveOrderStatus('other', book.place(buyLimit('b1', 2, 100)))).toBeUndefined();
    expect(deriveOrderStatus('other', [], OrderStatus.PendingNew)).toBe(OrderStatus.PendingNew);
  });
});
