import { randomUUID } from 'node:crypto';
import type { OrderSize } from '@invest/contracts';
import { type EngineEvent, type OrderBook, OrderStatus } from '@invest/engine';
import { type AuditEntry, recordAudit } from '../../../platform/audit/audit';
import type { Database } from '../../../platform/db/database';
import { AppError } from '../../../platform/errors';
import {
  getHold,
  type HoldRelease,
  type HoldToOpen,
  lockAvailableBalances,
  moveHeld,
  openHolds,
  type UserAccounts,
  userAssetKey,
} from '../../ledger';
import { isMarketHaltedWithLock, type MarketRow } from '../markets/markets.repository';
import type { FillRow, OrderRow } from '../markets/orders.repository';
import { expireEndedDayOrders } from './day-expiry';
import { toEngineOrder } from './engine-orders';
import { type AmendDraft, amendInBook } from './market-amend';
import { marketHalted } from './market-closed';
import { holdAssetOf, holdOf, quantityOf, rejectionTexts } from './order-sizing';
import type { SettledTrade } from './realtime-events';
import {
  applyEvents,
  type CommandEvents,
  rememberOrders,
  type SettlementState,
  takeNamedOrders,
  writeSettlement,
} from './settlement';
import { accountsOf, type WriterMemory } from './writer-memory';

/**
 * A new order as its investor asked for it, checked, before the market's writer takes it: sized by a
 * quantity, or by an amount or the whole available position, which the writer works out against the
 * book and the investor's balance as they stand when it runs the order.
 */
export type OrderDraft = { size: OrderSize } & Pick<
  OrderRow,
  | 'id'
  | 'tenantId'
  | 'userId'
  | 'marketId'
  | 'side'
  | 'orderType'
  | 'timeInForce'
  | 'priceUnits'
  | 'stopPriceUnits'
  | 'feePct'
  | 'integrationService'
  | 'idempotencyKey'
>;

/** What the market's writer is asked to do. */
export type DeskCommand =
  | { type: 'place'; draft: OrderDraft }
  | {
      type: 'cancel';
      orderId: string;
      endsAs: typeof OrderStatus.Canceled | typeof OrderStatus.Rejected;
      /** The audit trail's entry of an administrator's rejection, written with it when it takes effect. */
      audit?: AuditEntry;
    }
  /** Replaces an open order (cancel-replace); the market's writer runs it in a batch of its own. */
  | { type: 'amend'; draft: AmendDraft }
  /** Nothing but what every batch does first: expire the Day orders of an ended session. */
  | { type: 'expire-day' };

/** How a command ended: its order as the batch left it (with the fills of the batch), or its refusal. */
export type CommandOutcome = { order: OrderRow | null; fills: FillRow[] } | { refusal: AppError };

const notOpen = () => new AppError('TRD-11', 'The order is no longer open, so it cannot be cancelled');

export interface BatchResult {
  outcomes: CommandOutcome[];
  trades: SettledTrade[];
}

/**
 * Runs a batch of commands as the market's writer, in the caller's transaction: each command in turn
 * against the book and the investors' available balances (read under lock once for the batch), then
 * everything the batch did written at once: the holds of the orders it accepted, the orders, the
 * fills settled in the ledger, the holds of closed orders released. A refused command (no funds,
 * rejected by the engine, no longer open) changes nothing and the others go on. Money a fill or a
 * release gives an investor in a batch is spendable from the next batch: orders of one batch are
 * funded from what was available when it began. While the market is halted its new orders are refused
 * (TRD-5) and nothing trades; cancellations and the expiry of Day orders go on.
 */
export async function runBatch(
  tx: Database,
  scope: { market: MarketRow; book: OrderBook; memory: WriterMemory; now: Date },
  commands: readonly DeskCommand[],
): Promise<BatchResult> {
  const { market, book, memory, now } = scope;
  const state: SettlementState = { market, now, orders: new Map(), fills: [] };
  const log: CommandEvents[] = [{ events: await expireEndedDayOrders(tx, book, memory, market, now) }];
  const hasPlacements = commands.some((command) => command.type === 'place' || command.type === 'amend');
  // Read under lock, so that once a halt has committed no order of a batch written after it trades.
  const isHalted = hasPlacements && (await isMarketHaltedWithLock(tx, market.id));
  const drafts = isHalted ? [] : commands.flatMap((command) => (command.type === 'place' ? [command.draft] : []));
  const amends = isHalted ? [] : commands.flatMap((command) => (command.type === 'amend' ? [command.draft] : []));
  const originals = amends.flatMap((draft) => memory.openOrders.get(draft.orderId) ?? []);
  const funded = [...drafts, ...originals].map((order) => ({
    userId: order.userId,
    asset: holdAssetOf(market, order),
  }));
  const accounts = await accountsOf(tx, market.tenantId, memory, funded);
  const accountsFor = ({ userId, asset }: { userId: string; asset: string }) => {
    const pair = accounts.get(userAssetKey(userId, asset));
    if (!pair) throw new Error('an order without its investor’s accounts');
    return pair;
  };
  const pairOf = (order: Pick<OrderRow, 'userId' | 'side'>) =>
    accountsFor({ userId: order.userId, asset: holdAssetOf(market, order) });
  const available = await lockAvailableBalances(
    tx,
    market.tenantId,
    funded.map((pair) => accountsFor(pair).available),
  );
  const heldByOriginals = await holdsLeftOf(tx, market.tenantId, memory, originals);
  const holds: HoldToOpen[] = [];
  const releasedFirst: HoldRelease[] = [];
  const inserted: OrderRow[] = [];
  const audits: AuditEntry[] = [];
  const outcomes = commands.map((command): CommandOutcome | string => {
    if (command.type === 'expire-day') return { order: null, fills: [] };
    if (command.type === 'cancel') {
      const events = book.cancel(command.orderId);
      if (events[0]?.type === 'rejected') return { refusal: notOpen() };
      log.push({ events, cancelledAs: command.endsAs });
      if (command.audit) audits.push(command.audit);
      return command.orderId;
    }
    if (isHalted) return { refusal: marketHalted(market) };
    if (command.type === 'amend') {
      const original = memory.openOrders.get(command.draft.orderId);
      const amended = amendInBook(
        book,
        market,
        now,
        {
          original,
          draft: command.draft,
          pair: original && pairOf(original),
          heldByOriginal: (original && heldByOriginals.get(original.holdId)) ?? 0n,
        },
        available,
      );
      if ('refusal' in amended) return amended;
      holds.push(amended.hold);
      releasedFirst.push(amended.release);
      inserted.push(amended.replacement);
      state.orders.set(amended.replacement.id, amended.replacement);
      log.push({ events: amended.events });
      return amended.replacement.id;
    }
    const placed = place(book, market, now, command.draft, pairOf(command.draft), available);
    if ('refusal' in placed) return placed;
    holds.push(placed.hold);
    inserted.push(placed.order);
    state.orders.set(placed.order.id, placed.order);
    log.push({ events: placed.events });
    return placed.order.id;
  });
  takeNamedOrders(state, memory, log);
  for (const entry of log) applyEvents(state, entry);
  // An amended order's hold goes back first, so its replacement's can use it; then the holds, since a
  // fill of this batch may take from a hold it opens.
  await moveHeld(tx, market.tenantId, [], releasedFirst, memory.holds);
  await openHolds(tx, market.tenantId, holds, memory.holds);
  const trades = await writeSettlement(tx, state, memory, inserted);
  await recordAudit(tx, ...audits);
  rememberOrders(state, memory);
  return {
    outcomes: outcomes.map((outcome) => {
      if (typeof outcome !== 'string') return outcome;
      const fills = state.fills.filter((fill) => fill.makerOrderId === outcome || fill.takerOrderId === outcome);
      return { order: state.orders.get(outcome) ?? null, fills };
    }),
    trades,
  };
}

/** What each order's hold has left, by hold id: as the writer remembers it, else as the ledger has it. */
async function holdsLeftOf(
  tx: Database,
  tenantId: string,
  memory: WriterMemory,
  orders: readonly OrderRow[],
): Promise<Map<string, bigint>> {
  const left = new Map<string, bigint>();
  for (const { holdId } of orders) {
    left.set(holdId, memory.holds.get(holdId)?.remainingUnits ?? (await getHold(tx, tenantId, holdId)).remainingUnits);
  }
  return left;
}

interface Placed {
  order: OrderRow;
  events: EngineEvent[];
  hold: HoldToOpen;
}

/** One order into the book, if its investor can afford its worst case; the book is untouched otherwise. */
function place(
  book: OrderBook,
  market: MarketRow,
  now: Date,
  draft: OrderDraft,
  pair: UserAccounts,
  available: Map<string, bigint>,
): Placed | { refusal: AppError } {
  const left = available.get(pair.available.id) ?? 0n;
  let quantityUnits: bigint;
  let worstCase: bigint;
  try {
    quantityUnits = quantityOf(market, book, draft, left);
    worstCase = holdOf(market, book, draft, quantityUnits);
  } catch (error) {
    if (error instanceof AppError) return { refusal: error };
    throw error;
  }
  if (left < worstCase) return { refusal: new AppError('TRD-6', 'Insufficient funds') };
  const { size: _size, ...asked } = draft;
  const order: OrderRow = {
    ...asked,
    quantityUnits,
    holdId: randomUUID(),
    isTriggered: false,
    filledQuantityUnits: 0n,
    filledCostUnits: 0n,
    feeUnits: 0n,
    status: OrderStatus.PendingNew,
    replacesOrderId: null,
    sequence: 0,
    createdAt: now,
    updatedAt: now,
  };
  const events = book.place(toEngineOrder(order));
  const [first] = events;
  if (first?.type === 'rejected') {
    return {
      refusal: new AppError('TRD-4', rejectionTexts[first.reason] ?? `The order was rejected: ${first.reason}`),
    };
  }
  if (first?.type !== 'accepted') throw new Error('the engine neither accepted nor rejected an order');
  order.sequence = first.sequence;
  available.set(pair.available.id, left - worstCase);
  const hold = { holdId: order.holdId, accounts: pair, amountUnits: worstCase, metadata: { orderId: order.id } };
  return { order, events, hold };
}
