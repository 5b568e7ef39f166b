import { z } from 'zod';
import { fundingMethods } from './funding';
import { kycStatuses } from './onboarding';

/**
 * SPEC 7 "Dashboard" and "Account": the assets a domain's users can hold (GET currencies), the
 * caller's balances in them (GET account/mycurrencies), what the trading screen needs before an order
 * (GET pre-trade) and the caller's USDC deposit addresses at Circle (GET circle/blockchainaddresses).
 */

/** How an asset is held: cash (US dollars), a digital currency, or units of a listed market. */
const assetKinds = ['fiat', 'digital', 'security'] as const;

/**
 * An asset users can hold: `scale` is its base unit's decimal places (amounts of it never have more),
 * `display_decimals` how many the screens show; `funding_methods` the domain's switched-on methods that
 * credit it (empty for an asset only trading brings), `markets` the markets that trade it.
 */
const platformCurrencySchema = z.object({
  asset: z.string(),
  name: z.string(),
  kind: z.enum(assetKinds),
  scale: z.number().int(),
  display_decimals: z.number().int(),
  funding_methods: z.array(z.enum(fundingMethods)),
  markets: z.array(z.string()),
});
export type PlatformCurrency = z.infer<typeof platformCurrencySchema>;
export const platformCurrencyListSchema = z.object({ items: z.array(platformCurrencySchema) });
export type PlatformCurrencyList = z.infer<typeof platformCurrencyListSchema>;

/** The caller's balance in one asset (decimal strings): `total` is `available` plus `held`. */
const myCurrencySchema = z.object({
  asset: z.string(),
  name: z.string(),
  scale: z.number().int(),
  available: z.string(),
  held: z.string(),
  total: z.string(),
});
export type MyCurrency = z.infer<typeof myCurrencySchema>;
export const myCurrencyListSchema = z.object({ items: z.array(myCurrencySchema) });
export type MyCurrencyList = z.infer<typeof myCurrencyListSchema>;

/** Why a user cannot place orders yet, first unmet first. */
const tradeBlockers = ['email_not_verified', 'onboarding_incomplete', 'kyc_not_approved'] as const;
export type TradeBlocker = (typeof tradeBlockers)[number];

/**
 * GET pre-trade: whether the caller may place orders now (`can_trade`, else `blockers`), their
 * onboarding and identity-check state, what they can spend per asset, and each market's fee
 * (percent of the order's value) with its quote asset.
 */
export const preTradeSchema = z.object({
  can_trade: z.boolean(),
  blockers: z.array(z.enum(tradeBlockers)),
  email_verified: z.boolean(),
  onboarding_completed: z.boolean(),
  kyc_status: z.enum(kycStatuses),
  balances: z.array(z.object({ asset: z.string(), available: z.string() })),
  fees: z.array(
    z.object({ market: z.string(), quote_asset: z.string(), fee_pct: z.string(), is_market_open: z.boolean() }),
  ),
});
export type PreTrade = z.infer<typeof preTradeSchema>;

/** The chains Circle gives USDC deposit addresses on, in Circle's names. */
export const circleChains = ['ETH', 'SOL', 'MATIC'] as const;
export type CircleChain = (typeof circleChains)[number];

/**
 * One of the caller's USDC deposit addresses at Circle: USDC sent to `address` on `chain` (with
 * `address_tag` as memo where the chain needs one) is credited to them.
 */
export const circleBlockchainAddressSchema = z.object({
  id: z.string(),
  chain: z.enum(circleChains),
  currency: z.literal('USDC'),
  address: z.string(),
  address_tag: z.string().nullable(),
  is_sandbox: z.boolean(),
  created_at: z.string(),
});
export type CircleBlockchainAddress = z.infer<typeof circleBlockchainAddressSchema>;
export const circleBlockchainAddressListSchema = z.object({
  items: z.array(circleBlockchainAddressSchema),
  is_sandbox: z.boolean(),
});
export type CircleBlockchainAddressList = z.infer<typeof circleBlockchainAddressListSchema>;
export const circleBlockchainAddressIdParamSchema = z.object({ id: z.uuid({ error: 'Invalid address id' }) });
