import { openOrderStatusCodes } from '@invest/contracts';
import type { EngineEvent, TradeEvent } from '@invest/engine';
import { OrderStatus } from '@invest/engine';
import type { Database } from '../../platform/db/database';
import { captureHolds, getHold, getOrCreateAccount, getOrCreateUserAccounts, release, systemPurposes } from '../ledger';
import type { MarketRow } from './markets.repository';
import { baseUnitsOf, costOf, feeOf } from './order-amounts';
import { findOrdersByIds, insertFills, type NewFill, type OrderRow, updateOrderFill } from './orders.repository';
import { announceSettlement } from './realtime-events';

const openStatuses = new Set<string>(openOrderStatusCodes);

interface SettlementContext {
  tx: Database;
  market: MarketRow;
  now: Date;
  orders: Map<string, OrderRow>;
  fills: NewFill[];
}

/** Charges one side of a fill: the order's fee is the fee on its whole filled cost so far. */
function chargeFill(order: OrderRow, event: TradeEvent, cost: bigint, remaining: number): bigint {
  const fee = feeOf(order, order.filledCostUnits + cost);
  const feeIncrement = fee - order.feeUnits;
  order.filledQuantityUnits += BigInt(event.quantity);
  order.filledCostUnits += cost;
  order.feeUnits = fee;
  order.status = remaining === 0 ? OrderStatus.Filled : OrderStatus.PartiallyFilled;
  return feeIncrement;
}

/**
 * Settles one fill in the caller's transaction, as one ledger transaction: the buyer's quote hold pays
 * the seller (less the seller's fee) and both fees to the fee account; the seller's base hold pays
 * the buyer.
 */
async function settleTrade(context: SettlementContext, event: TradeEvent): Promise<void> {
  const { tx, market } = context;
  const maker = context.orders.get(event.makerOrderId);
  const taker = context.orders.get(event.takerOrderId);
  if (!maker || !taker) throw new Error('a trade of an order not loaded');
  const cost = costOf(market, BigInt(event.price), BigInt(event.quantity));
  const makerFee = chargeFill(maker, event, cost, event.makerRemainingQuantity);
  const takerFee = chargeFill(taker, event, cost, event.takerRemainingQuantity);
  const [buyer, seller] = taker.side === 1 ? [taker, maker] : [maker, taker];
  const [buyerFee, sellerFee] = taker.side === 1 ? [takerFee, makerFee] : [makerFee, takerFee];
  const tenantId = market.tenantId;
  const sellerQuote = await getOrCreateUserAccounts(tx, tenantId, seller.userId, market.quoteAsset);
  const buyerBase = await getOrCreateUserAccounts(tx, tenantId, buyer.userId, market.baseAsset);
  const fees = await getOrCreateAccount(tx, tenantId, {
    owner: { kind: 'system' },
    asset: market.quoteAsset,
    purpose: systemPurposes.fees,
  });
  const metadata = { market: market.symbol, makerOrderId: maker.id, takerOrderId: taker.id, sequence: event.sequence };
  const quoteParts = [
    { account: sellerQuote.available, amountUnits: cost - sellerFee },
    { account: fees, amountUnits: buyerFee + sellerFee },
  ].filter((part) => part.amountUnits > 0n);
  await captureHolds(tx, tenantId, {
    parts: [
      { holdId: buyer.holdId, to: quoteParts },
      {
        holdId: seller.holdId,
        to: [{ account: buyerBase.available, amountUnits: baseUnitsOf(market, BigInt(event.quantity)) }],
      },
    ],
    kind: 'trade',
    metadata,
  });
  context.fills.push({
    tenantId,
    marketId: market.id,
    makerOrderId: maker.id,
    takerOrderId: taker.id,
    priceUnits: BigInt(event.price),
    quantityUnits: BigInt(event.quantity),
    costUnits: cost,
    makerFeeUnits: makerFee,
    takerFeeUnits: takerFee,
    makerStatus: maker.status,
    takerStatus: taker.status,
    sequence: event.sequence,
    createdAt: context.now,
  });
}

function setStatus(context: SettlementContext, orderId: string, status: string): void {
  const order = context.orders.get(orderId);
  if (!order) throw new Error('an order of an event not loaded');
  order.status = status;
}

/** A stop reached its trigger: it now trades, or rests with the time priority of its trigger. */
function markTriggered(context: SettlementContext, orderId: string, sequence: number): void {
  const order = context.orders.get(orderId);
  if (!order) throw new Error('an order of an event not loaded');
  order.isTriggered = true;
  order.sequence = sequence;
}

/**
 * Writes what the engine did in the caller's transaction: fills settled in the ledger, order rows
 * updated, and the rest of the hold of every order that closed released. `orders` holds the new
 * order; the resting orders the events name are read here.
 */
export async function applyEngineEvents(
  tx: Database,
  scope: {
    market: MarketRow;
    now: Date;
    /** The status a cancelled order ends in: Canceled (4), or Rejected (8) when an administrator refused it. */
    cancelledAs?: string;
  },
  events: readonly EngineEvent[],
  orders: readonly OrderRow[],
): Promise<void> {
  const known = new Map(orders.map((order) => [order.id, order]));
  const named = events.flatMap((event) => (event.type === 'trade' ? [event.makerOrderId] : [event.orderId]));
  for (const order of await findOrdersByIds(
    tx,
    [...new Set(named)].filter((id) => !known.has(id)),
  )) {
    known.set(order.id, order);
  }
  const context: SettlementContext = { tx, ...scope, orders: known, fills: [] };
  for (const event of events) {
    if (event.type === 'trade') await settleTrade(context, event);
    else if (event.type === 'accepted') setStatus(context, event.orderId, OrderStatus.New);
    else if (event.type === 'cancelled') setStatus(context, event.orderId, scope.cancelledAs ?? OrderStatus.Canceled);
    else if (event.type === 'expired') setStatus(context, event.orderId, OrderStatus.Expired);
    else if (event.type === 'triggered') markTriggered(context, event.orderId, event.sequence);
  }
  const fillIds = await insertFills(tx, context.fills);
  for (const order of known.values()) {
    if (!openStatuses.has(order.status)) {
      const hold = await getHold(tx, scope.market.tenantId, order.holdId);
      if (hold.remainingUnits > 0n) {
        await release(tx, scope.market.tenantId, { holdId: order.holdId, metadata: { orderId: order.id } });
      }
    }
    await updateOrderFill(tx, {
      id: order.id,
      filledQuantityUnits: order.filledQuantityUnits,
      filledCostUnits: order.filledCostUnits,
      feeUnits: order.feeUnits,
      status: order.status,
      isTriggered: order.isTriggered,
      sequence: order.sequence,
      updatedAt: scope.now,
    });
  }
  await announceSettlement(tx, scope.market, context.fills, fillIds, known);
}
