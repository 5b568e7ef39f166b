import { z } from 'zod';
import { accountValueRanges } from './account-value-ranges';
import { pageQuerySchema, pageSchema } from './envelope';
import { riskTolerances } from './onboarding-rules';
import { accountValuePointSchema } from './reports';

/**
 * The investor's reports of SPEC 7 "Reports (GET)" beside the portfolio: insights now and over a
 * range, the trade summary, the ledger, and the suitability answers. Every amount is a decimal string
 * (US dollars: at most 2 decimals, trailing zeros left out, a leading minus when negative); every
 * percentage a decimal string of at most 2 decimals. Deposits and withdrawals are never gains.
 */

/** A calendar day, YYYY-MM-DD (UTC). */
const daySchema = z.iso.date({ error: 'Use a date such as 2026-03-02' });

/** The longest range a report reaches, in days (five years). */
export const maxReportRangeDays = 1827;

/**
 * A time-weighted return in percent: each UTC day's change of value, that day's deposits less
 * withdrawals taken out, chained; null when there was no money to make a return on.
 */
const timeWeightedReturnSchema = z.string().nullable();

/** One slice of the allocation: an asset held (or cash, all cash currencies together) and its share of the value. */
export const allocationSliceSchema = z.object({
  /** The asset code, or `cash` for the dollars and dollar stablecoins held. */
  asset: z.string(),
  name: z.string(),
  value: z.string(),
  /** Percent of the value, null when the value is zero. */
  percent: z.string().nullable(),
});
export type AllocationSlice = z.infer<typeof allocationSliceSchema>;

/** GET reports/insights: the portfolio as of now, in figures and slices. */
export const insightsSchema = z.object({
  currency: z.literal('USD'),
  as_of: z.string(),
  /** Everything held at its price, cash included. */
  value: z.string(),
  cash: z.string(),
  /** The cost basis of the positions held (average cost, fees included). */
  invested: z.string(),
  realized_pnl: z.string(),
  /** The positions' value less their cost basis (positions with a price). */
  unrealized_pnl: z.string(),
  net_deposits: z.string(),
  /** Largest first; cash is one slice. Empty when nothing is held. */
  allocation: z.array(allocationSliceSchema),
  time_weighted_return: timeWeightedReturnSchema,
  /** The day of the first movement of the account (the return is since then), null before any. */
  since: z.string().nullable(),
  unpriced: z.array(z.string()),
});
export type Insights = z.infer<typeof insightsSchema>;

/**
 * The days a range report covers: a named range ending today (`range`, default 1M, the account value
 * chart's ranges) or two days `from` and `to` (both inclusive, UTC), not both.
 */
export const reportRangeQuerySchema = z
  .strictObject({
    range: z.enum(accountValueRanges).optional(),
    from: daySchema.optional(),
    to: daySchema.optional(),
  })
  .superRefine((query, context) => {
    if (query.range && (query.from || query.to)) {
      context.addIssue({ code: 'custom', path: ['range'], message: 'Give a range or from and to, not both' });
    }
    if (Boolean(query.from) !== Boolean(query.to)) {
      context.addIssue({ code: 'custom', path: [query.from ? 'to' : 'from'], message: 'Give both from and to' });
    }
    if (query.from && query.to && query.from > query.to) {
      context.addIssue({ code: 'custom', path: ['from'], message: 'From must be on or before to' });
    }
  });
export type ReportRangeQuery = z.infer<typeof reportRangeQuerySchema>;

/** GET reports/range-insights: what happened to the account over the days of a range. */
export const rangeInsightsSchema = z.object({
  currency: z.literal('USD'),
  from: z.string(),
  to: z.string(),
  /** The value at the end of the day before `from`. */
  opening_value: z.string(),
  /** The value at the end of `to` (now, when `to` is today). */
  closing_value: z.string(),
  net_deposits: z.string(),
  realized_pnl: z.string(),
  /** The change of value less net deposits less realized profit: what prices did to what is held. */
  unrealized_change: z.string(),
  /** Trading fees paid on fills of the range, in US dollars (fees in dollar stablecoins at par). */
  fees: z.string(),
  time_weighted_return: timeWeightedReturnSchema,
  /** One point per day of the range, oldest first; empty when nothing was ever held by `to`. */
  points: z.array(accountValuePointSchema),
  unpriced: z.array(z.string()),
});
export type RangeInsights = z.infer<typeof rangeInsightsSchema>;

/** What one side (buys or sells) of one market came to over a range. */
const tradeSideSchema = z.object({
  trades: z.number().int(),
  quantity: z.string(),
  /** The cost over the quantity, in the quote asset; null without trades. */
  average_price: z.string().nullable(),
  /** Price times quantity before fees, in the quote asset: paid for buys, proceeds of sells. */
  gross: z.string(),
  fees: z.string(),
});

export const tradeSummaryRowSchema = z.object({
  market: z.string(),
  asset: z.string(),
  quote_asset: z.string(),
  buys: tradeSideSchema,
  sells: tradeSideSchema,
});
export type TradeSummaryRow = z.infer<typeof tradeSummaryRowSchema>;

/** GET reports/trade-summary: per market traded in the range, its buys and sells, and the totals per quote asset. */
export const tradeSummarySchema = z.object({
  from: z.string(),
  to: z.string(),
  markets: z.array(tradeSummaryRowSchema),
  totals: z.array(
    z.object({
      quote_asset: z.string(),
      trades: z.number().int(),
      bought: z.string(),
      sold: z.string(),
      fees: z.string(),
    }),
  ),
});
export type TradeSummary = z.infer<typeof tradeSummarySchema>;

/** GET reports/ledger: a page of the investor's movements, newest first. */
export const ledgerReportQuerySchema = z
  .strictObject({
    ...pageQuerySchema.shape,
    asset: z
      .string()
      .regex(/^[A-Z0-9]{1,20}$/, 'Use an asset code such as USD')
      .optional(),
    from: daySchema.optional(),
    to: daySchema.optional(),
    /**
     * The `snapshot` of the first page: later pages read the ledger as it was then, so a movement
     * written meanwhile does not shift them. Left out, the ledger as it is now.
     */
    snapshot: z
      .string()
      .regex(/^\d{1,15}$/, 'Use the snapshot of the first page')
      .optional(),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    path: ['from'],
    message: 'From must be on or before to',
  });
export type LedgerReportQuery = z.infer<typeof ledgerReportQuerySchema>;

/** One movement of one asset: a ledger transaction as the investor's balance of that asset saw it. */
export const ledgerMovementSchema = z.object({
  /** Unique per movement. */
  id: z.string(),
  /** ISO 8601. */
  time: z.string(),
  asset: z.string(),
  /** Signed, in the asset's scale. */
  amount: z.string(),
  balance_after: z.string(),
  kind: z.string(),
  description: z.string(),
  /** The ledger transaction: the reference support finds it by. */
  reference: z.string(),
});
export type LedgerMovement = z.infer<typeof ledgerMovementSchema>;

export const ledgerReportSchema = pageSchema(ledgerMovementSchema).extend({ snapshot: z.string() });
export type LedgerReport = z.infer<typeof ledgerReportSchema>;

/** What a risk tolerance makes the product refuse: onboarding stops and approval is refused (SPEC 4). */
export const suitabilityRestrictions = ['onboarding_stopped', 'approval_refused'] as const;
export type SuitabilityRestriction = (typeof suitabilityRestrictions)[number];

/** GET users/my-suitability-notification: the investor's suitability result and what it restricts. */
export const suitabilityNotificationSchema = z.object({
  /** Null when the investor was not asked (the step is only for US nationals). */
  risk_tolerance: z.enum(riskTolerances).nullable(),
  /** ISO 8601: when the answers were last saved, null when not asked. */
  answered_at: z.string().nullable(),
  restrictions: z.array(z.enum(suitabilityRestrictions)),
  /** What to tell the investor about it, null when nothing is restricted. */
  message: z.string().nullable(),
});
export type SuitabilityNotification = z.infer<typeof suitabilityNotificationSchema>;
