import fc from 'fast-check';
import type { EngineEvent } from '../events';
import type { OrderBook } from '../order-book';
import { hasStopPrice, isMarketPriced, OrderType, Side, TimeInForce } from '../order-codes';
import type { PlaceOrder } from '../orders';

export type Command =
  | { readonly kind: 'place'; readonly order: PlaceOrder }
  | { readonly kind: 'cancel'; readonly orderId: string }
  | { readonly kind: 'expireDay' };

export function execute(book: OrderBook, command: Command): EngineEvent[] {
  switch (command.kind) {
    case 'place':
      return book.place(command.order);
    case 'cancel':
      return book.cancel(command.orderId);
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

const draft = fc.oneof(
  { weight: 12, arbitrary: placeDraft },
  { weight: 4, arbitrary: fc.record({ kind: fc.constant('cancel' as const), target: fc.nat() }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'expireDay' as const }) },
);

type Draft = typeof draft extends fc.Arbitrary<infer T> ? T : never;

/**
 * Orders of four owners around a price of 100 (so self-trades and stops happen), ids that now and
 * then repeat an earlier one, cancels of earlier ids, and the end of the day.
 */
export const commandsArbitrary: fc.Arbitrary<Command[]> = fc
  .array(draft, { maxLength: 80, size: 'max' })
  .map((drafts) => drafts.map(toCommand));

function toCommand(value: Draft, index: number): Command {
  const earlierId = (pick: number) => `o${index === 0 ? 0 : pick % index}`;
  switch (value.kind) {
    case 'expireDay':
      return value;
    case 'cancel':
      return { kind: 'cancel', orderId: earlierId(value.target) };
    case 'place':
      return {
        kind: 'place',
        order: {
          id: value.reusedId === null ? `o${index}` : earlierId(value.reusedId),
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
