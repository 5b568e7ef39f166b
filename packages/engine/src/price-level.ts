import type { OrderNode } from './order-node';

/** The orders at one price, oldest first: append, and removal of any order, in O(1). */
export class PriceLevel {
  readonly price: number;
  head: OrderNode | null = null;
  tail: OrderNode | null = null;
  totalQuantity = 0;
  orderCount = 0;

  constructor(price: number) {
    this.price = price;
  }

  append(order: OrderNode): void {
    order.level = this;
    order.previous = this.tail;
    order.next = null;
    if (this.tail === null) this.head = order;
    else this.tail.next = order;
    this.tail = order;
    this.totalQuantity += order.remaining;
    this.orderCount += 1;
  }

  remove(order: OrderNode): void {
    const { previous, next } = order;
    if (previous === null) this.head = next;
    else previous.next = next;
    if (next === null) this.tail = previous;
    else next.previous = previous;
    order.level = null;
    order.previous = null;
    order.next = null;
    this.totalQuantity -= order.remaining;
    this.orderCount -= 1;
  }
}
