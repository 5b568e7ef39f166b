import fc from 'fast-check';
import type { EngineEvent } from '../events';
import type { OrderBook } from '../order-book';
import { hasStopPrice, isMarketPriced, OrderType, Side, TimeInForce } from '../order-codes';
import type { AmendOrder, PlaceOrder } from '../orders';

export type Command =
  | { readonly kind: 'place'; readonly order: PlaceOrder }
  | { readonly kind: 'cancel'; readonly orderId: string }
  | { readonly kind: 'amend'; readonly orderId: string; readonly amend: AmendOrder }
  | { readonly kind: 'expireDay' };

export function execute(book: OrderBook, command: Command): EngineEvent[] {
  switch (command.kind) {
    case 'place':
      return book.place(command.order);
    case 'cancel':
      return book.cancel(command.orderId);
    case 'amend':
      return book.amend(command.orderId, command.amend);
    case 'expireDay':
      return book.expireDay();
  }
}

const placeDraft = fc.record({
  kind: fc.constant('place' as const),
  side: fc.constantFrom(Side.Buy, Side.Sell),
  type: fc.constantFrom(
    OrderType.Limit,
    OrderType.Limit,
    OrderType.Limit,
    OrderType.Market,
    OrderType.Stop,
    OrderType.StopLimit,
  ),
  timeInForce: fc.constantFrom(
    TimeInForce.Day,
    TimeInForce.GoodTillCancel,
    TimeInForce.GoodTillCancel,
    TimeInForce.ImmediateOrCancel,
    TimeInForce.FillOrKill,
  ),
  price: fc.integer({ min: 95, max: 105 }),
  stopPrice: fc.integer({ min: 95, max: 105 }),
  quantity: fc.integer({ min: 1, max: 8 }),
  owner: fc.constantFrom('alice', 'bob', 'carol', 'dave'),
  reusedId: fc.option(fc.nat(), { freq: 8 }),
});

/** New prices around the same 100, given as the order's type takes them or, now and then, both. */
const amendDraft = fc.record({
  kind: fc.constant('amend' as const),
  target: fc.nat(),
  quantity: fc.integer({ min: 1, max: 8 }),
  price: fc.integer({ min: 95, max: 105 }),
  stopPrice: fc.integer({ min: 95, max: 105 }),
  pricesFitType: fc.integer({ min: 0, max: 7 }).map((draw) => draw !== 0),
  reusedId: fc.option(fc.nat(), { freq: 8 }),
});

const draft = fc.oneof(
  { weight: 12, arbitrary: placeDraft },
  { weight: 4, arbitrary: fc.record({ kind: fc.constant('cancel' as const), target: fc.nat() }) },
  { weight: 3, arbitrary: amendDraft },
  { weight: 1, arbitrary: fc.constant({ kind: 'expireDay' as const }) },
);

type Draft = typeof draft extends fc.Arbitrary<infer T> ? T : never;

/**
 * Orders of four owners around a price of 100 (so self-trades and stops happen), ids that now and
 * then repeat an earlier one, cancels and amends of earlier ids, and the end of the day.
 */
export const commandsArbitrary: fc.Arbitrary<Command[]> = fc
  .array(draft, { maxLength: 80, size: 'max' })
  .map((drafts) => {
    const typesById = new Map<string, OrderType>();
    return drafts.map((value, index) => toCommand(value, index, typesById));
  });

/** `typesById`: the type of each order id placed or amended so far, which an amend's prices follow. */
function toCommand(value: Draft, index: number, typesById: Map<string, OrderType>): Command {
  const earlierId = (pick: number) => `o${index === 0 ? 0 : pick % index}`;
  switch (value.kind) {
    case 'expireDay':
      return value;
    case 'cancel':
      return { kind: 'cancel', orderId: earlierId(value.target) };
    case 'amend': {
      const orderId = earlierId(value.target);
      const replacementId = value.reusedId === null ? `o${index}` : earlierId(value.reusedId);
      const type = typesById.get(orderId) ?? OrderType.Limit;
      if (!typesById.has(replacementId)) typesById.set(replacementId, type);
      const takesPrice = !value.pricesFitType || !isMarketPriced(type);
      const takesStopPrice = !value.pricesFitType || hasStopPrice(type);
      return {
        kind: 'amend',
        orderId,
        amend: {
          replacementId,
          quantity: value.quantity,
          ...(takesPrice ? { price: value.price } : {}),
          ...(takesStopPrice ? { stopPrice: value.stopPrice } : {}),
        },
      };
    }
    case 'place': {
      const id = value.reusedId === null ? `o${index}` : earlierId(value.reusedId);
      if (!typesById.has(id)) typesById.set(id, value.type);
      return {
        kind: 'place',
        order: {
          id,
          owner: value.owner,
          side: value.side,
          type: value.type,
          timeInForce: value.timeInForce,
          quantity: value.quantity,
          ...(isMarketPriced(value.type) ? {} : { price: value.price }),
          ...(hasStopPrice(value.type) ? { stopPrice: value.stopPrice } : {}),
        },
      };
    }
  }
}
