import { randomUUID } from 'node:crypto';
import { openOrderStatusCodes } from '@invest/contracts';
import type { EngineEvent, TradeEvent } from '@invest/engine';
import { OrderStatus, Side } from '@invest/engine';
import { baseUnitsOf, feeOf, mulDivRound, scaleOf } from '@invest/money';
import type { Database } from '../../../platform/db/database';
import { type HoldMovement, moveHeld, userAssetKey } from '../../ledger';
import type { MarketRow } from '../markets/markets.repository';
import { type FillRow, type OrderRow, writeOrderRows } from '../markets/orders.repository';
import { announceVenueExecutions } from '../venues/venue-reports';
import { announceSettlement, type SettledTrade } from './realtime-events';
import { accountsOf, feeAccountOf, type WriterMemory } from './writer-memory';

const openStatuses = new Set<string>(openOrderStatusCodes);

/** The engine's events of one command, and the status its cancellations end in. */
export interface CommandEvents {
  events: readonly EngineEvent[];
  /** Canceled (4), or Rejected (8) when an administrator refused the order. */
  cancelledAs?: string;
}

/**
 * What a batch of engine events does to the market's orders, worked out in memory before anything
 * is written: the orders as they end the batch (new ones included) and the fills.
 */
export interface SettlementState {
  market: MarketRow;
  now: Date;
  orders: Map<string, OrderRow>;
  fills: FillRow[];
}

/**
 * Takes into the state a copy of each resting order the events name, from the writer's memory of
 * the open orders. One it does not hold means the memory is wrong: the batch fails and the writer
 * is rebuilt from the database.
 */
export function takeNamedOrders(
  state: SettlementState,
  memory: WriterMemory,
  commands: readonly CommandEvents[],
): void {
  for (const { events } of commands) {
    for (const event of events) {
      const id = event.type === 'trade' ? event.makerOrderId : event.orderId;
      if (state.orders.has(id)) continue;
      const order = memory.openOrders.get(id);
      if (!order) throw new Error(`an event names order ${id}, which the market's writer does not hold`);
      state.orders.set(id, { ...order });
    }
  }
}

/** What the writer remembers once the batch is written: its orders still open, no longer the closed ones. */
export function rememberOrders(state: SettlementState, memory: WriterMemory): void {
  for (const order of state.orders.values()) {
    if (openStatuses.has(order.status)) memory.openOrders.set(order.id, { ...order });
    else memory.openOrders.delete(order.id);
  }
}

function orderOf(state: SettlementState, orderId: string): OrderRow {
  const order = state.orders.get(orderId);
  if (!order) throw new Error('an order of an event not loaded');
  return order;
}

/**
 * What a fill moves from its buyer to its seller: price times quantity, exact for whole lots at a price
 * on the tick. A fill of an odd quantity (a sell of a whole position below the lot size) or at a price
 * off the tick (a stop's band edge) is worth a fraction of a quote unit more, which is rounded down:
 * the buyer's fills never add up to more than the hold worked out on the buyer's whole quantity, and
 * the seller gives up less than one quote unit per such fill.
 */
function fillCostOf(market: MarketRow, price: bigint, quantity: bigint): bigint {
  const quotePerPriceUnit = 10n ** BigInt(scaleOf(market.quoteAsset) - market.priceScale);
  return mulDivRound(price * quantity, quotePerPriceUnit, 10n ** BigInt(market.quantityScale), 'down');
}

/** Charges one side of a fill: the order's fee is the fee on its whole filled cost so far. */
function chargeFill(order: OrderRow, quantity: bigint, cost: bigint, remaining: number): bigint {
  const fee = feeOf(order, order.filledCostUnits + cost);
  const feeIncrement = fee - order.feeUnits;
  order.filledQuantityUnits += quantity;
  order.filledCostUnits += cost;
  order.feeUnits = fee;
  order.status = remaining === 0 ? OrderStatus.Filled : OrderStatus.PartiallyFilled;
  return feeIncrement;
}

function recordTrade(state: SettlementState, event: TradeEvent): void {
  const maker = orderOf(state, event.makerOrderId);
  const taker = orderOf(state, event.takerOrderId);
  const quantity = BigInt(event.quantity);
  const cost = fillCostOf(state.market, BigInt(event.price), quantity);
  const makerFee = chargeFill(maker, quantity, cost, event.makerRemainingQuantity);
  const takerFee = chargeFill(taker, quantity, cost, event.takerRemainingQuantity);
  state.fills.push({
    id: randomUUID(),
    tenantId: state.market.tenantId,
    marketId: state.market.id,
    makerOrderId: maker.id,
    takerOrderId: taker.id,
    priceUnits: BigInt(event.price),
    quantityUnits: quantity,
    costUnits: cost,
    makerFeeUnits: makerFee,
    takerFeeUnits: takerFee,
    makerStatus: maker.status,
    takerStatus: taker.status,
    sequence: event.sequence,
    createdAt: state.now,
  });
}

/** Applies one command's events to the orders of the state, in order. */
export function applyEvents(state: SettlementState, { events, cancelledAs }: CommandEvents): void {
  for (const event of events) {
    if (event.type === 'trade') recordTrade(state, event);
    else if (event.type === 'accepted') orderOf(state, event.orderId).status = OrderStatus.New;
    else if (event.type === 'cancelled') orderOf(state, event.orderId).status = cancelledAs ?? OrderStatus.Canceled;
    else if (event.type === 'expired') orderOf(state, event.orderId).status = OrderStatus.DoneForDay;
    else if (event.type === 'replaced') orderOf(state, event.orderId).status = OrderStatus.Replaced;
    else if (event.type === 'triggered') {
      // A stop reached its trigger: it now trades, or rests with the time priority of its trigger.
      const order = orderOf(state, event.orderId);
      order.isTriggered = true;
      order.sequence = event.sequence;
    }
  }
}

/**
 * Each fill as one ledger transaction: the buyer's hold pays the seller (less the seller's fee) and
 * both fees to the fee account; the seller's hold pays the buyer.
 */
async function tradeMovements(tx: Database, state: SettlementState, memory: WriterMemory): Promise<HoldMovement[]> {
  const { market } = state;
  const sides = state.fills.map((fill) => {
    const maker = orderOf(state, fill.makerOrderId);
    const taker = orderOf(state, fill.takerOrderId);
    return taker.side === Side.Buy
      ? { fill, buyer: taker, seller: maker, buyerFee: fill.takerFeeUnits, sellerFee: fill.makerFeeUnits }
      : { fill, buyer: maker, seller: taker, buyerFee: fill.makerFeeUnits, sellerFee: fill.takerFeeUnits };
  });
  if (sides.length === 0) return [];
  const accounts = await accountsOf(
    tx,
    market.tenantId,
    memory,
    sides.flatMap(({ buyer, seller }) => [
      { userId: seller.userId, asset: market.quoteAsset },
      { userId: buyer.userId, asset: market.baseAsset },
    ]),
  );
  const userAccounts = (userId: string, asset: string) => {
    const found = accounts.get(userAssetKey(userId, asset));
    if (!found) throw new Error('a trader’s accounts were not found');
    return found;
  };
  const fees = await feeAccountOf(tx, market.tenantId, memory, market.quoteAsset);
  return sides.map(({ fill, buyer, seller, buyerFee, sellerFee }) => ({
    kind: 'trade',
    // A fill worth less than one quote unit (a few base units of a position sold in full) costs nothing:
    // the buyer's hold pays nothing, so only the seller's is named.
    parts: [
      {
        holdId: buyer.holdId,
        to: [
          {
            account: userAccounts(seller.userId, market.quoteAsset).available,
            amountUnits: fill.costUnits - sellerFee,
          },
          { account: fees, amountUnits: buyerFee + sellerFee },
        ].filter((part) => part.amountUnits > 0n),
      },
      {
        holdId: seller.holdId,
        to: [
          {
            account: userAccounts(buyer.userId, market.baseAsset).available,
            amountUnits: baseUnitsOf(market, fill.quantityUnits),
          },
        ],
      },
    ].filter((part) => part.to.length > 0),
    metadata: {
      market: market.symbol,
      makerOrderId: fill.makerOrderId,
      takerOrderId: fill.takerOrderId,
      sequence: fill.sequence,
    },
  }));
}

/**
 * Writes the state in the caller's transaction: the fills settled in the ledger, the rest of the hold
 * of every order that closed released, then in one statement the batch's new orders (`inserted`, as
 * they end the batch), the resting orders it changed and the fills (with the ids the writer gave
 * them), and the outbox events telling their owners. Returns the trades for the market feed.
 */
export async function writeSettlement(
  tx: Database,
  state: SettlementState,
  memory: WriterMemory,
  inserted: readonly OrderRow[],
): Promise<SettledTrade[]> {
  const { market, fills } = state;
  const releases = [...state.orders.values()]
    .filter((order) => !openStatuses.has(order.status))
    .map((order) => ({ holdId: order.holdId, metadata: { orderId: order.id } }));
  const insertedIds = new Set(inserted.map((order) => order.id));
  const changed = [...state.orders.values()].filter((order) => !insertedIds.has(order.id));
  for (const order of changed) order.updatedAt = state.now;
  await moveHeld(tx, market.tenantId, await tradeMovements(tx, state, memory), releases, memory.holds);
  await writeOrderRows(tx, { inserted, changed, fills });
  await announceSettlement(tx, market, state.orders);
  await announceVenueExecutions(
    tx,
    market,
    fills.map((fill) => fill.id),
  );
  return fills.map((fill) => ({
    id: fill.id,
    priceUnits: fill.priceUnits,
    quantityUnits: fill.quantityUnits,
    takerSide: orderOf(state, fill.takerOrderId).side === Side.Sell ? Side.Sell : Side.Buy,
    createdAt: fill.createdAt,
  }));
}
