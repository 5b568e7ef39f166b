import type { CancelReason, EngineEvent, ExecutionRefusal, RejectedEvent, RejectReason } from './events';
import { canFillWhole } from './fill-or-kill';
import { isWithinLimit } from './limit-price';
import { hasStopPrice, isMarketPriced, Side, TimeInForce } from './order-codes';
import { OrderNode, type PriceLevel } from './order-node';
import type { AmendOrder, BookSnapshot, Depth, OpenOrder, PlaceOrder } from './orders';
import { OwnerIndex } from './owner-index';
import { assertPriceBand, bandLimit, type PriceBand } from './price-band';
import { PriceLadder } from './price-ladder';
import { isStopReached, StopBook } from './stop-book';
import { findInvalidField, findRestoreProblem, findSnapshotProblem } from './validation';

export interface OrderBookConfig {
  /**
   * How far a market order, or a triggered stop, may trade from its reference price: the last
   * trade price, or before the first trade the best price on the other side.
   */
  readonly marketPriceBand: PriceBand;
}

/**
 * The order book of one market: price-time priority matching of limit, market, stop and
 * stop-limit orders. Deterministic and free of I/O: every command returns its events in order,
 * each with the next sequence number, so replaying the same commands gives the same events.
 */
export class OrderBook {
  private readonly band: PriceBand;
  private readonly bids = new PriceLadder('highest');
  private readonly asks = new PriceLadder('lowest');
  private readonly stops = new StopBook();
  private readonly openOrdersById = new Map<string, OrderNode>();
  private readonly owners = new OwnerIndex();
  /** Stops triggered during the current command, in trigger order, waiting to trade. */
  private readonly triggered: OrderNode[] = [];
  private sequence = 0;
  /** 0 until the first trade. */
  private lastPrice = 0;

  constructor(config: OrderBookConfig) {
    assertPriceBand(config.marketPriceBand);
    this.band = config.marketPriceBand;
  }

  /**
   * Rebuilds a book from its open orders, which keep their time priority by sequence. A snapshot
   * that no book could have produced throws RangeError.
   */
  static restore(config: OrderBookConfig, snapshot: BookSnapshot): OrderBook {
    const book = new OrderBook(config);
    const problem = findSnapshotProblem(snapshot);
    if (problem !== null) throw new RangeError(`Cannot restore the book: ${problem}`);
    for (const order of [...snapshot.orders].sort((a, b) => a.sequence - b.sequence)) {
      book.restoreOrder(order, snapshot.sequence);
    }
    const bestBid = book.bids.best();
    const bestAsk = book.asks.best();
    if (bestBid !== undefined && bestAsk !== undefined && bestBid.price >= bestAsk.price) {
      throw new RangeError(`Cannot restore a crossed book: bid ${bestBid.price}, ask ${bestAsk.price}`);
    }
    book.sequence = snapshot.sequence;
    book.lastPrice = snapshot.lastTradePrice ?? 0;
    return book;
  }

  /** Places an order. The returned array is new for each command and the caller's to keep. */
  place(order: PlaceOrder): EngineEvent[] {
    const invalidField = findInvalidField(order);
    if (invalidField !== null) return this.reject(order.id, 'place', invalidField);
    if (this.openOrdersById.has(order.id)) return this.reject(order.id, 'place', 'duplicate-order-id');
    const node = new OrderNode(order);
    const events: EngineEvent[] = [];
    if (hasStopPrice(node.type)) {
      this.accept(node, events);
      this.waitForTrigger(node, events);
    } else {
      const limit = this.limitOf(node);
      const refusal = this.findRefusal(node, limit);
      if (refusal !== null) return this.reject(node.id, 'place', refusal);
      this.accept(node, events);
      this.execute(node, limit, events);
    }
    this.executeTriggered(events);
    return events;
  }

  cancel(orderId: string): EngineEvent[] {
    const node = this.openOrdersById.get(orderId);
    if (node === undefined) return this.reject(orderId, 'cancel', 'unknown-order');
    const events: EngineEvent[] = [];
    this.cancelOpen(node, 'user', events);
    return events;
  }

  /**
   * Replaces an open order (cancel-replace) with `amend`: a quantity decrease at the same prices keeps
   * the order's place in its queue; a price change or a larger quantity takes it out and enters the
   * replacement as a new order, which may trade at once. An amend the replacement could not be placed
   * with, or of an order not open, is rejected and changes nothing.
   */
  amend(orderId: string, amend: AmendOrder): EngineEvent[] {
    const node = this.openOrdersById.get(orderId);
    if (node === undefined) return this.reject(orderId, 'amend', 'unknown-order');
    const replacement: PlaceOrder = {
      id: amend.replacementId,
      owner: node.owner,
      side: node.side,
      type: node.type,
      timeInForce: node.timeInForce,
      quantity: amend.quantity,
      ...(amend.price === undefined ? {} : { price: amend.price }),
      ...(amend.stopPrice === undefined ? {} : { stopPrice: amend.stopPrice }),
    };
    const invalidField =
      findInvalidField(replacement) ??
      (node.isTriggered && amend.stopPrice !== node.stopPrice ? 'invalid-stop-price' : null);
    if (invalidField !== null) return this.reject(orderId, 'amend', invalidField);
    if (this.openOrdersById.has(replacement.id)) return this.reject(orderId, 'amend', 'duplicate-order-id');
    const keepsPriority =
      (replacement.price ?? 0) === node.price &&
      (replacement.stopPrice ?? 0) === node.stopPrice &&
      replacement.quantity <= node.remaining;
    const events: EngineEvent[] = [
      {
        type: 'replaced',
        sequence: ++this.sequence,
        orderId,
        replacementId: replacement.id,
        quantity: node.remaining,
        keepsPriority,
      },
    ];
    if (keepsPriority) {
      this.replaceInPlace(node, replacement);
      return events;
    }
    this.close(node);
    const next = new OrderNode(replacement);
    next.isTriggered = node.isTriggered;
    this.accept(next, events);
    if (next.isWaitingForTrigger) this.waitForTrigger(next, events);
    else this.execute(next, next.price, events);
    this.executeTriggered(events);
    return events;
  }

  /** Expires every open Day order, resting or waiting for its trigger, in time priority. */
  expireDay(): EngineEvent[] {
    const events: EngineEvent[] = [];
    for (const node of this.sortedOpenOrders()) {
      if (node.timeInForce !== TimeInForce.Day) continue;
      this.close(node);
      events.push({ type: 'expired', sequence: ++this.sequence, orderId: node.id, quantity: node.remaining });
    }
    return events;
  }

  bestBid(): number | null {
    return this.bids.best()?.price ?? null;
  }

  bestAsk(): number | null {
    return this.asks.best()?.price ?? null;
  }

  get lastTradePrice(): number | null {
    return this.lastPrice === 0 ? null : this.lastPrice;
  }

  /** The best `levelCount` price levels of each side, best first, with their total open quantity. */
  depth(levelCount: number): Depth {
    return { bids: this.bids.depth(levelCount), asks: this.asks.depth(levelCount) };
  }

  findOrder(orderId: string): OpenOrder | null {
    return this.openOrdersById.get(orderId)?.toOpenOrder() ?? null;
  }

  /** The open orders of the owner, resting or waiting for their trigger, in time priority. */
  findOrdersOfOwner(owner: string): OpenOrder[] {
    return this.owners
      .ordersOf(owner)
      .sort(bySequence)
      .map((node) => node.toOpenOrder());
  }

  /** What `OrderBook.restore` needs to rebuild this book as it is now. */
  snapshot(): BookSnapshot {
    return {
      orders: this.sortedOpenOrders().map((node) => node.toOpenOrder()),
      lastTradePrice: this.lastTradePrice,
      sequence: this.sequence,
    };
  }

  /** The replacement takes the order's node, and with it its place in the queue. */
  private replaceInPlace(node: OrderNode, replacement: PlaceOrder): void {
    this.openOrdersById.delete(node.id);
    if (node.level !== null) node.level.totalQuantity -= node.remaining - replacement.quantity;
    node.id = replacement.id;
    node.quantity = replacement.quantity;
    node.remaining = replacement.quantity;
    this.openOrdersById.set(node.id, node);
  }

  private reject(orderId: string, command: RejectedEvent['command'], reason: RejectReason): EngineEvent[] {
    return [{ type: 'rejected', sequence: ++this.sequence, orderId, command, reason }];
  }

  private accept(node: OrderNode, events: EngineEvent[]): void {
    node.sequence = ++this.sequence;
    events.push({ type: 'accepted', sequence: node.sequence, orderId: node.id });
  }

  private waitForTrigger(node: OrderNode, events: EngineEvent[]): void {
    if (this.lastPrice !== 0 && isStopReached(node, this.lastPrice)) this.trigger(node, this.lastPrice, events);
    else this.list(node);
  }

  private trigger(node: OrderNode, price: number, events: EngineEvent[]): void {
    node.isTriggered = true;
    node.sequence = ++this.sequence;
    events.push({ type: 'triggered', sequence: node.sequence, orderId: node.id, price });
    this.triggered.push(node);
  }

  /** Runs the stops triggered by this command, and those their trades trigger, in trigger order. */
  private executeTriggered(events: EngineEvent[]): void {
    for (let index = 0; index < this.triggered.length; index += 1) {
      const node = this.triggered[index] as OrderNode;
      const limit = this.limitOf(node);
      const refusal = this.findRefusal(node, limit);
      if (refusal === null) this.execute(node, limit, events);
      else this.pushCancelled(node, refusal, events);
    }
    if (this.triggered.length > 0) this.triggered.length = 0;
  }

  /** The worst price the order may trade at: its limit price, or the edge of the price band. */
  private limitOf(node: OrderNode): number {
    if (!isMarketPriced(node.type)) return node.price;
    const reference = this.lastPrice !== 0 ? this.lastPrice : (this.oppositeOf(node.side).best()?.price ?? 0);
    return reference === 0 ? 0 : bandLimit(this.band, reference, node.side);
  }

  private findRefusal(node: OrderNode, limit: number): ExecutionRefusal | null {
    const opposite = this.oppositeOf(node.side);
    if (isMarketPriced(node.type)) {
      const best = opposite.best();
      if (best === undefined) return 'no-liquidity';
      if (!isWithinLimit(node.side, best.price, limit)) return 'outside-price-band';
    }
    if (
      node.timeInForce === TimeInForce.FillOrKill &&
      !canFillWhole(node, limit, opposite, this.owners.ordersOf(node.owner))
    ) {
      return 'fok-unfillable';
    }
    return null;
  }

  /** Trades what it can, then rests the rest of a Day or GTC limit order and cancels any other rest. */
  private execute(node: OrderNode, limit: number, events: EngineEvent[]): void {
    this.match(node, limit, events);
    if (node.remaining === 0) return;
    if (isMarketPriced(node.type)) this.pushCancelled(node, 'market-remainder', events);
    else if (node.timeInForce === TimeInForce.ImmediateOrCancel) this.pushCancelled(node, 'ioc-remainder', events);
    else if (!this.bookOf(node.side).hasRoomFor(node, node.price)) this.pushCancelled(node, 'level-capacity', events);
    else this.list(node);
  }

  private match(taker: OrderNode, limit: number, events: EngineEvent[]): void {
    const book = this.oppositeOf(taker.side);
    let level = book.best();
    while (level !== undefined && isWithinLimit(taker.side, level.price, limit)) {
      let maker = level.head;
      while (maker !== null) {
        const next = maker.next;
        if (maker.owner === taker.owner) this.cancelOpen(maker, 'self-trade', events);
        else this.fill(maker, taker, level, events);
        if (taker.remaining === 0) return;
        maker = next;
      }
      level = book.best();
    }
  }

  private fill(maker: OrderNode, taker: OrderNode, level: PriceLevel, events: EngineEvent[]): void {
    const quantity = Math.min(maker.remaining, taker.remaining);
    const price = level.price;
    maker.remaining -= quantity;
    taker.remaining -= quantity;
    level.totalQuantity -= quantity;
    events.push({
      type: 'trade',
      sequence: ++this.sequence,
      price,
      quantity,
      makerOrderId: maker.id,
      takerOrderId: taker.id,
      takerSide: taker.side,
      makerRemainingQuantity: maker.remaining,
      takerRemainingQuantity: taker.remaining,
    });
    if (maker.remaining === 0) this.close(maker);
    this.lastPrice = price;
    this.triggerStopsReachedBy(price, events);
  }

  private triggerStopsReachedBy(price: number, events: EngineEvent[]): void {
    for (let node = this.stops.firstReachedBy(price); node !== null; node = this.stops.firstReachedBy(price)) {
      this.close(node);
      this.trigger(node, price, events);
    }
  }

  /** Puts the order in its queue (the book, or the stops) and in the indexes of open orders. */
  private list(node: OrderNode): void {
    if (node.isWaitingForTrigger) this.stops.add(node);
    else this.bookOf(node.side).add(node, node.price);
    this.openOrdersById.set(node.id, node);
    this.owners.add(node);
  }

  /** Takes the order out of its queue and out of the indexes of open orders. */
  private close(node: OrderNode): void {
    if (node.isWaitingForTrigger) this.stops.remove(node);
    else this.bookOf(node.side).remove(node);
    this.openOrdersById.delete(node.id);
    this.owners.remove(node);
  }

  private cancelOpen(node: OrderNode, reason: CancelReason, events: EngineEvent[]): void {
    this.close(node);
    this.pushCancelled(node, reason, events);
  }

  private pushCancelled(node: OrderNode, reason: CancelReason, events: EngineEvent[]): void {
    events.push({ type: 'cancelled', sequence: ++this.sequence, orderId: node.id, reason, quantity: node.remaining });
  }

  private restoreOrder(order: OpenOrder, lastSequence: number): void {
    const problem =
      findRestoreProblem(order, lastSequence) ?? (this.openOrdersById.has(order.id) ? 'duplicate-order-id' : null);
    if (problem !== null) throw new RangeError(`Cannot restore order ${order.id}: ${problem}`);
    const node = new OrderNode(order);
    node.remaining = order.remainingQuantity;
    node.sequence = order.sequence;
    node.isTriggered = order.isTriggered;
    if (!node.isWaitingForTrigger && !this.bookOf(node.side).hasRoomFor(node, node.price)) {
      throw new RangeError(`Cannot restore order ${order.id}: level-capacity`);
    }
    this.list(node);
  }

  private sortedOpenOrders(): OrderNode[] {
    return [...this.openOrdersById.values()].sort(bySequence);
  }

  private bookOf(side: Side): PriceLadder {
    return side === Side.Buy ? this.bids : this.asks;
  }

  private oppositeOf(side: Side): PriceLadder {
    return side === Side.Buy ? this.asks : this.bids;
  }
}

function bySequence(a: OrderNode, b: OrderNode): number {
  return a.sequence - b.sequence;
}
