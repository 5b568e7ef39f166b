import { Side } from './order-codes';
import type { OrderNode } from './order-node';
import { PriceLadder } from './price-ladder';

/** Whether a last trade price has reached the stop price: at or above it for a buy, at or below for a sell. */
export function isStopReached(order: OrderNode, lastTradePrice: number): boolean {
  return order.side === Side.Buy ? lastTradePrice >= order.stopPrice : lastTradePrice <= order.stopPrice;
}

/** Stop and stop-limit orders waiting for the last trade price to reach their stop price. */
export class StopBook {
  /** A buy stop triggers when the last trade price rises to it: the lowest stop price first. */
  private readonly buyStops = new PriceLadder('lowest');
  /** A sell stop triggers when the last trade price falls to it: the highest stop price first. */
  private readonly sellStops = new PriceLadder('highest');

  add(order: OrderNode): void {
    this.ladderOf(order.side).add(order, order.stopPrice);
  }

  remove(order: OrderNode): void {
    this.ladderOf(order.side).remove(order);
  }

  /** The next stop a trade at `price` reaches: buy stops first, each side by stop price, then time. */
  firstReachedBy(price: number): OrderNode | null {
    const buyLevel = this.buyStops.best();
    if (buyLevel !== undefined && buyLevel.price <= price) return buyLevel.head;
    const sellLevel = this.sellStops.best();
    if (sellLevel !== undefined && sellLevel.price >= price) return sellLevel.head;
    return null;
  }

  private ladderOf(side: Side): PriceLadder {
    return side === Side.Buy ? this.buyStops : this.sellStops;
  }
}
