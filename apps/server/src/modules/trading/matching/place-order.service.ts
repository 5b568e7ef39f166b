import { randomUUID } from 'node:crypto';
import { findOfferRestriction, messages, type Order, type PlaceOrderRequest } from '@invest/contracts';
import { isUniqueViolation } from '../../../platform/db/postgres-errors';
import { AppError, invalid } from '../../../platform/errors';
import type { AuthContext } from '../../../platform/http/context';
import { isMarketTrading } from '../markets/market-trading-state';
import type { MarketRow } from '../markets/markets.repository';
import { toOrder } from '../markets/orders.mapper';
import { findOrderByKey } from '../markets/orders.repository';
import { orderKeyConstraint } from '../markets/orders.tables';
import { getOrder } from '../queries/order-queries.service';
import type { TradingDeps } from '../trading.deps';
import { marketClosed } from './market-closed';
import { readOrderUnits } from './order-input';

/** What placing an order needs: the clock, the market directory and writer, and the investor's profile. */
export type PlaceOrderDeps = Pick<TradingDeps, 'db' | 'clock' | 'desk' | 'markets' | 'offerProfile'>;

/** Who places an order: a signed-in investor, or a sandbox investor of the demo domain's market maker. */
export type TradingActor = Pick<AuthContext, 'tenantId' | 'userId' | 'investorId'>;

/** The database refused an order because its investor already placed one with its Idempotency-Key. */
const isOrderKeyTaken = (error: unknown) => isUniqueViolation(error, orderKeyConstraint);

/**
 * Answers a request whose answer was lost (its process died after committing, before the
 * Idempotency-Key's answer was stored) with the order it made, whatever its retry meets now: the key
 * taken, the funds since held by that very order, the market since closed. Looked for only when the
 * retry is refused, so an order made for the first time reads nothing.
 */
export async function orderOfLostAnswer<T>(
  deps: Pick<TradingDeps, 'db'>,
  actor: TradingActor,
  idempotencyKey: string | null,
  request: () => Promise<T>,
  answer: (orderId: string) => Promise<T>,
): Promise<T> {
  try {
    return await request();
  } catch (error) {
    const refused = error instanceof AppError || isOrderKeyTaken(error);
    const made = idempotencyKey && refused && (await findOrderByKey(deps.db, actor, idempotencyKey));
    if (!made) throw error;
    return answer(made.id);
  }
}

/** Refuses an order its investor may not place: market closed or halted (TRD-5), restrictions. */
export async function assertMayTrade(
  deps: Pick<TradingDeps, 'clock' | 'offerProfile'>,
  actor: TradingActor,
  market: MarketRow,
): Promise<void> {
  const now = deps.clock.now();
  if (!isMarketTrading(market, now)) throw marketClosed(market, now);
  if (!market.onlyForAccredited && !market.hasCountryRestriction) return;
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
 * POST /api/orders: checks the investor and the market, then hands the order to the market's one
 * writer, which, in the transaction of its batch, holds the worst case in the ledger, records the
 * order, matches it and settles its fills. A refusal writes nothing.
 */
export async function placeOrder(
  deps: PlaceOrderDeps,
  actor: TradingActor,
  body: PlaceOrderRequest,
  idempotencyKey: string | null = null,
): Promise<Order> {
  if (!actor.investorId) throw new AppError('TRD-12', 'Your account is pending approval');
  return orderOfLostAnswer(
    deps,
    actor,
    idempotencyKey,
    () => placeNewOrder(deps, actor, body, idempotencyKey),
    (orderId) => getOrder(deps, actor, orderId),
  );
}

/** Checks the market and the investor, then hands the order to the market's writer. */
async function placeNewOrder(
  deps: Omit<PlaceOrderDeps, 'db'>,
  actor: TradingActor,
  body: PlaceOrderRequest,
  idempotencyKey: string | null,
): Promise<Order> {
  const market = await deps.markets.bySymbol(actor.tenantId, body.ShareName);
  if (!market) throw invalid('ShareName', `There is no market ${body.ShareName}`);
  const units = readOrderUnits(market, body);
  await assertMayTrade(deps, actor, market);
  const outcome = await deps.desk.submit(market, {
    type: 'place',
    draft: {
      id: randomUUID(),
      tenantId: actor.tenantId,
      userId: actor.userId,
      marketId: market.id,
      side: body.Side,
      orderType: body.OrderType,
      timeInForce: body.TimeInForce,
      priceUnits: units.price,
      stopPriceUnits: units.stopPrice,
      size: units.size,
      feePct: market.feePct,
      integrationService: market.integrationService,
      idempotencyKey,
    },
  });
  if (!outcome.order) throw new Error('a placed order came back without its row');
  return toOrder(outcome.order, market, outcome.fills);
}
