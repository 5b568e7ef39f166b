import { z } from 'zod';
import { pageQuerySchema } from './envelope';
import { amountInputSchema } from './funding';
import { adminReasonRequestSchema, adminReasonSchema } from './text';
import {
  assetClasses,
  integrationServices,
  type OrderStatusCode,
  orderSides,
  orderStatusCodes,
  orderTypes,
  timeInForces,
} from './trading-codes';

/** Trading host contracts (SPEC 3 Order, SPEC 4 codes, API.md): PascalCase wire names as the spec spells them. */

export * from './trading-codes';

/** SPEC 4 names of the order codes, as downloads (CSV reports) spell them out. */
export const orderCodeNames = {
  status: {
    '0': 'New',
    '1': 'Partially Filled',
    '2': 'Filled',
    '3': 'Done For Day',
    '4': 'Canceled',
    '5': 'Replaced',
    '6': 'Pending Cancel',
    '7': 'Stopped',
    '8': 'Rejected',
    '9': 'Suspended',
    A: 'Pending New',
    B: 'Calculated',
    C: 'Expired',
    D: 'Accepted For Bidding',
    E: 'Pending Replace',
    O: 'Off Market',
  } satisfies Record<OrderStatusCode, string>,
  side: { 1: 'Buy', 2: 'Sell' } as Record<number, string>,
  orderType: { 1: 'Market', 2: 'Limit', 3: 'Stop', 4: 'Stop Limit' } as Record<number, string>,
  timeInForce: { 0: 'Day', 1: 'GTC', 3: 'IOC', 4: 'FOK' } as Record<number, string>,
} as const;

export const marketHoursSchema = z.object({
  /** HH:mm, UTC. */
  Open: z.string(),
  Close: z.string(),
  /** SPEC 4 weekdays: 1 Sunday .. 7 Saturday. */
  Days: z.array(z.number().int()),
});

export const assetRestrictionsSchema = z.object({
  OnlyForAccredited: z.boolean(),
  HasCountryRestriction: z.boolean(),
  RestrictedCountries: z.array(z.string()),
});

/** A market of GET /api/currencies: what the order form needs to price and size an order. */
export const currencySchema = assetRestrictionsSchema.extend({
  Symbol: z.string(),
  Name: z.string(),
  BaseAsset: z.string(),
  QuoteAsset: z.string(),
  PriceScale: z.number().int(),
  QuantityScale: z.number().int(),
  TickSize: z.string(),
  LotSize: z.string(),
  FeePct: z.string(),
  AssetClass: z.enum(assetClasses),
  MarketHours: marketHoursSchema,
  IsMarketOpen: z.boolean(),
  /** When a closed market opens next (ISO 8601, UTC); null while it is open. */
  NextOpenAt: z.string().nullable(),
  IntegrationService: z.enum(integrationServices),
  /** How far a market-priced order may trade from its reference price, in basis points (100 are 1 %). */
  PriceBandBps: z.number().int(),
  /**
   * The worst price a market buy placed now may pay, which it holds at: the band above the last
   * trade price, or above the best offer before the first trade; null when there is neither.
   */
  MarketBuyPriceLimit: z.string().nullable(),
  /**
   * An administrator halted the market: it takes no orders and nothing trades, whatever its hours,
   * until it is resumed. IsMarketOpen is false and NextOpenAt null while it is halted.
   */
  IsHalted: z.boolean(),
  /** Why it was halted, as the administrator told it; null unless halted. */
  HaltReason: z.string().nullable(),
  /** When it was halted (ISO 8601, UTC); null unless halted. */
  HaltedAt: z.string().nullable(),
});
export type Currency = z.infer<typeof currencySchema>;

/** A tradable asset of GET /api/assets: the base asset of a market, with its restrictions. */
export const tradingAssetSchema = assetRestrictionsSchema.extend({
  Symbol: z.string(),
  Name: z.string(),
  Scale: z.number().int(),
  Market: z.string(),
  QuoteAsset: z.string(),
  LastPrice: z.string().nullable(),
});
export type TradingAsset = z.infer<typeof tradingAssetSchema>;

/** Which price fields each order type takes: a limit price (limit, stop-limit), a trigger (stop, stop-limit). */
const orderTypePrices: Record<number, { Price: boolean; StopPrice: boolean; name: string }> = {
  [orderTypes.market]: { Price: false, StopPrice: false, name: 'A market order' },
  [orderTypes.limit]: { Price: true, StopPrice: false, name: 'A limit order' },
  [orderTypes.stop]: { Price: false, StopPrice: true, name: 'A stop order' },
  [orderTypes.stopLimit]: { Price: true, StopPrice: true, name: 'A stop-limit order' },
};

const orderSizeFields = ['Quantity', 'Amount', 'SellAll'] as const;

/**
 * POST /api/orders. An order is sized by exactly one of: `Quantity` of the base asset; `Amount` of the
 * quote asset, which the host turns into a quantity (rounded down to whole lots); or `SellAll`, a sell
 * of the whole available position (the rules: order-rules.ts). Which prices it takes follows its type.
 */
export const placeOrderRequestSchema = z
  .strictObject({
    /** The market symbol, such as "ACME-USD". */
    ShareName: z.string().min(1).max(64),
    Side: z.union([z.literal(orderSides.buy), z.literal(orderSides.sell)], { error: 'Side is 1 (buy) or 2 (sell)' }),
    OrderType: z.union(
      [
        z.literal(orderTypes.market),
        z.literal(orderTypes.limit),
        z.literal(orderTypes.stop),
        z.literal(orderTypes.stopLimit),
      ],
      { error: 'OrderType is 1 (market), 2 (limit), 3 (stop) or 4 (stop-limit)' },
    ),
    /** Required for limit and stop-limit orders, absent for market and stop orders. */
    Price: amountInputSchema.optional(),
    /** Required for stop and stop-limit orders: the last trade price that triggers them. */
    StopPrice: amountInputSchema.optional(),
    /** How much of the base asset, a multiple of the market's lot size. */
    Quantity: amountInputSchema.optional(),
    /**
     * Instead of Quantity: how much of the quote asset. A buy spends at most this, fee included, at its
     * worst price (its limit, the band edge above its stop, or above the reference for a market buy); a
     * sell sells this much value at its limit, its stop or the reference.
     */
    Amount: amountInputSchema.optional(),
    /** Instead of Quantity, on a sell: all of the base asset available, even below the lot size. */
    SellAll: z.literal(true, { error: 'SellAll is true or absent' }).optional(),
    TimeInForce: z
      .union(
        [
          z.literal(timeInForces.day),
          z.literal(timeInForces.goodTillCancel),
          z.literal(timeInForces.immediateOrCancel),
          z.literal(timeInForces.fillOrKill),
        ],
        { error: 'TimeInForce is 0 (Day), 1 (GTC), 3 (IOC) or 4 (FOK)' },
      )
      .default(timeInForces.goodTillCancel),
  })
  .superRefine((order, context) => {
    const rule = orderTypePrices[order.OrderType];
    if (rule) {
      for (const field of ['Price', 'StopPrice'] as const) {
        if (rule[field] && order[field] === undefined) {
          context.addIssue({ code: 'custom', path: [field], message: `${rule.name} needs a ${field}` });
        } else if (!rule[field] && order[field] !== undefined) {
          context.addIssue({ code: 'custom', path: [field], message: `${rule.name} takes no ${field}` });
        }
      }
    }
    const sizes = orderSizeFields.filter((field) => order[field] !== undefined);
    if (sizes.length !== 1) {
      context.addIssue({
        code: 'custom',
        path: [sizes[1] ?? 'Quantity'],
        message: 'Give one of Quantity, Amount or SellAll',
      });
    }
    if (order.SellAll && order.Side !== orderSides.sell) {
      context.addIssue({ code: 'custom', path: ['SellAll'], message: 'SellAll is for a sell order' });
    }
  });
export type PlaceOrderRequest = z.infer<typeof placeOrderRequestSchema>;

/**
 * POST /api/orders/{id}/amend: replaces an open limit, stop or stop-limit order (cancel-replace) with
 * a new open quantity and prices, as the order's type takes them (a triggered stop-limit keeps its
 * stop price). The answer is the replacement, a new order; the original ends Replaced (5).
 */
export const amendOrderRequestSchema = z.strictObject({
  /** The new open quantity: what is still to trade, a multiple of the market's lot size. */
  Quantity: amountInputSchema,
  Price: amountInputSchema.optional(),
  StopPrice: amountInputSchema.optional(),
});
export type AmendOrderRequest = z.infer<typeof amendOrderRequestSchema>;
export const orderIdParamSchema = z.object({ id: z.uuid({ error: 'Invalid order id' }) });

export const cancelOrderRequestSchema = z.strictObject({ orderId: z.uuid({ error: 'orderId is an order id' }) });
export type CancelOrderRequest = z.infer<typeof cancelOrderRequestSchema>;
/** POST /api/admin/reject-order: an administrator refuses an open order, saying why (the audit trail keeps it). */
export const rejectOrderRequestSchema = z.strictObject({
  ...cancelOrderRequestSchema.shape,
  reason: adminReasonSchema,
});
export type RejectOrderRequest = z.infer<typeof rejectOrderRequestSchema>;

export const orderReportSchema = z.object({
  ExecutionId: z.string(),
  Price: z.string(),
  Quantity: z.string(),
  Status: z.enum(orderStatusCodes),
  TransactionTime: z.string(),
});

/** SPEC 3 Order; quantities, prices and costs are decimal strings of the market's assets. */
export const orderSchema = z.object({
  OrderId: z.string(),
  Side: z.number().int(),
  OrderType: z.number().int(),
  TimeInForce: z.number().int(),
  ShareName: z.string(),
  /** The limit price; a stop order's is the edge of the price protection band from its stop price. */
  Price: z.string().nullable(),
  StopPrice: z.string().nullable(),
  RefOrderQty: z.string(),
  TotalFilledOrderQty: z.string(),
  AvgFilledOrderPrice: z.string(),
  FilledOrderQtyPct: z.string(),
  TotalFilledOrderCost: z.string(),
  Fee: z.string(),
  FeePct: z.string(),
  LastOrderStatus: z.enum(orderStatusCodes),
  TransactionTime: z.string(),
  IntegrationService: z.enum(integrationServices),
  /** The order this one replaced by an amend, or null. */
  ReplacesOrderId: z.string().nullable(),
  Reports: z.array(orderReportSchema),
});
export type Order = z.infer<typeof orderSchema>;

const isoDateSchema = z.iso.date({ error: 'Use a date such as 2026-03-02' });

export const orderSortFields = ['TransactionTime', 'ShareName', 'Side', 'OrderType', 'LastOrderStatus'] as const;

/** GET /api/orders and GET /api/orders-total filters (SPEC 7). */
export const orderFilterQuerySchema = z.strictObject({
  status: z.enum(orderStatusCodes).optional(),
  orderType: z.coerce
    .number()
    .pipe(z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]))
    .optional(),
  side: z.coerce
    .number()
    .pipe(z.union([z.literal(1), z.literal(2)]))
    .optional(),
  shareName: z.string().min(1).max(64).optional(),
  startDate: isoDateSchema.optional(),
  endDate: isoDateSchema.optional(),
});
export type OrderFilterQuery = z.infer<typeof orderFilterQuerySchema>;

export const orderListQuerySchema = orderFilterQuerySchema.extend({
  ...pageQuerySchema.shape,
  sortField: z.enum(orderSortFields).default('TransactionTime'),
  orderBy: z.enum(['asc', 'desc']).default('desc'),
});
export type OrderListQuery = z.infer<typeof orderListQuerySchema>;

/** GET /api/admin/orders: every investor's orders of the domain, or one investor's by email. */
export const adminOrderListQuerySchema = orderListQuerySchema.extend({
  email: z.string().trim().min(3).max(254).optional(),
});
export type AdminOrderListQuery = z.infer<typeof adminOrderListQuerySchema>;

export const adminOrderSchema = orderSchema.extend({ UserId: z.string(), Email: z.string() });
export type AdminOrder = z.infer<typeof adminOrderSchema>;

/** A market's decimals of prices or quantities: a whole number from 0 to 18. */
const scaleSchema = (field: string) => {
  const message = `${field} is a whole number from 0 to 18`;
  return z.number({ error: message }).int(message).min(0, message).max(18, message);
};

const bandMessage = 'PriceBandBps is a whole number of basis points from 0 to 10000';

/** PUT /api/currencies/{symbol}: a new market (all of it) or the settings an existing one may change. */
export const currencyUpdateSchema = z.strictObject({
  Name: z.string().trim().min(1, 'Give the market a name').max(120, 'At most 120 characters').optional(),
  BaseAsset: z
    .string()
    .regex(/^[A-Z0-9]{2,12}$/, 'BaseAsset is 2 to 12 capital letters or digits')
    .optional(),
  QuoteAsset: z
    .string()
    .regex(/^[A-Z0-9]{2,12}$/, 'QuoteAsset is 2 to 12 capital letters or digits')
    .optional(),
  PriceScale: scaleSchema('PriceScale').optional(),
  QuantityScale: scaleSchema('QuantityScale').optional(),
  TickSize: amountInputSchema.optional(),
  LotSize: amountInputSchema.optional(),
  FeePct: z
    .string()
    .regex(/^\d{1,2}(\.\d{1,4})?$/, 'FeePct is a percentage below 100 with up to 4 decimals, such as "0.25"')
    .optional(),
  /** How far a market order may trade from the last price, in basis points (100 are 1 %). */
  PriceBandBps: z
    .number({ error: bandMessage })
    .int(bandMessage)
    .min(0, bandMessage)
    .max(10_000, bandMessage)
    .optional(),
  /**
   * A new market's class: without it, a market of or priced in a digital asset the platform knows (BTC,
   * ETH, USDC) is a digital asset and any other a share. A new market without MarketHours trades the
   * hours of its class; changing the class of an existing market leaves its hours as they are.
   */
  AssetClass: z.enum(assetClasses).optional(),
  MarketHours: z
    .strictObject({
      Open: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Open is HH:mm'),
      Close: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Close is HH:mm'),
      Days: z.array(z.number().int().min(1).max(7)).min(1).max(7),
    })
    .optional(),
  OnlyForAccredited: z.boolean().optional(),
  HasCountryRestriction: z.boolean().optional(),
  RestrictedCountries: z
    .array(z.string().regex(/^[A-Z]{2}$/, 'A country is its 2-letter ISO code'))
    .max(250)
    .optional(),
  IntegrationService: z.enum(integrationServices).optional(),
});
export type CurrencyUpdate = z.infer<typeof currencyUpdateSchema>;

/** What a new market must be given; the others take the defaults of its asset class. */
export const newMarketFields = [
  'Name',
  'BaseAsset',
  'QuoteAsset',
  'PriceScale',
  'QuantityScale',
  'TickSize',
  'LotSize',
  'FeePct',
] as const;

/** PUT /api/currencies/{symbol} of a symbol the domain has no market of: the request with every field a new market needs. */
export const newCurrencySchema = currencyUpdateSchema.required(
  Object.fromEntries(newMarketFields.map((field) => [field, true])) as Record<(typeof newMarketFields)[number], true>,
);

/**
 * POST /api/currencies/{symbol}/halt and /resume (administrators): why trading in the market stops or
 * starts again, kept in the audit trail and shown to investors while it is halted.
 */
export const marketHaltRequestSchema = adminReasonRequestSchema;
export type MarketHaltRequest = z.infer<typeof marketHaltRequestSchema>;

export const ordersTotalSchema = z.object({ total: z.number().int(), open: z.number().int() });
export type OrdersTotal = z.infer<typeof ordersTotalSchema>;

export type AssetRestrictions = z.infer<typeof assetRestrictionsSchema>;

/** What SPEC 5 reads of an investor to decide whether an offer is open to them. */
export interface OfferProfile {
  userType: 'Individual' | 'Entity';
  country_tax: { country_code: string } | null;
  country_incorporation: { country_code: string } | null;
  contact: { country_code: string } | null;
  accreditation_profile: { is_accredited: boolean; is_valid: boolean } | null;
}

/**
 * Why an offer is closed to the investor (SPEC 5), or null: an accredited-only offer needs a
 * profile both accredited and valid; a country-restricted one refuses a listed tax or incorporation
 * country, and for individuals a listed contact country.
 */
export function findOfferRestriction(
  restrictions: AssetRestrictions,
  profile: OfferProfile,
): 'accreditation' | 'country' | null {
  const accreditation = profile.accreditation_profile;
  if (restrictions.OnlyForAccredited && !(accreditation?.is_accredited && accreditation.is_valid)) {
    return 'accreditation';
  }
  if (!restrictions.HasCountryRestriction) return null;
  const listed = new Set(restrictions.RestrictedCountries.map((code) => code.toUpperCase()));
  const countries = [profile.country_tax, profile.country_incorporation];
  if (profile.userType === 'Individual') countries.push(profile.contact);
  return countries.some((country) => country && listed.has(country.country_code.toUpperCase())) ? 'country' : null;
}
