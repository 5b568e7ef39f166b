import { createHash } from 'node:crypto';
import {
  type AssetTradeRequest,
  type ErrorCode,
  errorStatus,
  type Order,
  orderSides,
  orderTypes,
  type PlaceOrderRequest,
  timeInForces,
} from '@invest/contracts';
import { AppError } from '../../../platform/errors';
import type { AuthContext } from '../../../platform/http/context';
import { findMarket } from '../markets/markets.repository';
import type { BoardDeps } from './board.deps';
import type { ForwardedCaller, HostRefusal } from './trading-host-client';

/** The fields of the order the trade becomes, by the trade's own names, for the errors the host reports. */
const tradeFieldOf: Record<string, keyof AssetTradeRequest> = {
  ShareName: 'token',
  Side: 'action',
  OrderType: 'type',
  Price: 'price',
  Quantity: 'amount',
};

/**
 * The key the order is placed with on the trading host: derived from the trade's own, so a retry of
 * the trade finds the same order, and never equal to a key the investor uses on the host directly.
 */
const hostKeyOf = (idempotencyKey: string) =>
  `assets-trade-${createHash('sha256').update(idempotencyKey).digest('base64url')}`;

function toOrderRequest(body: AssetTradeRequest, symbol: string): PlaceOrderRequest {
  const isMarket = body.type === 'market';
  return {
    ShareName: symbol,
    Side: orderSides[body.action],
    OrderType: isMarket ? orderTypes.market : orderTypes.limit,
    ...(body.price === undefined ? {} : { Price: body.price }),
    Quantity: body.amount,
    // A market trade cannot rest in the book: what does not fill at once is cancelled.
    TimeInForce: isMarket ? timeInForces.immediateOrCancel : timeInForces.goodTillCancel,
  };
}

function relayed(refusal: HostRefusal): AppError {
  const code = (Object.hasOwn(errorStatus, refusal.code) ? refusal.code : 'INTERNAL') as ErrorCode;
  const errors =
    refusal.errors &&
    Object.fromEntries(Object.entries(refusal.errors).map(([field, texts]) => [tradeFieldOf[field] ?? field, texts]));
  return new AppError(code, refusal.message, errors ? { errors } : {});
}

/**
 * POST /v1/assets/trade: the trade becomes an order of the market TOKEN-WALLET, placed on the trading
 * host by its POST /api/orders (placeOrder: the ledger holds the worst case, the engine matches, the
 * fills settle), as the caller and under a key derived from theirs. The host's refusals come back
 * as they are, named by the trade's fields. `balance` is the client's view: the ledger checks.
 */
export async function placeAssetTrade(
  deps: Pick<BoardDeps, 'db' | 'tradingHost'>,
  actor: Pick<AuthContext, 'tenantId'>,
  caller: ForwardedCaller,
  body: AssetTradeRequest,
  idempotencyKey: string,
): Promise<Order> {
  const symbol = `${body.token}-${body.wallet}`;
  if (!(await findMarket(deps.db, actor.tenantId, { symbol }))) {
    const message = `There is no market of ${body.token} in ${body.wallet} on this platform`;
    throw new AppError('VALIDATION', message, { errors: { token: [message] } });
  }
  const answer = await deps.tradingHost.placeOrder(caller, toOrderRequest(body, symbol), hostKeyOf(idempotencyKey));
  if ('refusal' in answer) throw relayed(answer.refusal);
  return answer.order;
}
