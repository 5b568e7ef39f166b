import { z } from 'zod';
import { callProvider, providerUnavailable } from '../swaps/providers/swap-http';
import type { BlockchainAddressProvider } from './circle-addresses.port';

/**
 * Circle's Accounts API (developers.circle.com, "Generate a blockchain address"): the platform's wallet
 * is the master wallet of GET /v1/configuration (`payments.masterWalletId`); an address on a chain is
 * POST /v1/wallets/{walletId}/addresses with `{ idempotencyKey, currency: "USD", chain }`, USD being
 * Circle's name for USDC there. Bearer API key. Used when CIRCLE_API_KEY is set.
 */

const provider = 'Circle';
const configurationSchema = z.object({
  data: z.object({ payments: z.object({ masterWalletId: z.string().regex(/^\d{1,32}$/) }) }),
});
const addressSchema = z.object({
  data: z.object({
    address: z.string().min(10).max(128),
    addressTag: z.string().max(128).nullable().optional(),
    currency: z.literal('USD'),
    chain: z.string(),
  }),
});

export function createCircleAddressProvider(options: { apiKey: string; baseUrl: string }): BlockchainAddressProvider {
  const headers = { authorization: `Bearer ${options.apiKey}` };
  let walletId: Promise<string> | null = null;

  async function fetchWalletId(): Promise<string> {
    const json = await callProvider({
      provider,
      url: new URL('/v1/configuration', options.baseUrl),
      method: 'GET',
      headers,
    });
    const parsed = configurationSchema.safeParse(json);
    if (!parsed.success) throw providerUnavailable(provider);
    return parsed.data.data.payments.masterWalletId;
  }

  /** The master wallet's id, asked for once (again after a failed ask). */
  function masterWalletId(): Promise<string> {
    walletId ??= fetchWalletId().catch((error: unknown) => {
      walletId = null;
      throw error;
    });
    return walletId;
  }

  return {
    isSandbox: false,
    async createAddress(input) {
      const wallet = await masterWalletId();
      const json = await callProvider({
        provider,
        url: new URL(`/v1/wallets/${wallet}/addresses`, options.baseUrl),
        method: 'POST',
        headers,
        body: JSON.stringify({ idempotencyKey: input.idempotencyKey, currency: 'USD', chain: input.chain }),
      });
      const parsed = addressSchema.safeParse(json);
      if (!parsed.success || parsed.data.data.chain !== input.chain) throw providerUnavailable(provider);
      return { address: parsed.data.data.address, addressTag: parsed.data.data.addressTag || null };
    },
  };
}
