import { randomUUID } from 'node:crypto';
import { findOfferRestriction, messages, type Order, type PlaceOrderRequest } from '@invest/contracts';
import { type OrderBook, OrderStatus, OrderType, Side } from '@invest/engine';
import { formatUnits } from '@invest/money';
import type { Database } from '../../platform/db/database';
import { inTransaction } from '../../platform/db/transaction';
import { AppError, invalid } from '../../platform/errors';
import type { AuthContext } from '../../platform/http/context';
import { hold } from '../ledger';
import { expireEndedDayOrders } from './day-expiry';
import { toEngineOrder } from './engine-orders';
import { isMarketOpen } from './market-hours';
import { findMarket, type MarketRow } from './markets.repository';
import { bandLimitOf, baseUnitsOf, costOf, feeOf } from './order-amounts';
import { type OrderUnits, readOrderUnits } from './order-input';
import { getOrder } from './order-queries.service';
import { findOrderByKey, insertOrder, type OrderRow } from './orders.repository';
import { applyEngineEvents } from './settlement';
import type { TradingDeps } from './trading.deps';

const rejectionTexts: Record<string, string> = {
  'no-liquidity': 'There is no order to trade against',
  'outside-price-band': 'The best price is outside the price protection band',
  'fok-unfillable': 'A fill-or-kill order must fill in full at once, and it cannot',
};

/** Refuses an order its investor may not place: pending approval (TRD-12), market closed (TRD-5), restrictions. */
async function assertMayTrade(deps: TradingDeps, actor: AuthContext, market: MarketRow): Promise<void> {
  if (!isMarketOpen(market, deps.clock.now())) throw new AppError('TRD-5', 'The market is closed');
  const profile = await deps.offerProfile(actor.tenantId, actor.userId);
  const restriction = findOfferRestriction(
    {
      OnlyForAccredited: market.onlyForAccredited,
      HasCountryRestriction: market.hasCountryRestriction,
      RestrictedCountries: market.restrictedCountries,
    },
    profile,
  );
  if (restriction === 'country') throw new AppError('FORBIDDEN', messages.countryRestricted);
  if (restriction === 'accreditation') {
    throw new AppError('FORBIDDEN', 'This offer is only available to accredited investors');
  }
}

/**
 * The worst case an order can cost its owner, which the ledger holds: for a buy the quote cost at its
 * limit (a market buy: at the edge of the price band) plus the fee on it, for a sell the quantity.
 */
function holdOf(market: MarketRow, book: OrderBook, side: Side, units: OrderUnits): { asset: string; amount: bigint } {
  if (side === Side.Sell) return { asset: market.baseAsset, amount: baseUnitsOf(market, units.quantity) };
  let price = units.price;
  if (price === null) {
    const reference = book.lastTradePrice ?? book.bestAsk();
    if (reference === null) throw new AppError('TRD-4', rejectionTexts['no-liquidity'] as string);
    price = bandLimitOf(BigInt(reference), market.priceBandBps, 'buy');
  }
  const cost = costOf(market, price, units.quantity);
  return { asset: market.quoteAsset, amount: cost + feeOf(market, cost) };
}

async function placeInBook(
  tx: Database,
  book: OrderBook,
  order: OrderRow,
  market: MarketRow,
  now: Date,
): Promise<void> {
  const events = book.place(toEngineOrder(order));
  const [first] = events;
  if (first?.type === 'rejected') {
    throw new AppError('TRD-4', rejectionTexts[first.reason] ?? `The order was rejected: ${first.reason}`);
  }
  if (first?.type !== 'accepted') throw new Error('the engine neither accepted nor rejected an order');
  order.sequence = first.sequence;
  await insertOrder(tx, order);
  await applyEngineEvents(tx, { market, now }, events, [order]);
}

/**
 * POST /api/orders: checks the investor and the market, then, as the market's one writer and in one
 * database transaction, holds the worst case in the ledger, records the order, matches it and
 * settles its fills. A refusal writes nothing.
 */
export async function placeOrder(
  deps: TradingDeps,
  actor: AuthContext,
  body: PlaceOrderRequest,
  idempotencyKey: string | null = null,
): Promise<Order> {
  if (!actor.investorId) throw new AppError('TRD-12', 'Your account is pending approval');
  // The order of a request whose answer was lost (its process died after committing) is the answer.
  const placed = idempotencyKey && (await findOrderByKey(deps.db, actor, idempotencyKey));
  if (placed) return getOrder(deps, actor, placed.id);
  const market = await findMarket(deps.db, actor.tenantId, { symbol: body.ShareName });
  if (!market) throw invalid('ShareName', `There is no market ${body.ShareName}`);
  const units = readOrderUnits(
    market,
    body,
    formatUnits(market.tick, market.priceScale),
    formatUnits(market.lot, market.quantityScale),
  );
  await assertMayTrade(deps, actor, market);
  if (body.OrderType === OrderType.Stop && units.stopPrice !== null) {
    units.price = bandLimitOf(units.stopPrice, market.priceBandBps, body.Side === Side.Buy ? 'buy' : 'sell');
  }
  const orderId = randomUUID();
  await deps.desk.run(market, (book) =>
    inTransaction(deps.db, async (tx) => {
      const now = deps.clock.now();
      await expireEndedDayOrders(tx, book, market, now);
      const worstCase = holdOf(market, book, body.Side, units);
      const held = await hold(tx, actor.tenantId, {
        userId: actor.userId,
        asset: worstCase.asset,
        amountUnits: worstCase.amount,
        metadata: { orderId },
      });
      const order: OrderRow = {
        id: orderId,
        tenantId: actor.tenantId,
        userId: actor.userId,
        marketId: market.id,
        side: body.Side,
        orderType: body.OrderType,
        timeInForce: body.TimeInForce,
        priceUnits: units.price,
        stopPriceUnits: units.stopPrice,
        isTriggered: false,
        quantityUnits: units.quantity,
        filledQuantityUnits: 0n,
        filledCostUnits: 0n,
        feeUnits: 0n,
        feePct: market.feePct,
        status: OrderStatus.PendingNew,
        holdId: held.id,
        idempotencyKey,
        sequence: 0,
        createdAt: now,
        updatedAt: now,
      };
      await placeInBook(tx, book, order, market, now);
    }),
  );
  return getOrder(deps, actor, orderId);
}
