import { z } from 'zod';
import { amountInputSchema, paymentSchema } from './funding';

/**
 * SPEC 7 "Fiat/crypto swap provider 1" (ChangeNOW), "Swap provider 2" (Changelly) and Transak: the
 * user pays a provider (a card, a bank transfer, or coins sent to the provider's pay-in address) and
 * the provider delivers the platform's settlement asset, which is credited to the user once it is
 * delivered: USDC for crypto swaps, US dollars for fiat purchases.
 */

/** A coin ticker as the providers write it, lower-cased ("btc", "usdterc20"). */
const tickerSchema = z
  .string({ error: 'Choose a currency' })
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9]{2,20}$/, 'Choose a currency');

/** A fiat currency code, upper-cased ("USD", "EUR"). */
const fiatCodeSchema = z
  .string({ error: 'Choose a currency' })
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{3}$/, 'Use a three-letter currency code');

/** A chain as the providers name it ("btc", "eth", "bsc"). */
const networkSchema = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9_-]{1,20}$/, 'Unknown network');

/** An amount in a query string: a plain decimal. */
const amountQuerySchema = z.string().regex(/^\d{1,12}(\.\d{1,18})?$/, 'Use an amount such as 0.5');

/** A wallet address to refund to, and its memo or tag where the chain needs one. */
const addressSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9:_-]{10,128}$/, 'Not a wallet address');
const extraIdSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{1,64}$/, 'Not a memo or tag');

/** A provider's transaction id, or our payment id. */
export const swapIdParamSchema = z.object({
  id: z.string().regex(/^[A-Za-z0-9_-]{1,128}$/, 'Invalid transaction id'),
});

/** A currency a provider swaps or sells. */
export const swapCurrencySchema = z.object({
  ticker: z.string(),
  name: z.string(),
  network: z.string().nullable(),
  image: z.string().nullable(),
  supports_fixed_rate: z.boolean(),
});
export type SwapCurrency = z.infer<typeof swapCurrencySchema>;

export const swapCurrencyListSchema = z.object({ items: z.array(swapCurrencySchema), is_sandbox: z.boolean() });
export type SwapCurrencyList = z.infer<typeof swapCurrencyListSchema>;

/** GET changenow/crypto/pairs: the provider's pairs, "from_to" tickers. */
export const swapPairsQuerySchema = z.strictObject({
  from_currency: tickerSchema.optional(),
  to_currency: tickerSchema.optional(),
});
export type SwapPairsQuery = z.infer<typeof swapPairsQuerySchema>;
export const swapPairListSchema = z.object({ items: z.array(z.string()), is_sandbox: z.boolean() });
export type SwapPairList = z.infer<typeof swapPairListSchema>;

/**
 * What the provider would deliver for `from_amount`: `to_amount` of `to_currency`; a fixed-rate quote
 * has a `rate_id` good until `valid_until`. `min` and `max` bound `from_amount` where the provider says.
 */
export const swapQuoteSchema = z.object({
  from_currency: z.string(),
  from_network: z.string().nullable(),
  from_amount: z.string(),
  to_currency: z.string(),
  to_network: z.string().nullable(),
  to_amount: z.string(),
  rate_id: z.string().nullable(),
  valid_until: z.string().nullable(),
  min: z.string().nullable(),
  max: z.string().nullable(),
  is_sandbox: z.boolean(),
});
export type SwapQuote = z.infer<typeof swapQuoteSchema>;

/** GET changenow/fiat/estimate: buying USDC with `from_amount` of a fiat currency. */
export const fiatEstimateQuerySchema = z.strictObject({
  from_currency: fiatCodeSchema,
  from_amount: amountQuerySchema,
});
export type FiatEstimateQuery = z.infer<typeof fiatEstimateQuerySchema>;

/** GET changenow/fiat/minmax/{currency}: the amounts of a fiat currency the provider accepts. */
export const fiatMinMaxParamSchema = z.object({ currency: fiatCodeSchema });
export const swapRangeSchema = z.object({
  from: z.string(),
  to: z.string(),
  min: z.string().nullable(),
  max: z.string().nullable(),
  is_sandbox: z.boolean(),
});
export type SwapRange = z.infer<typeof swapRangeSchema>;

/** GET changenow/crypto/estimate-amount, changelly/exchange-amount and changelly/fix-amount: swapping a coin for USDC. */
export const cryptoEstimateQuerySchema = z.strictObject({
  from_currency: tickerSchema,
  from_network: networkSchema.optional(),
  from_amount: amountQuerySchema,
});
export type CryptoEstimateQuery = z.infer<typeof cryptoEstimateQuerySchema>;

/** POST changenow/fiat/transact: buy USDC with a card or a bank transfer, paid at the provider's checkout. */
export const fiatTransactRequestSchema = z.strictObject({
  from_currency: fiatCodeSchema,
  from_amount: amountInputSchema,
  deposit_type: z.enum(['VISA_MC1', 'VISA_MC2', 'SEPA_1'], { error: 'Choose how to pay' }).optional(),
});
export type FiatTransactRequest = z.infer<typeof fiatTransactRequestSchema>;

/** POST changenow/crypto/transact and changelly/create: swap a coin for USDC at the floating rate. */
export const cryptoTransactRequestSchema = z.strictObject({
  from_currency: tickerSchema,
  from_network: networkSchema.optional(),
  from_amount: amountInputSchema,
  refund_address: addressSchema.optional(),
  refund_extra_id: extraIdSchema.optional(),
});
export type CryptoTransactRequest = z.infer<typeof cryptoTransactRequestSchema>;

/** POST changelly/create-fix: swap at the fixed rate `rate_id` of changelly/fix-amount (a refund address is required). */
export const fixedTransactRequestSchema = cryptoTransactRequestSchema.extend({
  rate_id: z.string().regex(/^[\w~%*()!.-]{1,128}$/, 'Get a fixed rate first'),
  refund_address: addressSchema,
});
export type FixedTransactRequest = z.infer<typeof fixedTransactRequestSchema>;

/** POST changelly/validate: whether `address` can receive `currency`. */
export const validateAddressRequestSchema = z.strictObject({
  currency: tickerSchema,
  address: z.string().trim().min(1, 'Enter an address').max(128, 'Not a wallet address'),
  extra_id: extraIdSchema.optional(),
});
export type ValidateAddressRequest = z.infer<typeof validateAddressRequestSchema>;
export const addressValidationSchema = z.object({ is_valid: z.boolean(), message: z.string().nullable() });
export type AddressValidation = z.infer<typeof addressValidationSchema>;

/**
 * A swap deposit: its payment (PENDING until the provider delivers; the amount is what it is expected
 * to deliver, in the asset credited), what the user pays and where: coins to `pay_in_address` (with
 * `pay_in_extra_id` when set), or at the provider's checkout `redirect_url`.
 */
export const swapSchema = z.object({
  payment: paymentSchema,
  provider_transaction_id: z.string().nullable(),
  provider_status: z.string().nullable(),
  from_currency: z.string(),
  from_network: z.string().nullable(),
  from_amount: z.string(),
  to_currency: z.string(),
  to_network: z.string().nullable(),
  pay_in_address: z.string().nullable(),
  pay_in_extra_id: z.string().nullable(),
  redirect_url: z.string().nullable(),
  valid_until: z.string().nullable(),
});
export type Swap = z.infer<typeof swapSchema>;

/** GET changelly/status/{id}: the provider's word for the swap, and our payment's status. */
export const swapStatusSchema = z.object({
  provider_status: z.string(),
  status: paymentSchema.shape.status,
});
export type SwapStatus = z.infer<typeof swapStatusSchema>;

/**
 * POST transak/order: a purchase of US dollars by card through Transak's widget. The deposit is
 * recorded PENDING; `widget_url` opens Transak's checkout for it (null in the sandbox, which acts the
 * purchase out by itself).
 */
export const transakOrderRequestSchema = z.strictObject({
  fiat_amount: amountInputSchema,
  fiat_currency: z.literal('USD', { error: 'Transak purchases are in US dollars' }).optional(),
});
export type TransakOrderRequest = z.infer<typeof transakOrderRequestSchema>;
export const transakOrderSchema = z.object({ swap: swapSchema, widget_url: z.string().nullable() });
export type TransakOrder = z.infer<typeof transakOrderSchema>;

/** A country as ISO 3166-1 alpha-2 ("GB"), and a US state as ISO 3166-2 ("US-NY"). */
const countryCodeSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{2}$/, 'Use a two-letter country code');
const stateCodeSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{2}-[A-Z0-9]{1,3}$/, 'Use a state code such as US-NY');

/**
 * GET changelly/fiat/offers (Changelly Fiat API GET /v1/offers): what each card provider behind
 * Changelly would deliver, in USDC, for `amount_from` US dollars. `country` (and `state` in the US)
 * is where the buyer pays from; the platform's country when absent.
 */
export const changellyFiatOffersQuerySchema = z.strictObject({
  amount_from: amountQuerySchema,
  country: countryCodeSchema.optional(),
  state: stateCodeSchema.optional(),
});
export type ChangellyFiatOffersQuery = z.infer<typeof changellyFiatOffersQuerySchema>;

/**
 * One provider's offer: `amount_expected_to`, the USDC it expects to deliver after its `fee` (US
 * dollars) at `rate` USDC per dollar, which is the amount credited, in the list's `to_currency`.
 */
const changellyFiatOfferSchema = z.object({
  provider_code: z.string(),
  amount_from: z.string(),
  amount_expected_to: z.string(),
  rate: z.string(),
  fee: z.string(),
  payment_methods: z.array(z.string()),
});
export type ChangellyFiatOffer = z.infer<typeof changellyFiatOfferSchema>;
export const changellyFiatOfferListSchema = z.object({
  items: z.array(changellyFiatOfferSchema),
  from_currency: z.literal('USD'),
  /** The asset credited: the USDC delivered is added as US dollars, one each, so the offer is in USD. */
  to_currency: z.literal('USD'),
  is_sandbox: z.boolean(),
});
export type ChangellyFiatOfferList = z.infer<typeof changellyFiatOfferListSchema>;

/**
 * POST changelly/fiat/orders (Changelly Fiat API POST /v1/orders): buy USDC with a card for
 * `amount_from` US dollars, through `provider_code`'s checkout (the best offer's when absent).
 */
export const changellyFiatOrderRequestSchema = z.strictObject({
  amount_from: amountInputSchema,
  provider_code: z
    .string()
    .regex(/^[a-z0-9_]{2,32}$/, 'Choose an offer')
    .optional(),
  country: countryCodeSchema.optional(),
  state: stateCodeSchema.optional(),
});
export type ChangellyFiatOrderRequest = z.infer<typeof changellyFiatOrderRequestSchema>;

/**
 * The order's deposit, PENDING until the provider delivers; `redirect_url` is the provider's checkout
 * the buyer pays at (null in the sandbox, which acts the purchase out by itself).
 */
export const changellyFiatOrderSchema = z.object({ swap: swapSchema, redirect_url: z.string().nullable() });
export type ChangellyFiatOrder = z.infer<typeof changellyFiatOrderSchema>;
