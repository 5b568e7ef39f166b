import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { EngineEvent } from './events';
import { isWithinLimit } from './limit-price';
import { OrderBook } from './order-book';
import { OrderType, Side, TimeInForce } from './order-codes';
import type { BookSnapshot, OpenOrder } from './orders';
import { type Command, commandsArbitrary, execute } from './testing/command-arbitrary';

const config = { marketPriceBand: { ticks: 3 } };
const runs = { numRuns: 300 };

interface Ledger {
  readonly quantity: number;
  readonly owner: string;
  filled: number;
  cancelled: number;
  expired: number;
  /** The open quantity an amend passed to the replacement. */
  replaced: number;
}

function replayAll(book: OrderBook, commands: readonly Command[]): EngineEvent[][] {
  return commands.map((command) => execute(book, command));
}

/** Better price first (highest bid, lowest ask), then earlier sequence. */
function priorityOrder(a: OpenOrder, b: OpenOrder): number {
  const priceOrder = a.side === Side.Buy ? (b.price ?? 0) - (a.price ?? 0) : (a.price ?? 0) - (b.price ?? 0);
  return priceOrder !== 0 ? priceOrder : a.sequence - b.sequence;
}

function isResting(order: OpenOrder): boolean {
  return order.type === OrderType.Limit || order.isTriggered;
}

/**
 * Checks a command's trades against the book as it stood before: every maker is the first order
 * of its side in price-time priority, and trades at its own price. A maker that came to rest
 * during the command itself (a triggered stop-limit) must beat every older order on price.
 */
function expectPriceTimePriority(before: BookSnapshot, events: readonly EngineEvent[]): void {
  const resting = new Map(before.orders.filter(isResting).map((order) => [order.id, { ...order }]));
  const headOf = (side: Side) => [...resting.values()].filter((order) => order.side === side).sort(priorityOrder)[0];
  for (const event of events) {
    if (event.type === 'trade') {
      const makerSide = event.takerSide === Side.Buy ? Side.Sell : Side.Buy;
      const head = headOf(makerSide);
      const maker = resting.get(event.makerOrderId);
      if (maker === undefined) {
        if (head !== undefined) expect(isWithinLimit(event.takerSide, head.price ?? 0, event.price)).toBe(false);
        continue;
      }
      expect(head?.id).toBe(maker.id);
      expect(event.price).toBe(maker.price);
      const remainingQuantity = maker.remainingQuantity - event.quantity;
      if (remainingQuantity === 0) resting.delete(maker.id);
      else resting.set(maker.id, { ...maker, remainingQuantity });
    } else if (event.type === 'replaced') {
      // An amend that keeps the order's place trades nothing in the same command.
      resting.delete(event.orderId);
    } else if (event.type === 'cancelled' || event.type === 'expired') {
      const order = resting.get(event.orderId);
      if (order !== undefined && event.type === 'cancelled' && event.reason === 'self-trade') {
        expect(headOf(order.side)?.id).toBe(order.id);
      }
      resting.delete(event.orderId);
    }
  }
}

describe('properties over random command sequences', { timeout: 60_000 }, () => {
  it('never leaves the book crossed after a command', () => {
    fc.assert(
      fc.property(commandsArbitrary, (commands) => {
        const book = new OrderBook(config);
        for (const command of commands) {
          execute(book, command);
          const bid = book.bestBid();
          const ask = book.bestAsk();
          if (bid !== null && ask !== null) expect(bid).toBeLessThan(ask);
        }
      }),
      runs,
    );
  });

  it('shows in the depth of each price exactly the open quantity and count of the orders resting there', () => {
    fc.assert(
      fc.property(commandsArbitrary, (commands) => {
        const book = new OrderBook(config);
        for (const command of commands) {
          execute(book, command);
          const resting = book.snapshot().orders.filter(isResting);
          for (const side of [Side.Buy, Side.Sell]) {
            const levels = new Map<number, { quantity: number; orderCount: number }>();
            for (const order of resting.filter((open) => open.side === side)) {
              const level = levels.get(order.price ?? 0) ?? { quantity: 0, orderCount: 0 };
              levels.set(order.price ?? 0, {
                quantity: level.quantity + order.remainingQuantity,
                orderCount: level.orderCount + 1,
              });
            }
            const depth = book.depth(1_000);
            const shown = side === Side.Buy ? depth.bids : depth.asks;
            expect(new Map(shown.map(({ price, ...level }) => [price, level]))).toEqual(levels);
          }
        }
      }),
      runs,
    );
  });

  it('accounts for every order: filled, open, cancelled and expired add up to its quantity', () => {
    fc.assert(
      fc.property(commandsArbitrary, (commands) => {
        const book = new OrderBook(config);
        const ledgers = new Map<string, Ledger>();
        const ledgerOf = (orderId: string) => ledgers.get(orderId) as Ledger;
        const open = (orderId: string) => book.findOrder(orderId)?.remainingQuantity ?? 0;
        const expectBalanced = ([orderId, ledger]: [string, Ledger]) => {
          const { filled, cancelled, expired, replaced } = ledger;
          expect(filled + open(orderId) + cancelled + expired + replaced).toBe(ledger.quantity);
        };
        const start = (orderId: string, quantity: number, owner: string) =>
          ledgers.set(orderId, { quantity, owner, filled: 0, cancelled: 0, expired: 0, replaced: 0 });
        for (const command of commands) {
          for (const event of execute(book, command)) {
            if (event.type === 'accepted' && command.kind === 'place') {
              start(event.orderId, command.order.quantity, command.order.owner);
            } else if (event.type === 'replaced' && command.kind === 'amend') {
              const original = ledgerOf(event.orderId);
              original.replaced += event.quantity;
              start(event.replacementId, command.amend.quantity, original.owner);
            } else if (event.type === 'trade') {
              const maker = ledgerOf(event.makerOrderId);
              const taker = ledgerOf(event.takerOrderId);
              expect(maker.owner).not.toBe(taker.owner);
              maker.filled += event.quantity;
              taker.filled += event.quantity;
              expect(event.makerRemainingQuantity).toBe(maker.quantity - maker.filled);
              expect(event.takerRemainingQuantity).toBe(taker.quantity - taker.filled);
            } else if (event.type === 'cancelled') {
              ledgerOf(event.orderId).cancelled += event.quantity;
            } else if (event.type === 'expired') {
              ledgerOf(event.orderId).expired += event.quantity;
            }
          }
          for (const entry of ledgers) expectBalanced(entry);
        }
      }),
      runs,
    );
  });

  it('trades in price-time priority, at the resting order’s price, within the incoming order’s limit', () => {
    fc.assert(
      fc.property(commandsArbitrary, (commands) => {
        const book = new OrderBook(config);
        for (const command of commands) {
          const before = book.snapshot();
          const events = execute(book, command);
          expectPriceTimePriority(before, events);
          if (command.kind !== 'place' || command.order.type !== OrderType.Limit) continue;
          const { id, side, price } = command.order;
          for (const event of events) {
            if (event.type === 'trade' && event.takerOrderId === id) {
              expect(isWithinLimit(side, event.price, price ?? 0)).toBe(true);
            }
          }
        }
      }),
      runs,
    );
  });

  it('keeps an amended order’s place exactly when only its quantity goes down, and queues it last otherwise', () => {
    fc.assert(
      fc.property(commandsArbitrary, (commands) => {
        const book = new OrderBook(config);
        for (const command of commands) {
          const before = book.snapshot();
          const events = execute(book, command);
          const replaced = events[0];
          if (command.kind !== 'amend' || replaced?.type !== 'replaced') continue;
          const original = before.orders.find((order) => order.id === command.orderId) as OpenOrder;
          const { quantity, price, stopPrice } = command.amend;
          const sameSize = quantity <= original.remainingQuantity;
          const samePrices = price === original.price && stopPrice === original.stopPrice;
          expect(replaced.keepsPriority).toBe(sameSize && samePrices);
          expect(replaced.quantity).toBe(original.remainingQuantity);
          const replacement = book.findOrder(command.amend.replacementId);
          if (replaced.keepsPriority) {
            expect(events).toHaveLength(1);
            expect(replacement).toMatchObject({ sequence: original.sequence, remainingQuantity: quantity });
          } else if (replacement !== null) {
            expect(replacement.sequence).toBeGreaterThan(before.sequence);
          }
        }
      }),
      runs,
    );
  });

  it('fills a fill-or-kill order whole or not at all, and never rests market or immediate orders', () => {
    fc.assert(
      fc.property(commandsArbitrary, (commands) => {
        const book = new OrderBook(config);
        for (const command of commands) {
          const events = execute(book, command);
          if (command.kind !== 'place' || events[0]?.type !== 'accepted') continue;
          const { id, type, timeInForce, quantity } = command.order;
          if (type !== OrderType.Limit && type !== OrderType.Market) continue;
          if (timeInForce === TimeInForce.FillOrKill) {
            const filled = events
              .filter((event) => event.type === 'trade' && event.takerOrderId === id)
              .reduce((sum, event) => sum + (event.type === 'trade' ? event.quantity : 0), 0);
            expect(filled).toBe(quantity);
          }
          if (type === OrderType.Market || timeInForce === TimeInForce.ImmediateOrCancel) {
            expect(book.findOrder(id)).toBeNull();
          }
        }
      }),
      runs,
    );
  });

  it('answers the same commands with the same events, numbered one after another', () => {
    fc.assert(
      fc.property(commandsArbitrary, (commands) => {
        const first = replayAll(new OrderBook(config), commands);
        expect(replayAll(new OrderBook(config), commands)).toEqual(first);
        expect(first.flat().map((event) => event.sequence)).toEqual(first.flat().map((_, index) => index + 1));
      }),
      runs,
    );
  });

  it('continues a book restored from its open orders exactly as the original continues', () => {
    fc.assert(
      fc.property(commandsArbitrary, fc.nat(), (commands, cut) => {
        const split = commands.length === 0 ? 0 : cut % commands.length;
        const original = new OrderBook(config);
        replayAll(original, commands.slice(0, split));
        const snapshot = JSON.parse(JSON.stringify(original.snapshot())) as BookSnapshot;
        const restored = OrderBook.restore(config, snapshot);
        const rest = commands.slice(split);
        expect(replayAll(restored, rest)).toEqual(replayAll(original, rest));
        expect(restored.snapshot()).toEqual(original.snapshot());
      }),
      runs,
    );
  });
});
