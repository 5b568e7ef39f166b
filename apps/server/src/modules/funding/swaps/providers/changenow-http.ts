import { z } from 'zod';
import {
  type ChangeNowProvider,
  type SwapCurrencyInfo,
  type SwapOpened,
  type SwapQuoteInfo,
  type SwapReport,
  swapFailureReason,
  toSwapState,
} from './swap.port';
import { decimalOf } from './swap-amounts';
import { callProvider, providerUnavailable, textOf } from './swap-http';

/**
 * ChangeNOW's API v2 (documentation at api.changenow.io, "API v2"). Crypto swaps: the key in
 * `x-changenow-api-key`; GET /v2/exchange/currencies, /v2/exchange/available-pairs,
 * /v2/exchange/estimated-amount, POST /v2/exchange and GET /v2/exchange/by-id?id=. Fiat purchases: the
 * key in `x-api-key`; GET /v2/fiat-currencies/fiat, /v2/fiat-estimate,
 * /v2/fiat-market-info/min-max-range/{from}_{to}, POST /v2/fiat-transaction and
 * GET /v2/fiat-transaction?id=. Every swap delivers USDC (ERC-20) to the platform's payout address.
 * ChangeNOW sends no webhooks: a swap's end is read back from its status (the polling path). Used
 * when CHANGENOW_API_KEY is set.
 */

export interface ChangeNowSettings {
  apiKey: string;
  baseUrl: string;
  /** The platform's USDC address swaps deliver to. */
  payoutAddress: string;
}

const provider = 'ChangeNOW';
const to = { currency: 'usdc', network: 'eth' } as const;

const currencySchema = z.looseObject({
  ticker: z.string(),
  name: z.string().optional(),
  network: z.string().nullable().optional(),
  image: z.string().nullable().optional(),
  logoUrl: z.string().nullable().optional(),
  supportsFixedRate: z.boolean().optional(),
});

const createdSchema = z.looseObject({ id: z.union([z.string(), z.number()]).transform(String) });

const statusSchema = z.looseObject({
  id: z.union([z.string(), z.number()]).transform(String),
  status: z.string(),
});

function parse<T extends z.ZodType>(schema: T, json: unknown): z.output<T> {
  const parsed = schema.safeParse(json);
  if (!parsed.success) throw providerUnavailable(provider);
  return parsed.data;
}

function toCurrency(item: z.output<typeof currencySchema>): SwapCurrencyInfo {
  return {
    ticker: item.ticker,
    name: item.name ?? item.ticker,
    network: item.network ?? null,
    image: item.image ?? item.logoUrl ?? null,
    supportsFixedRate: item.supportsFixedRate ?? false,
  };
}

function required(value: string | null): string {
  if (value === null) throw providerUnavailable(provider);
  return value;
}

function toReport(json: Record<string, unknown> & { id: string; status: string }): SwapReport {
  const state = toSwapState(json.status);
  return {
    id: json.id,
    providerStatus: json.status,
    state,
    deliveredAmount: decimalOf(json.amountTo ?? json.to_amount),
    failureReason: state === 'FAILED' ? swapFailureReason(provider, json.status) : null,
  };
}

export function createChangeNowProvider(settings: ChangeNowSettings): ChangeNowProvider {
  async function call(
    kind: 'crypto' | 'fiat',
    method: 'GET' | 'POST',
    path: string,
    query: Record<string, string | null | undefined> = {},
    body?: unknown,
  ): Promise<unknown | null> {
    const url = new URL(path, settings.baseUrl);
    for (const [name, value] of Object.entries(query)) if (value) url.searchParams.set(name, value);
    return callProvider({
      provider,
      url,
      method,
      headers: kind === 'crypto' ? { 'x-changenow-api-key': settings.apiKey } : { 'x-api-key': settings.apiKey },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  }

  const currencies = async (kind: 'crypto' | 'fiat', path: string, query: Record<string, string> = {}) =>
    parse(z.array(currencySchema), await call(kind, 'GET', path, query)).map(toCurrency);

  return {
    isSandbox: false,
    fiatCurrencies: () => currencies('fiat', '/v2/fiat-currencies/fiat'),
    async fiatEstimate(input) {
      const json = parse(
        z.looseObject({}),
        await call('fiat', 'GET', '/v2/fiat-estimate', {
          from_currency: input.fromCurrency,
          from_amount: input.fromAmount,
          to_currency: to.currency.toUpperCase(),
          to_network: to.network.toUpperCase(),
          deposit_type: 'VISA_MC1',
          payout_type: 'CRYPTO_THROUGH_CN',
        }),
      );
      const breakdown = (json.estimate_breakdown ?? {}) as Record<string, unknown>;
      return {
        fromCurrency: input.fromCurrency,
        fromNetwork: null,
        fromAmount: input.fromAmount,
        toCurrency: to.currency,
        toNetwork: to.network,
        toAmount: required(decimalOf(json.value ?? json.to_amount ?? breakdown.toAmount)),
        rateId: null,
        validUntil: null,
        min: null,
        max: null,
      } satisfies SwapQuoteInfo;
    },
    async fiatRange(fromCurrency) {
      const pair = `${fromCurrency}_${to.currency}`.toUpperCase();
      const json = parse(
        z.looseObject({ min: z.unknown(), max: z.unknown() }),
        await call('fiat', 'GET', `/v2/fiat-market-info/min-max-range/${encodeURIComponent(pair)}`),
      );
      return { from: fromCurrency, to: to.currency.toUpperCase(), min: decimalOf(json.min), max: decimalOf(json.max) };
    },
    async createFiatTransaction(input): Promise<SwapOpened> {
      const json = parse(
        createdSchema,
        await call(
          'fiat',
          'POST',
          '/v2/fiat-transaction',
          {},
          {
            from_amount: Number(input.fromAmount),
            from_currency: input.fromCurrency,
            to_currency: to.currency.toUpperCase(),
            from_network: null,
            to_network: to.network.toUpperCase(),
            payout_address: settings.payoutAddress,
            deposit_type: input.depositType,
            payout_type: 'CRYPTO_THROUGH_CN',
            external_partner_link_id: input.paymentId,
          },
        ),
      );
      return {
        id: json.id,
        providerStatus: textOf(json.status) ?? 'new',
        fromCurrency: input.fromCurrency,
        fromNetwork: null,
        fromAmount: input.fromAmount,
        toCurrency: to.currency,
        toNetwork: to.network,
        expectedToAmount: required(decimalOf(json.expected_to_amount)),
        payInAddress: null,
        payInExtraId: null,
        redirectUrl: textOf(json.redirect_url),
        validUntil: null,
      };
    },
    async getFiatTransaction(id) {
      const json = await call('fiat', 'GET', '/v2/fiat-transaction', { id });
      if (json === null) return null;
      return toReport(parse(statusSchema, Array.isArray(json) ? json[0] : json));
    },
    cryptoCurrencies: () => currencies('crypto', '/v2/exchange/currencies', { active: 'true', flow: 'standard' }),
    async cryptoPairs(filter) {
      const json = await call('crypto', 'GET', '/v2/exchange/available-pairs', {
        fromCurrency: filter.fromCurrency,
        toCurrency: filter.toCurrency,
        flow: 'standard',
      });
      return parse(z.array(z.string()), json ?? []);
    },
    async cryptoEstimate(input) {
      const json = parse(
        z.looseObject({}),
        await call('crypto', 'GET', '/v2/exchange/estimated-amount', {
          fromCurrency: input.fromCurrency,
          fromNetwork: input.fromNetwork,
          toCurrency: to.currency,
          toNetwork: to.network,
          fromAmount: input.fromAmount,
          flow: 'standard',
          type: 'direct',
        }),
      );
      return {
        fromCurrency: input.fromCurrency,
        fromNetwork: textOf(json.fromNetwork) ?? input.fromNetwork,
        fromAmount: input.fromAmount,
        toCurrency: to.currency,
        toNetwork: to.network,
        toAmount: required(decimalOf(json.toAmount)),
        rateId: textOf(json.rateId),
        validUntil: textOf(json.validUntil),
        min: null,
        max: null,
      };
    },
    async createCryptoExchange(input): Promise<SwapOpened> {
      const json = parse(
        createdSchema,
        await call(
          'crypto',
          'POST',
          '/v2/exchange',
          {},
          {
            fromCurrency: input.fromCurrency,
            fromNetwork: input.fromNetwork ?? '',
            toCurrency: to.currency,
            toNetwork: to.network,
            fromAmount: input.fromAmount,
            address: settings.payoutAddress,
            refundAddress: input.refundAddress ?? '',
            refundExtraId: input.refundExtraId ?? '',
            flow: 'standard',
            type: 'direct',
          },
        ),
      );
      return {
        id: json.id,
        providerStatus: 'new',
        fromCurrency: input.fromCurrency,
        fromNetwork: textOf(json.fromNetwork) ?? input.fromNetwork,
        fromAmount: decimalOf(json.fromAmount) ?? input.fromAmount,
        toCurrency: to.currency,
        toNetwork: to.network,
        expectedToAmount: required(decimalOf(json.toAmount)),
        payInAddress: required(textOf(json.payinAddress)),
        payInExtraId: textOf(json.payinExtraId),
        redirectUrl: null,
        validUntil: textOf(json.validUntil),
      };
    },
    async getCryptoExchange(id) {
      const json = await call('crypto', 'GET', '/v2/exchange/by-id', { id });
      return json === null ? null : toReport(parse(statusSchema, json));
    },
  };
}
