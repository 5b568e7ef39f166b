import { createSign, createVerify, type KeyObject } from 'node:crypto';
import { z } from 'zod';
import { AppError } from '../../../../platform/errors';
import {
  type ChangellyFiatOrderEvent,
  type ChangellyFiatPlace,
  type ChangellyFiatProvider,
  changellyFiatOrderBody,
  readChangellyFiatOffers,
  readChangellyFiatOrder,
} from './changelly-fiat.port';
import { callProvider, providerUnavailable } from './swap-http';

/**
 * Changelly's Fiat API (fiat-api.changelly.com/docs): every call carries `X-Api-Key` (the public API
 * key) and `X-Api-Signature`, the base64 RSA-SHA256 signature with the private API key of the full
 * request URL followed by the JSON body (`{}` for a GET). Used: GET /v1/offers, POST /v1/orders (our
 * payment id as externalOrderId, USDC to the platform's payout address) and GET /v1/orders (an
 * order's status by externalOrderId or orderId). Callbacks carry `X-Callback-Signature`, Changelly's
 * RSA-SHA256 signature of the order id; as it covers nothing else, the order's status is then read
 * back from GET /v1/orders rather than taken from the body. Used when CHANGELLY_FIAT_API_KEY,
 * CHANGELLY_FIAT_PRIVATE_KEY and CHANGELLY_FIAT_CALLBACK_PUBLIC_KEY are set.
 */

export interface ChangellyFiatSettings {
  apiKey: string;
  privateKey: KeyObject;
  /** Changelly's key the callbacks are signed with. */
  callbackPublicKey: KeyObject;
  baseUrl: string;
  payoutAddress: string;
  defaultPlace: ChangellyFiatPlace;
}

const provider = 'Changelly';
const createdSchema = z.looseObject({
  orderId: z.string().min(1).max(128),
  redirectUrl: z.string().url().max(4096).nullable().optional(),
  status: z.string().max(32).optional(),
});
const callbackSchema = z.looseObject({ orderId: z.string().min(1).max(128) });
const forged = () => new AppError('UNAUTHENTICATED', 'Invalid callback signature');

export function createChangellyFiatProvider(settings: ChangellyFiatSettings): ChangellyFiatProvider {
  async function signedCall(method: 'GET' | 'POST', path: string, query: Record<string, string>, body?: unknown) {
    const url = new URL(path, settings.baseUrl);
    for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
    const text = JSON.stringify(body ?? {});
    const signature = createSign('RSA-SHA256')
      .update(url.toString() + text)
      .sign(settings.privateKey, 'base64');
    return callProvider({
      provider,
      url,
      method,
      headers: { 'X-Api-Key': settings.apiKey, 'X-Api-Signature': signature },
      ...(method === 'POST' && { body: text }),
    });
  }

  async function findOrder(filter: Record<string, string>): Promise<ChangellyFiatOrderEvent | null> {
    const json = await signedCall('GET', '/v1/orders', { ...filter, limit: '1' });
    const page = Array.isArray(json) ? json[0] : json;
    const orders = (page as { orders?: unknown } | null)?.orders;
    if (!Array.isArray(orders)) throw providerUnavailable(provider);
    return orders.length === 0 ? null : readChangellyFiatOrder(orders[0]);
  }

  return {
    isSandbox: false,
    defaultPlace: settings.defaultPlace,
    async getOffers(input) {
      const json = await signedCall('GET', '/v1/offers', {
        currencyFrom: 'USD',
        currencyTo: 'USDC',
        amountFrom: input.amountFrom,
        country: input.country,
        externalUserId: input.userId,
        ...(input.state && { state: input.state }),
      });
      return readChangellyFiatOffers(json);
    },
    async createOrder(input) {
      const json = await signedCall('POST', '/v1/orders', {}, changellyFiatOrderBody(input, settings.payoutAddress));
      const parsed = createdSchema.safeParse(json);
      if (!parsed.success) throw providerUnavailable(provider);
      return {
        orderId: parsed.data.orderId,
        providerStatus: parsed.data.status ?? 'created',
        redirectUrl: parsed.data.redirectUrl ?? null,
      };
    },
    async readCallback(body, signature) {
      const parsed = callbackSchema.safeParse(body);
      if (!parsed.success) throw new AppError('VALIDATION', 'Invalid callback body');
      const { orderId } = parsed.data;
      let isValid = false;
      try {
        isValid =
          signature !== undefined &&
          createVerify('RSA-SHA256').update(orderId).verify(settings.callbackPublicKey, signature, 'base64');
      } catch {
        isValid = false;
      }
      if (!isValid) throw forged();
      return findOrder({ orderId });
    },
    getOrder: (paymentId) => findOrder({ externalOrderId: paymentId }),
  };
}
