import { isWithinLimit } from './limit-price';
import type { OrderNode } from './order-node';
import type { PriceLadder } from './price-ladder';

/**
 * Whether the taker can trade its whole quantity at once against `book` within `limit`. The
 * owner's own resting orders do not count: self-trade prevention cancels them instead of filling.
 * The sum stays exact: it is below the taker's safe quantity until the step that reaches it.
 */
export function canFillWhole(
  taker: OrderNode,
  limit: number,
  book: PriceLadder,
  ownOrders: readonly OrderNode[],
): boolean {
  const ownQuantityByPrice = new Map<number, number>();
  for (const own of ownOrders) {
    if (own.side === taker.side || own.isWaitingForTrigger || own.level === null) continue;
    const price = own.level.price;
    if (isWithinLimit(taker.side, price, limit)) {
      ownQuantityByPrice.set(price, (ownQuantityByPrice.get(price) ?? 0) + own.remaining);
    }
  }
  let available = 0;
  for (let rank = 0; ; rank += 1) {
    const level = book.levelFromBest(rank);
    if (level === undefined || !isWithinLimit(taker.side, level.price, limit)) return false;
    available += level.totalQuantity - (ownQuantityByPrice.get(level.price) ?? 0);
    if (available >= taker.remaining) return true;
  }
}
