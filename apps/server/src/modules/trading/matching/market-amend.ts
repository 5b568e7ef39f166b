import { randomUUID } from 'node:crypto';
import { type EngineEvent, type OrderBook, OrderStatus } from '@invest/engine';
import { AppError } from '../../../platform/errors';
import type { HoldRelease, HoldToOpen, UserAccounts } from '../../ledger';
import type { MarketRow } from '../markets/markets.repository';
import type { OrderRow } from '../markets/orders.repository';
import { toEngineOrder } from './engine-orders';
import { holdOf, rejectionTexts } from './order-sizing';

/** What an investor asked an open order to become, checked, in the market's units. */
export interface AmendDraft {
  /** The order to replace, which must be the investor's and open. */
  orderId: string;
  userId: string;
  /** The replacement's id. */
  id: string;
  /** The replacement's open quantity. */
  quantityUnits: bigint;
  priceUnits: bigint | null;
  stopPriceUnits: bigint | null;
  idempotencyKey: string | null;
}

/** An amend the book took: the two orders, the events, the replacement's hold and the original's release. */
export interface Amended {
  original: OrderRow;
  replacement: OrderRow;
  events: EngineEvent[];
  hold: HoldToOpen;
  release: HoldRelease;
}

export const notOpenToAmend = () => new AppError('TRD-8', 'The order is no longer open, so it cannot be amended');

/**
 * Replaces an open order in the book (cancel-replace) when its investor can afford the replacement's
 * worst case with what is available to them plus what the original still holds (`heldByOriginal`):
 * the original's hold is released and the replacement's opened in the same batch. The book and
 * `available` are untouched on a refusal.
 */
export function amendInBook(
  book: OrderBook,
  market: MarketRow,
  now: Date,
  scope: { original: OrderRow | undefined; draft: AmendDraft; pair: UserAccounts | undefined; heldByOriginal: bigint },
  available: Map<string, bigint>,
): Amended | { refusal: AppError } {
  const { original, draft, pair, heldByOriginal } = scope;
  if (!original || original.userId !== draft.userId) return { refusal: notOpenToAmend() };
  if (!pair) throw new Error('an amend without its investor’s accounts');
  const prices = { priceUnits: draft.priceUnits, stopPriceUnits: draft.stopPriceUnits };
  let worstCase: bigint;
  try {
    worstCase = holdOf(
      market,
      book,
      { ...original, ...prices, size: { quantity: draft.quantityUnits } },
      draft.quantityUnits,
    );
  } catch (error) {
    if (error instanceof AppError) return { refusal: error };
    throw error;
  }
  const left = (available.get(pair.available.id) ?? 0n) + heldByOriginal;
  if (left < worstCase) return { refusal: new AppError('TRD-6', 'Insufficient funds') };
  const replacement: OrderRow = {
    ...original,
    ...prices,
    id: draft.id,
    quantityUnits: draft.quantityUnits,
    holdId: randomUUID(),
    filledQuantityUnits: 0n,
    filledCostUnits: 0n,
    feeUnits: 0n,
    status: OrderStatus.New,
    idempotencyKey: draft.idempotencyKey,
    replacesOrderId: original.id,
    createdAt: now,
    updatedAt: now,
  };
  const { id, quantity, price, stopPrice } = toEngineOrder(replacement);
  const events = book.amend(original.id, { replacementId: id, quantity, price, stopPrice });
  const [first] = events;
  if (first?.type === 'rejected') {
    const text = rejectionTexts[first.reason] ?? `The amend was rejected: ${first.reason}`;
    return { refusal: first.reason === 'unknown-order' ? notOpenToAmend() : new AppError('TRD-4', text) };
  }
  if (first?.type !== 'replaced') throw new Error('the engine neither replaced an order nor rejected the amend');
  const accepted = events.find((event) => event.type === 'accepted' && event.orderId === id);
  replacement.sequence = accepted?.sequence ?? original.sequence;
  available.set(pair.available.id, left - worstCase);
  return {
    original,
    replacement,
    events,
    hold: { holdId: replacement.holdId, accounts: pair, amountUnits: worstCase, metadata: { orderId: id } },
    release: { holdId: original.holdId, metadata: { orderId: original.id, replacedBy: id } },
  };
}
