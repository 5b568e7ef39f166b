import type { OrderNode } from './order-node';

/**
 * The open orders of each owner: an intrusive doubly linked list through the orders, newest
 * first, and a Map from owner to the head of its list. Adding and removing allocate nothing.
 */
export class OwnerIndex {
  private readonly newestByOwner = new Map<string, OrderNode>();

  add(order: OrderNode): void {
    const newest = this.newestByOwner.get(order.owner);
    order.ownerNext = newest ?? null;
    order.ownerPrevious = null;
    if (newest !== undefined) newest.ownerPrevious = order;
    this.newestByOwner.set(order.owner, order);
  }

  remove(order: OrderNode): void {
    const { ownerPrevious, ownerNext } = order;
    if (ownerNext !== null) ownerNext.ownerPrevious = ownerPrevious;
    if (ownerPrevious !== null) ownerPrevious.ownerNext = ownerNext;
    else if (ownerNext !== null) this.newestByOwner.set(order.owner, ownerNext);
    else this.newestByOwner.delete(order.owner);
    order.ownerPrevious = null;
    order.ownerNext = null;
  }

  ordersOf(owner: string): OrderNode[] {
    const orders: OrderNode[] = [];
    for (let order = this.newestByOwner.get(owner) ?? null; order !== null; order = order.ownerNext) orders.push(order);
    return orders;
  }
}
