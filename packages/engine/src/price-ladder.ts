import { type OrderNode, PriceLevel } from './order-node';
import type { DepthLevel } from './orders';

const initialCapacity = 64;

/**
 * The price levels of one side. Their prices sit sorted in a Float64Array with the best price
 * last, and a Map finds a level by its price: the best level is a field, read in O(1); dropping
 * it is O(1); adding or dropping another level is a binary search plus a memory move
 * (copyWithin) of the prices behind it, which for a thousand levels costs less than the pointer
 * moves of an array splice. Prices are safe integers, so a double holds each one exactly.
 */
export class PriceLadder {
  private prices = new Float64Array(initialCapacity);
  private count = 0;
  private readonly levelsByPrice = new Map<number, PriceLevel>();
  private bestLevel: PriceLevel | undefined = undefined;
  private readonly isHighestBest: boolean;

  /** Bids and sell stops rank the highest price best; asks and buy stops the lowest. */
  constructor(best: 'highest' | 'lowest') {
    this.isHighestBest = best === 'highest';
  }

  best(): PriceLevel | undefined {
    return this.bestLevel;
  }

  /** The level `rank` places behind the best one (0 is the best). */
  levelFromBest(rank: number): PriceLevel | undefined {
    if (rank >= this.count) return undefined;
    return this.levelsByPrice.get(this.prices[this.count - 1 - rank] as number);
  }

  /** The best `levelCount` levels, best first, with their total open quantity. */
  depth(levelCount: number): DepthLevel[] {
    const levels: DepthLevel[] = [];
    const last = Math.max(this.count - levelCount, 0);
    for (let index = this.count - 1; index >= last; index -= 1) {
      const level = this.levelsByPrice.get(this.prices[index] as number) as PriceLevel;
      levels.push({ price: level.price, quantity: level.totalQuantity, orderCount: level.orderCount });
    }
    return levels;
  }

  /** Whether queueing the order at `price` keeps the total quantity of the level a safe integer. */
  hasRoomFor(order: OrderNode, price: number): boolean {
    const level = this.levelsByPrice.get(price);
    return level === undefined || level.totalQuantity <= Number.MAX_SAFE_INTEGER - order.remaining;
  }

  /** Queues the order last at `price`: its limit price in the book, its stop price among stops. */
  add(order: OrderNode, price: number): void {
    let level = this.levelsByPrice.get(price);
    if (level === undefined) {
      level = new PriceLevel(price);
      this.levelsByPrice.set(price, level);
      this.insertPrice(price);
      if (this.prices[this.count - 1] === price) this.bestLevel = level;
    }
    level.append(order);
  }

  /** Takes the order out of its queue, and drops the level when it was the last order there. */
  remove(order: OrderNode): void {
    const level = order.level;
    if (level === null) return;
    level.remove(order);
    if (level.orderCount > 0) return;
    this.levelsByPrice.delete(level.price);
    if (level === this.bestLevel) {
      this.count -= 1;
      this.bestLevel = this.count === 0 ? undefined : this.levelsByPrice.get(this.prices[this.count - 1] as number);
    } else {
      const index = this.insertionIndex(level.price) - 1;
      this.prices.copyWithin(index, index + 1, this.count);
      this.count -= 1;
    }
  }

  private insertPrice(price: number): void {
    if (this.count === this.prices.length) {
      const grown = new Float64Array(this.prices.length * 2);
      grown.set(this.prices);
      this.prices = grown;
    }
    const index = this.insertionIndex(price);
    if (index < this.count) this.prices.copyWithin(index + 1, index, this.count);
    this.prices[index] = price;
    this.count += 1;
  }

  /** The index of the first price better than `price`: where `price` belongs, just after itself. */
  private insertionIndex(price: number): number {
    const prices = this.prices;
    let low = 0;
    let high = this.count;
    if (this.isHighestBest) {
      while (low < high) {
        const middle = (low + high) >>> 1;
        if ((prices[middle] as number) > price) high = middle;
        else low = middle + 1;
      }
    } else {
      while (low < high) {
        const middle = (low + high) >>> 1;
        if ((prices[middle] as number) < price) high = middle;
        else low = middle + 1;
      }
    }
    return low;
  }
}
