import { z } from 'zod';
import type { SwapState } from './swap.port';
import { decimalOf } from './swap-amounts';
import { textOf } from './swap-http';

/**
 * Changelly's Fiat API (on-ramp) behind a port: offers of the card providers it fronts for buying
 * USDC with US dollars, an order opened with our payment id as `externalOrderId` that the buyer pays
 * at the provider's checkout (its `redirectUrl`), and a callback for each status the order takes.
 */

export interface ChangellyFiatOfferInfo {
  providerCode: string;
  amountFrom: string;
  amountExpectedTo: string;
  rate: string;
  fee: string;
  paymentMethods: string[];
}

export interface ChangellyFiatPlace {
  country: string;
  state: string | null;
}

export interface ChangellyFiatOrderInput extends ChangellyFiatPlace {
  /** Our payment id, sent as externalOrderId. */
  paymentId: string;
  /** Our user id, sent as externalUserId. */
  userId: string;
  /** US dollars, a decimal string. */
  amountFrom: string;
  providerCode: string;
}

export interface ChangellyFiatOrderOpened {
  orderId: string;
  providerStatus: string;
  redirectUrl: string | null;
}

/** What a verified callback (or the orders API) says of one order. */
export interface ChangellyFiatOrderEvent {
  /** Unique per status of an order: a second delivery of it changes nothing. */
  eventId: string;
  orderId: string;
  externalOrderId: string | null;
  externalUserId: string | null;
  providerStatus: string;
  state: SwapState;
  /** The USDC delivered, when the order says. */
  deliveredAmount: string | null;
  failureReason: string | null;
}

/** The sandbox's way to act out an order: the callbacks Changelly would send, signed when they are sent. */
export interface ChangellyFiatSandbox {
  simulate(input: ChangellyFiatOrderInput & { orderId: string }): Record<string, unknown>[];
  sign(body: Record<string, unknown>): string;
}

export interface ChangellyFiatProvider {
  readonly isSandbox: boolean;
  /** Where a buyer who names no country pays from: the platform's country. */
  readonly defaultPlace: ChangellyFiatPlace;
  getOffers(input: ChangellyFiatPlace & { amountFrom: string; userId: string }): Promise<ChangellyFiatOfferInfo[]>;
  createOrder(input: ChangellyFiatOrderInput): Promise<ChangellyFiatOrderOpened>;
  /** Verifies a callback (401 when not Changelly's) and reads its order; null when it is not about one. */
  readCallback(body: unknown, signature: string | undefined): Promise<ChangellyFiatOrderEvent | null>;
  /** The order as Changelly's orders API has it, by our payment id (the polling path); null in the sandbox. */
  getOrder(paymentId: string): Promise<ChangellyFiatOrderEvent | null>;
  readonly sandbox?: ChangellyFiatSandbox;
}

/** The body of POST /v1/orders for an order: USDC bought with US dollars by card, delivered to `walletAddress`. */
export function changellyFiatOrderBody(input: ChangellyFiatOrderInput, walletAddress: string) {
  return {
    externalOrderId: input.paymentId,
    externalUserId: input.userId,
    providerCode: input.providerCode,
    currencyFrom: 'USD',
    currencyTo: 'USDC',
    amountFrom: input.amountFrom,
    country: input.country,
    ...(input.state && { state: input.state }),
    walletAddress,
    paymentMethod: 'card',
  };
}

const failedStatuses = new Set(['failed', 'refunded', 'expired']);

/** The Fiat API's order statuses (created, pending, hold, refunded, expired, failed, complete) in ours. */
export function toChangellyFiatState(status: string): SwapState {
  if (status === 'complete') return 'COMPLETED';
  return failedStatuses.has(status) ? 'FAILED' : 'PENDING';
}

/** The Fiat API's order statuses, for the swaps' mapper. */
export const changellyFiatStatuses = { stateOf: toChangellyFiatState, completed: 'complete', failed: 'failed' };

const orderSchema = z.looseObject({
  orderId: z.string().min(1).max(128),
  status: z.string().min(1).max(32),
  externalOrderId: z.string().max(128).nullable().optional(),
  externalUserId: z.string().max(128).nullable().optional(),
  payoutAmount: z.unknown().optional(),
});

/** An order object of the Fiat API (a callback's body, or an item of GET /v1/orders) in ours. */
export function readChangellyFiatOrder(value: unknown): ChangellyFiatOrderEvent | null {
  const parsed = orderSchema.safeParse(value);
  if (!parsed.success) return null;
  const order = parsed.data;
  const state = toChangellyFiatState(order.status);
  return {
    eventId: `${order.orderId}:${order.status}`,
    orderId: order.orderId,
    externalOrderId: order.externalOrderId ?? null,
    externalUserId: order.externalUserId ?? null,
    providerStatus: order.status,
    state,
    deliveredAmount: state === 'COMPLETED' ? decimalOf(order.payoutAmount) : null,
    failureReason:
      state !== 'FAILED'
        ? null
        : order.status === 'failed'
          ? 'The Changelly card purchase failed'
          : `The Changelly card purchase was ${order.status}`,
  };
}

const offerSchema = z.looseObject({
  providerCode: z.string().regex(/^[a-z0-9_]{2,32}$/),
  amountFrom: z.unknown(),
  amountExpectedTo: z.unknown(),
  rate: z.unknown(),
  fee: z.unknown(),
  paymentMethodOffer: z.array(z.looseObject({ method: z.string() })).optional(),
  paymentMethodOffers: z.array(z.looseObject({ method: z.string() })).optional(),
});

/** The Fiat API's offers in ours; an invalid offer (the API may list one, with an error) is left out. */
export function readChangellyFiatOffers(value: unknown): ChangellyFiatOfferInfo[] {
  const list = Array.isArray(value) ? value : [];
  const offers: ChangellyFiatOfferInfo[] = [];
  for (const item of list) {
    const parsed = offerSchema.safeParse(item);
    if (!parsed.success) continue;
    const offer = parsed.data;
    const amountExpectedTo = decimalOf(offer.amountExpectedTo);
    const amountFrom = decimalOf(offer.amountFrom);
    if (!amountExpectedTo || !amountFrom) continue;
    offers.push({
      providerCode: offer.providerCode,
      amountFrom,
      amountExpectedTo,
      rate: textOf(offer.rate) ?? '0',
      fee: textOf(offer.fee) ?? '0',
      paymentMethods: (offer.paymentMethodOffers ?? offer.paymentMethodOffer ?? []).map((method) => method.method),
    });
  }
  return offers;
}
