import { z } from 'zod';
import { accountIdPattern } from './validation';

/**
 * The fee-discount programme of the trading host (SPEC 7 reports/discount, discount-confirmation,
 * discount-history). Each calendar month (UTC) an investor's traded volume in markets quoted in the
 * programme's asset reaches a tier; once the month is over, they confirm it for their trading account
 * and the tier's share of the fees they paid that month comes back to their balance.
 */
export const feeDiscountProgramme = {
  asset: 'USD',
  /** Lowest first; volume and discount are decimal strings of the asset and of percent. */
  tiers: [
    { minVolume: '10000', discountPct: '10' },
    { minVolume: '100000', discountPct: '20' },
    { minVolume: '1000000', discountPct: '30' },
  ],
} as const;

const feeDiscountTierSchema = z.object({ MinVolume: z.string(), DiscountPct: z.string() });

/** One month of the programme for the caller: what they traded and paid, and what comes back. */
const feeDiscountPeriodSchema = z.object({
  /** YYYY-MM, UTC. */
  Period: z.string(),
  Volume: z.string(),
  Fees: z.string(),
  /** The tier reached, "0" below the first. */
  DiscountPct: z.string(),
  /** The fees times the discount, rounded down to a cent: what confirming pays back. */
  Discount: z.string(),
  /** The month is over, so its discount can be confirmed. */
  IsClosed: z.boolean(),
  ConfirmedAt: z.string().nullable(),
});
export type FeeDiscountPeriod = z.infer<typeof feeDiscountPeriodSchema>;

/** GET /api/reports/discount: the month in progress and the last one, which can be confirmed. */
export const feeDiscountReportSchema = z.object({
  AccountId: z.string(),
  Asset: z.string(),
  Tiers: z.array(feeDiscountTierSchema),
  Current: feeDiscountPeriodSchema,
  /** The next tier of the month in progress and the volume still to trade to reach it; null at the top. */
  NextTier: feeDiscountTierSchema.extend({ VolumeToGo: z.string() }).nullable(),
  Previous: feeDiscountPeriodSchema,
});
export type FeeDiscountReport = z.infer<typeof feeDiscountReportSchema>;

/** POST /api/discount-confirmation: the caller's trading account (its nine-digit AccountId). */
export const discountConfirmationRequestSchema = z.strictObject({
  accountName: z.string().regex(accountIdPattern, 'accountName is your trading account number: nine digits'),
});
export type DiscountConfirmationRequest = z.infer<typeof discountConfirmationRequestSchema>;

/** A confirmed discount (GET /api/discount-history, and the answer of discount-confirmation). */
export const feeDiscountSchema = z.object({
  Period: z.string(),
  Asset: z.string(),
  Volume: z.string(),
  Fees: z.string(),
  DiscountPct: z.string(),
  Discount: z.string(),
  ConfirmedAt: z.string(),
  /** The ledger transaction that paid it. */
  TransactionId: z.string(),
});
export type FeeDiscount = z.infer<typeof feeDiscountSchema>;
