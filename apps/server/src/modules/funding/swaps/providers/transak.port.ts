import { jwtVerify } from 'jose';
import { z } from 'zod';
import { AppError } from '../../../../platform/errors';
import type { SwapState } from './swap.port';
import { decimalOf } from './swap-amounts';

/**
 * Transak (fiat on-ramp) behind a port: the user buys USDC by card in Transak's widget, opened with
 * our payment id as `partnerOrderId`; Transak delivers the USDC to the platform's payout address and
 * tells us of each status of the order by webhook, whose body `{ "data": "<JWT>" }` is a JWT signed
 * (HS256) with the partner access token, claims `{ webhookData: <order>, eventID, createdAt }`.
 */

/** What a verified webhook (or the order API) says of one order. */
export interface TransakOrderEvent {
  /** Unique per status of an order: a second delivery of it changes nothing. */
  eventId: string;
  orderId: string;
  /** Our payment id, as the widget was opened with it. */
  partnerOrderId: string | null;
  /** Our user id. */
  partnerCustomerId: string | null;
  providerStatus: string;
  state: SwapState;
  /** The USDC delivered, when the order says. */
  deliveredAmount: string | null;
  failureReason: string | null;
}

export interface TransakWidgetInput {
  paymentId: string;
  userId: string;
  /** US dollars, a decimal string. */
  fiatAmount: string;
}

/** The sandbox's way to act out an order: the webhooks' claims, signed when they are sent. */
export interface TransakSandbox {
  simulate(input: TransakWidgetInput): { orderId: string; claims: Record<string, unknown>[] };
  sign(claims: Record<string, unknown>): Promise<string>;
}

export interface TransakProvider {
  readonly isSandbox: boolean;
  /** Transak's checkout for the order, or null in the sandbox. */
  widgetUrl(input: TransakWidgetInput): string | null;
  /** Verifies a webhook (401 when not signed by Transak) and reads it; null when it is not about an order. */
  readWebhook(body: unknown): Promise<TransakOrderEvent | null>;
  /** The order as Transak's API has it (the polling path); null when unknown, or in the sandbox. */
  getOrder(orderId: string): Promise<TransakOrderEvent | null>;
  readonly sandbox?: TransakSandbox;
}

const failedStatuses = new Set(['FAILED', 'CANCELLED', 'REFUNDED', 'EXPIRED']);

/** Transak's order statuses in ours: COMPLETED delivered; failed, cancelled, refunded or expired did not. */
export function toTransakState(status: string): SwapState {
  if (status === 'COMPLETED') return 'COMPLETED';
  return failedStatuses.has(status) ? 'FAILED' : 'PENDING';
}

/** Transak's order statuses, for the swaps' mapper. */
export const transakStatuses = { stateOf: toTransakState, completed: 'COMPLETED', failed: 'FAILED' };

const orderSchema = z.looseObject({
  id: z.string().min(1).max(128),
  status: z.string().min(1).max(64),
  partnerOrderId: z.string().max(128).nullable().optional(),
  partnerCustomerId: z.string().max(128).nullable().optional(),
  cryptoAmount: z.unknown().optional(),
  statusReason: z.string().max(500).nullable().optional(),
});

/** An order object of Transak's (a webhook's webhookData, or the order API's data) in ours. */
export function readTransakOrder(value: unknown): TransakOrderEvent | null {
  const parsed = orderSchema.safeParse(value);
  if (!parsed.success) return null;
  const order = parsed.data;
  const state = toTransakState(order.status);
  return {
    eventId: `${order.id}:${order.status}`,
    orderId: order.id,
    partnerOrderId: order.partnerOrderId ?? null,
    partnerCustomerId: order.partnerCustomerId ?? null,
    providerStatus: order.status,
    state,
    deliveredAmount: decimalOf(order.cryptoAmount),
    failureReason:
      state === 'FAILED'
        ? `The Transak order was ${order.status.toLowerCase()} (${order.statusReason || 'no reason given'})`
        : null,
  };
}

const webhookBodySchema = z.object({
  data: z
    .string()
    .min(16)
    .max(64 * 1024),
});
const claimsSchema = z.looseObject({ webhookData: z.unknown(), eventID: z.string().max(64).optional() });

const forged = () => new AppError('UNAUTHENTICATED', 'Invalid webhook signature');

/** Verifies a webhook body's JWT with any of `keys` (HS256) and reads its order. */
export async function readTransakWebhook(keys: Uint8Array[], body: unknown): Promise<TransakOrderEvent | null> {
  const envelope = webhookBodySchema.safeParse(body);
  if (!envelope.success) throw new AppError('VALIDATION', 'Invalid webhook body');
  let payload: unknown;
  for (const key of keys) {
    try {
      payload = (await jwtVerify(envelope.data.data, key, { algorithms: ['HS256'] })).payload;
      break;
    } catch {
      // Signed with another key, or not a JWT: the next key, else forged.
    }
  }
  if (payload === undefined) throw forged();
  const claims = claimsSchema.safeParse(payload);
  if (!claims.success) throw new AppError('VALIDATION', 'Invalid webhook body');
  return readTransakOrder(claims.data.webhookData);
}
