import { z } from 'zod';
import { AppError } from '../../../../platform/errors';
import { callProvider, providerUnavailable } from './swap-http';
import { readTransakOrder, readTransakWebhook, type TransakProvider } from './transak.port';

/**
 * Transak's partner API (docs.transak.com): POST /partners/api/v2/refresh-token with the API secret
 * in `api-secret` and `{ apiKey }` gives the partner access token (valid 7 days), sent as
 * `access-token` to GET /partners/api/v2/order/{orderId}, and the key webhooks are signed with (the
 * API secret is accepted too, as Transak's earlier webhooks were signed with it). The
 * widget is opened at TRANSAK_WIDGET_URL with its documented query parameters: our payment id as
 * partnerOrderId, our user id as partnerCustomerId, USDC on Ethereum to the platform's payout
 * address. Used when TRANSAK_API_KEY and TRANSAK_API_SECRET are set.
 */

export interface TransakSettings {
  apiKey: string;
  apiSecret: string;
  baseUrl: string;
  widgetUrl: string;
  payoutAddress: string;
}

const provider = 'Transak';
/** A token is renewed this long before Transak says it expires. */
const renewMarginMs = 60 * 60 * 1000;
/**
 * A webhook no key we hold verifies may be signed with a token we have not fetched yet (another
 * instance renewed it): the token is fetched again, at most this often.
 */
const retryAfterMs = 60 * 1000;

const tokenSchema = z.object({
  data: z.object({ accessToken: z.string().min(16), expiresAt: z.number().int().positive() }),
});

export function createTransakProvider(settings: TransakSettings): TransakProvider {
  let current: { token: string; expiresAtMs: number; fetchedAtMs: number } | null = null;
  let previous: string | null = null;
  let renewing: Promise<string> | null = null;

  async function renew(): Promise<string> {
    const json = await callProvider({
      provider,
      url: new URL('/partners/api/v2/refresh-token', settings.baseUrl),
      method: 'POST',
      headers: { 'api-secret': settings.apiSecret },
      body: JSON.stringify({ apiKey: settings.apiKey }),
    });
    const parsed = tokenSchema.safeParse(json);
    if (!parsed.success) throw providerUnavailable(provider);
    if (current) previous = current.token;
    current = {
      token: parsed.data.data.accessToken,
      expiresAtMs: parsed.data.data.expiresAt * 1000,
      fetchedAtMs: Date.now(),
    };
    return current.token;
  }

  /** The access token, renewed once near its expiry (concurrent callers share one renewal). */
  async function accessToken(): Promise<string> {
    if (current && current.expiresAtMs - renewMarginMs > Date.now()) return current.token;
    renewing ??= renew().finally(() => {
      renewing = null;
    });
    return renewing;
  }

  return {
    isSandbox: false,
    widgetUrl(input) {
      const url = new URL(settings.widgetUrl);
      const params = {
        apiKey: settings.apiKey,
        productsAvailed: 'BUY',
        fiatCurrency: 'USD',
        fiatAmount: input.fiatAmount,
        cryptoCurrencyCode: 'USDC',
        network: 'ethereum',
        walletAddress: settings.payoutAddress,
        disableWalletAddressForm: 'true',
        partnerOrderId: input.paymentId,
        partnerCustomerId: input.userId,
      };
      for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
      return url.toString();
    },
    async readWebhook(body) {
      const keysOf = (...keys: (string | null | undefined)[]) =>
        keys.filter((key): key is string => Boolean(key)).map((key) => new TextEncoder().encode(key));
      try {
        return await readTransakWebhook(keysOf(current?.token, previous, settings.apiSecret), body);
      } catch (error) {
        const isForged = error instanceof AppError && error.code === 'UNAUTHENTICATED';
        if (!isForged || (current && Date.now() - current.fetchedAtMs < retryAfterMs)) throw error;
        return readTransakWebhook(keysOf(await renew()), body);
      }
    },
    async getOrder(orderId) {
      const json = await callProvider({
        provider,
        url: new URL(`/partners/api/v2/order/${encodeURIComponent(orderId)}`, settings.baseUrl),
        method: 'GET',
        headers: { 'access-token': await accessToken() },
      });
      if (json === null) return null;
      const order = readTransakOrder((json as { data?: unknown }).data);
      if (!order) throw providerUnavailable(provider);
      return order;
    },
  };
}
