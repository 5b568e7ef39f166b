import { randomUUID } from 'node:crypto';
import { maxOrderUnits, type OrderSize, quantityForOrderAmount, sellAllQuantityOf } from '@invest/contracts';
import { type EngineEvent, type OrderBook, OrderStatus, OrderType, Side } from '@invest/engine';
import { bandLimitOf, baseUnitsOf, buyHoldOf, formatUnits } from '@invest/money';
import { type AuditEntry, recordAudit } from '../../../platform/audit/audit';
import type { Database } from '../../../platform/db/database';
import { AppError, invalid } from '../../../platform/errors';
import { type HoldToOpen, lockAvailableBalances, openHolds, type UserAccounts, userAssetKey } from '../../ledger';
import { isMarketHaltedWithLock, type MarketRow } from '../markets/markets.repository';
import type { FillRow, OrderRow } from '../markets/orders.repository';
import { expireEndedDayOrders } from './day-expiry';
import { toEngineOrder } from './engine-orders';
import { marketHalted } from './market-closed';
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
  /** Nothing but what every batch does first: expire the Day orders of an ended session. */
  | { type: 'expire-day' };

/** How a command ended: its order as the batch left it (with the fills of the batch), or its refusal. */
export type CommandOutcome = { order: OrderRow | null; fills: FillRow[] } | { refusal: AppError };

const rejectionTexts: Record<string, string> = {
  'no-liquidity': 'There is no order to trade against',
  'outside-price-band': 'The best price is outside the price protection band',
  'fok-unfillable': 'A fill-or-kill order must fill in full at once, and it cannot',
};

const noLiquidity = () => new AppError('TRD-4', rejectionTexts['no-liquidity'] as string);

const notOpen = () => new AppError('TRD-11', 'The order is no longer open, so it cannot be cancelled');

/** The price a market-priced order is worked out at: the last trade, or before the first the best price it would meet. */
function referenceOf(book: OrderBook, side: OrderDraft['side']): bigint {
  const reference = book.lastTradePrice ?? (side === Side.Buy ? book.bestAsk() : book.bestBid());
  if (reference === null) throw noLiquidity();
  return BigInt(reference);
}

/** The worst price a buy may pay: its limit, or for a market buy the edge of the price band above the reference. */
const worstBuyPriceOf = (market: MarketRow, book: OrderBook, draft: OrderDraft) =>
  draft.priceUnits ?? bandLimitOf(referenceOf(book, Side.Buy), market.priceBandBps, 'buy');

/**
 * The order's quantity (order-rules.ts in packages/contracts): as given; for an amount, the whole lots
 * it buys at the buy's worst price with the fee, or sells at the sell's limit, stop or reference; for
 * a sell of everything, all that is `available` to the investor now. A size that comes to nothing is
 * refused: an amount below one lot (400), nothing available to sell (INS-1).
 */
function quantityOf(market: MarketRow, book: OrderBook, draft: OrderDraft, available: bigint): bigint {
  const { size } = draft;
  if ('quantity' in size) return size.quantity;
  if ('all' in size) {
    const quantity = sellAllQuantityOf(market, available);
    if (quantity <= 0n) throw new AppError('INS-1', `There is no ${market.baseAsset} available to sell`);
    if (quantity > maxOrderUnits) throw invalid('SellAll', 'The position is too large to sell in one order');
    return quantity;
  }
  const isBuy = draft.side === Side.Buy;
  const price = isBuy
    ? worstBuyPriceOf(market, book, draft)
    : ((draft.orderType === OrderType.Stop ? draft.stopPriceUnits : draft.priceUnits) ?? referenceOf(book, Side.Sell));
  const quantity = quantityForOrderAmount(market, isBuy ? 'buy' : 'sell', size.amount, price);
  if (quantity <= 0n) {
    const lot = `${formatUnits(market.lot, market.quantityScale)} ${market.baseAsset}`;
    throw invalid('Amount', `The amount is less than one lot of ${market.symbol} (${lot}) at its price`);
  }
  if (quantity > maxOrderUnits) throw invalid('Amount', 'Amount is too large');
  return quantity;
}

/**
 * The worst case an order can cost its owner, which the ledger holds: for a buy the quote cost at its
 * limit (a market buy: at the edge of the price band from the book's reference now) plus the fee on
 * it, for a sell the quantity.
 */
function holdOf(market: MarketRow, book: OrderBook, draft: OrderDraft, quantity: bigint): bigint {
  if (draft.side === Side.Sell) return baseUnitsOf(market, quantity);
  return buyHoldOf(market, worstBuyPriceOf(market, book, draft), quantity);
}

const holdAssetOf = (market: MarketRow, draft: OrderDraft) =>
  draft.side === Side.Sell ? market.baseAsset : market.quoteAsset;

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
  const hasPlacements = commands.some((command) => command.type === 'place');
  // Read under lock, so that once a halt has committed no order of a batch written after it trades.
  const isHalted = hasPlacements && (await isMarketHaltedWithLock(tx, market.id));
  const drafts = isHalted ? [] : commands.flatMap((command) => (command.type === 'place' ? [command.draft] : []));
  const accounts = await accountsOf(
    tx,
    market.tenantId,
    memory,
    drafts.map((draft) => ({ userId: draft.userId, asset: holdAssetOf(market, draft) })),
  );
  const available = await lockAvailableBalances(
    tx,
    market.tenantId,
    drafts.map((draft) => {
      const pair = accounts.get(userAssetKey(draft.userId, holdAssetOf(market, draft)));
      if (!pair) throw new Error('an order without its investor’s accounts');
      return pair.available;
    }),
  );
  const holds: HoldToOpen[] = [];
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
    const pair = accounts.get(userAssetKey(command.draft.userId, holdAssetOf(market, command.draft)));
    const placed = place(book, market, now, command.draft, pair, available);
    if ('refusal' in placed) return placed;
    holds.push(placed.hold);
    inserted.push(placed.order);
    state.orders.set(placed.order.id, placed.order);
    log.push({ events: placed.events });
    return placed.order.id;
  });
  takeNamedOrders(state, memory, log);
  for (const entry of log) applyEvents(state, entry);
  // The holds first: a fill of this batch may take from a hold it opens.
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
  pair: UserAccounts | undefined,
  available: Map<string, bigint>,
): Placed | { refusal: AppError } {
  if (!pair) throw new Error('an order without its investor’s accounts');
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
  if (left < worstCase) return { refusal: new AppError('INS-1', 'Insufficient funds') };
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
