import { createSign, type KeyObject, randomUUID } from 'node:crypto';
import { z } from 'zod';
import {
  type ChangellyProvider,
  type SwapCurrencyInfo,
  type SwapInput,
  type SwapOpened,
  type SwapQuoteInfo,
  swapFailureReason,
  toSwapState,
} from './swap.port';
import { decimalOf } from './swap-amounts';
import { callProvider, providerRefused, providerUnavailable, textOf } from './swap-http';

/**
 * Changelly's exchange API v2 (docs.changelly.com): JSON-RPC 2.0 calls POSTed to one address, each
 * signed: `X-Api-Key` carries the API key and `X-Api-Signature` the base64 RSA-SHA256 signature of
 * the exact request body with the API's private key. Used: getCurrenciesFull, getExchangeAmount,
 * getFixRateForAmount, validateAddress, createTransaction, createFixTransaction and getTransactions.
 * Every swap delivers USDC to the platform's payout address; Changelly sends no webhooks, so a swap's
 * end is read back from getTransactions (the polling path). Used when CHANGELLY_API_KEY and
 * CHANGELLY_PRIVATE_KEY are set.
 */

export interface ChangellySettings {
  apiKey: string;
  /** The API's RSA private key (config-swaps.ts reads it). */
  privateKey: KeyObject;
  baseUrl: string;
  payoutAddress: string;
}

const provider = 'Changelly';
const to = { currency: 'usdc', network: 'eth' } as const;

const rpcSchema = z.looseObject({
  result: z.unknown().optional(),
  error: z.looseObject({ code: z.number().optional(), message: z.string().optional() }).optional(),
});

const quoteSchema = z.looseObject({
  id: z.string().optional(),
  amountTo: z.unknown(),
  min: z.unknown().optional(),
  minFrom: z.unknown().optional(),
  max: z.unknown().optional(),
  maxFrom: z.unknown().optional(),
  expiredAt: z.number().optional(),
});

const transactionSchema = z.looseObject({ id: z.string(), status: z.string().optional() });

const currencySchema = z.looseObject({
  ticker: z.string(),
  fullName: z.string().optional(),
  name: z.string().optional(),
  blockchain: z.string().optional(),
  image: z.string().optional(),
  enabled: z.boolean().optional(),
  fixRateEnabled: z.boolean().optional(),
});

function parse<T extends z.ZodType>(schema: T, json: unknown): z.output<T> {
  const parsed = schema.safeParse(json);
  if (!parsed.success) throw providerUnavailable(provider);
  return parsed.data;
}

function required(value: string | null): string {
  if (value === null) throw providerUnavailable(provider);
  return value;
}

export function createChangellyProvider(settings: ChangellySettings): ChangellyProvider {
  const key = settings.privateKey;

  async function rpc(method: string, params: unknown): Promise<unknown> {
    const body = JSON.stringify({ jsonrpc: '2.0', id: randomUUID(), method, params });
    const signature = createSign('RSA-SHA256').update(body).sign(key, 'base64');
    const json = parse(
      rpcSchema,
      await callProvider({
        provider,
        url: new URL(settings.baseUrl),
        method: 'POST',
        headers: { 'x-api-key': settings.apiKey, 'x-api-signature': signature },
        body,
      }),
    );
    if (json.error) throw providerRefused(provider, json.error.message);
    if (json.result === undefined) throw providerUnavailable(provider);
    return json.result;
  }

  async function quote(method: string, input: { fromCurrency: string; fromAmount: string }): Promise<SwapQuoteInfo> {
    const [first] = parse(
      z.array(quoteSchema),
      await rpc(method, [{ from: input.fromCurrency, to: to.currency, amountFrom: input.fromAmount }]),
    );
    if (!first) throw providerUnavailable(provider);
    return {
      fromCurrency: input.fromCurrency,
      fromNetwork: null,
      fromAmount: input.fromAmount,
      toCurrency: to.currency,
      toNetwork: to.network,
      toAmount: required(decimalOf(first.amountTo)),
      rateId: first.id ?? null,
      validUntil: first.expiredAt === undefined ? null : new Date(first.expiredAt * 1000).toISOString(),
      min: decimalOf(first.minFrom ?? first.min),
      max: decimalOf(first.maxFrom ?? first.max),
    };
  }

  async function create(method: string, input: SwapInput, extra: Record<string, string>): Promise<SwapOpened> {
    const created = parse(
      z.looseObject({ id: z.string(), status: z.string().optional() }),
      await rpc(method, {
        from: input.fromCurrency,
        to: to.currency,
        address: settings.payoutAddress,
        amountFrom: input.fromAmount,
        ...(input.refundAddress && { refundAddress: input.refundAddress }),
        ...(input.refundExtraId && { refundExtraId: input.refundExtraId }),
        ...extra,
      }),
    );
    const payTill = textOf(created.payTill);
    return {
      id: created.id,
      providerStatus: created.status ?? 'new',
      fromCurrency: textOf(created.currencyFrom) ?? input.fromCurrency,
      fromNetwork: null,
      fromAmount: decimalOf(created.amountExpectedFrom) ?? input.fromAmount,
      toCurrency: to.currency,
      toNetwork: to.network,
      expectedToAmount: required(decimalOf(created.amountExpectedTo ?? created.amountTo)),
      payInAddress: required(textOf(created.payinAddress)),
      payInExtraId: textOf(created.payinExtraId),
      redirectUrl: null,
      validUntil: payTill,
    };
  }

  return {
    isSandbox: false,
    async currencies(): Promise<SwapCurrencyInfo[]> {
      return parse(z.array(currencySchema), await rpc('getCurrenciesFull', {}))
        .filter((currency) => currency.enabled !== false)
        .map((currency) => ({
          ticker: currency.ticker,
          name: currency.fullName ?? currency.name ?? currency.ticker,
          network: currency.blockchain ?? null,
          image: currency.image ?? null,
          supportsFixedRate: currency.fixRateEnabled ?? false,
        }));
    },
    exchangeAmount: (input) => quote('getExchangeAmount', input),
    fixAmount: (input) => quote('getFixRateForAmount', input),
    async validateAddress(input) {
      const answer = parse(
        z.looseObject({ result: z.boolean(), message: z.string().optional() }),
        await rpc('validateAddress', {
          currency: input.currency,
          address: input.address,
          ...(input.extraId && { extraId: input.extraId }),
        }),
      );
      return { isValid: answer.result, message: answer.message ?? null };
    },
    createTransaction: (input) => create('createTransaction', input, {}),
    createFixTransaction: (input) => create('createFixTransaction', input, { rateId: input.rateId }),
    async getTransaction(id) {
      const [found] = parse(z.array(transactionSchema), await rpc('getTransactions', { id, limit: 1 }));
      if (!found?.status) return null;
      const state = toSwapState(found.status);
      return {
        id: found.id,
        providerStatus: found.status,
        state,
        deliveredAmount: decimalOf(found.amountTo),
        failureReason: state === 'FAILED' ? swapFailureReason(provider, found.status) : null,
      };
    },
  };
}
