import { errorEnvelopeSchema, type Order, orderSchema, type PlaceOrderRequest } from '@invest/contracts';
import { z } from 'zod';
import { AppError } from '../../../platform/errors';

/** Who asks: the caller's bearer token and domain, carried to the trading host as they came. */
export interface ForwardedCaller {
  /** The domain's origin (the trading host resolves the tenant from it). */
  origin: string;
  authorization: string;
  requestId: string;
}

export type HostRefusal = z.infer<typeof errorEnvelopeSchema>;

/** The trading host's answer: the order, or its refusal in the API.md envelope. */
type PlaceOrderAnswer = { order: Order } | { refusal: HostRefusal };

/**
 * The trading host as the main API reaches it (ARCHITECTURE.md: the api role is stateless, the
 * trading role is each market's one writer), over HTTP to its POST /api/orders.
 */
export interface TradingHostClient {
  placeOrder(caller: ForwardedCaller, body: PlaceOrderRequest, idempotencyKey: string): Promise<PlaceOrderAnswer>;
}

const placedSchema = z.object({ success: z.literal(true), payload: orderSchema });

const unavailable = () =>
  new AppError(
    'SERVICE_UNAVAILABLE',
    'The trading service cannot be reached: try again in a moment with the same Idempotency-Key',
  );

/** Placing an order waits for its market's earlier commands; past this, the caller is told to retry. */
const defaultTimeoutMs = 15_000;

export function createTradingHostClient(options: { baseUrl: string; timeoutMs?: number }): TradingHostClient {
  return {
    async placeOrder(caller, body, idempotencyKey) {
      let response: Response;
      try {
        response = await fetch(new URL('/api/orders', options.baseUrl), {
          method: 'POST',
          headers: {
            accept: 'application/json',
            'content-type': 'application/json',
            authorization: caller.authorization,
            origin: caller.origin,
            'idempotency-key': idempotencyKey,
            'x-request-id': caller.requestId,
          },
          body: JSON.stringify(body),
          signal: AbortSignal.timeout(options.timeoutMs ?? defaultTimeoutMs),
        });
      } catch {
        throw unavailable();
      }
      const json: unknown = await response.json().catch(() => null);
      if (response.status >= 500) throw unavailable();
      const placed = placedSchema.safeParse(json);
      if (response.ok && placed.success) return { order: placed.data.payload };
      const refused = errorEnvelopeSchema.safeParse(json);
      if (!response.ok && refused.success) return { refusal: refused.data };
      throw unavailable();
    },
  };
}
