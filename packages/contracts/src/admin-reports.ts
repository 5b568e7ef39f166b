import { z } from 'zod';
import { pageQuerySchema, pageSchema } from './envelope';
import { riskTolerances } from './onboarding-rules';

/**
 * The administrators' reports (SPEC 7 "Reports" new-users and ledger, SPEC 6 "Administrators have
 * endpoints for ... reports") and the console's dashboard, under /v1/admin. Every figure is of the
 * administrator's own domain; days are UTC calendar days; amounts are decimal strings in their
 * asset's scale. format=csv answers a file whose cells never start a formula.
 */

/** A calendar day, YYYY-MM-DD (UTC). */
const daySchema = z.iso.date({ error: 'Use a date such as 2026-03-02' });

/** The longest range of the new-users report, in days (one year, a leap year's included). */
export const maxNewUsersRangeDays = 366;

const dayMs = 86_400_000;

/** How many days `from` to `to` span, both included. */
export const daysSpanned = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / dayMs) + 1;

const reportFormatSchema = z.enum(['json', 'csv']).default('json');

/** GET /v1/admin/reports/new-users: the users who signed up from `from` to `to`, both included. */
export const newUsersQuerySchema = z
  .strictObject({ from: daySchema, to: daySchema, format: reportFormatSchema })
  .superRefine((query, context) => {
    if (query.from > query.to) {
      context.addIssue({ code: 'custom', path: ['from'], message: 'From must be on or before to' });
    } else if (daysSpanned(query.from, query.to) > maxNewUsersRangeDays) {
      context.addIssue({ code: 'custom', path: ['from'], message: 'Choose a range of at most one year' });
    }
  });
export type NewUsersQuery = z.infer<typeof newUsersQuerySchema>;

/** The sign-ups of one day. */
export const signupDaySchema = z.object({ date: z.string(), signups: z.number().int() });
export type SignupDay = z.infer<typeof signupDaySchema>;

/** One stage of the onboarding funnel: how many of the range's users completed the step. */
export const funnelStageSchema = z.object({ step: z.string(), completed: z.number().int() });
export type FunnelStage = z.infer<typeof funnelStageSchema>;

export const newUsersReportSchema = z.object({
  from: z.string(),
  to: z.string(),
  /** Everyone who signed up in the range. */
  signups: z.number().int(),
  /** Every day of the range, oldest first, days without sign-ups included. */
  days: z.array(signupDaySchema),
  /** The domain's onboarding steps in its order, each with how many of the range's users completed it. */
  funnel: z.array(funnelStageSchema),
  /** How many of the range's users completed their registration. */
  registration_completed: z.number().int(),
});
export type NewUsersReport = z.infer<typeof newUsersReportSchema>;

/** GET /v1/admin/reports/ledger: the domain's ledger accounts, one asset's or all, a page of them. */
export const adminLedgerQuerySchema = z.strictObject({
  ...pageQuerySchema.shape,
  asset: z
    .string()
    .regex(/^[A-Z0-9][A-Z0-9._-]{0,31}$/, 'Use an asset code such as USD')
    .optional(),
  format: reportFormatSchema,
});
export type AdminLedgerQuery = z.infer<typeof adminLedgerQuerySchema>;

/**
 * One account of the domain's ledger: a user's (available, held, or at a venue) or the domain's own
 * (fees, an outside counterpart such as `external:circle`, ...), with its balance, shards summed.
 */
export const adminLedgerAccountSchema = z.object({
  id: z.string(),
  owner_kind: z.enum(['user', 'system']),
  owner_id: z.string().nullable(),
  owner_email: z.string().nullable(),
  purpose: z.string(),
  asset: z.string(),
  balance: z.string(),
});
export type AdminLedgerAccount = z.infer<typeof adminLedgerAccountSchema>;

/** What the domain's ledger holds of one asset: its users' balances and its own, which sum to zero. */
export const ledgerAssetTotalSchema = z.object({
  asset: z.string(),
  accounts: z.number().int(),
  users_balance: z.string(),
  system_balance: z.string(),
});
export type LedgerAssetTotal = z.infer<typeof ledgerAssetTotalSchema>;

export const adminLedgerReportSchema = pageSchema(adminLedgerAccountSchema).extend({
  totals: z.array(ledgerAssetTotalSchema),
});
export type AdminLedgerReport = z.infer<typeof adminLedgerReportSchema>;

export const ledgerAccountIdParamSchema = z.object({ id: z.uuid({ error: 'Invalid account id' }) });

/** GET /v1/admin/reports/ledger/accounts/{id}/movements: a page of one account's postings, newest first. */
export const adminLedgerMovementsQuerySchema = z.strictObject({ ...pageQuerySchema.shape });
export type AdminLedgerMovementsQuery = z.infer<typeof adminLedgerMovementsQuerySchema>;

export const adminLedgerMovementSchema = z.object({
  id: z.string(),
  time: z.string(),
  transaction_id: z.string(),
  kind: z.string(),
  amount: z.string(),
});
export type AdminLedgerMovement = z.infer<typeof adminLedgerMovementSchema>;

export const adminLedgerMovementsSchema = pageSchema(adminLedgerMovementSchema).extend({
  account: adminLedgerAccountSchema,
});
export type AdminLedgerMovements = z.infer<typeof adminLedgerMovementsSchema>;

/** What the reconciliation found wrong in the domain's ledger. */
export const reconciliationMismatchTypes = [
  'asset-imbalance',
  'transaction-imbalance',
  'balance-drift',
  'negative-balance',
  'held-drift',
] as const;

export const reconciliationMismatchSchema = z.object({
  type: z.enum(reconciliationMismatchTypes),
  /** The asset, account, transaction or user it is about, as text. */
  subject: z.string(),
  detail: z.string(),
});
export type ReconciliationMismatch = z.infer<typeof reconciliationMismatchSchema>;

/** One reconciliation of the domain's ledger: what it checked and what did not add up (nothing: all is well). */
export const reconciliationResultSchema = z.object({
  ran_at: z.string(),
  /** The administrator who ran it. */
  ran_by: z.string().nullable(),
  transactions: z.number().int(),
  postings: z.number().int(),
  accounts: z.number().int(),
  /** Every mismatch found; `mismatches` lists the first hundred. */
  mismatch_count: z.number().int(),
  mismatches: z.array(reconciliationMismatchSchema),
});
export type ReconciliationResult = z.infer<typeof reconciliationResultSchema>;

/** GET /v1/admin/reports/ledger/reconciliation: the latest run, null before the first. */
export const latestReconciliationSchema = z.object({ result: reconciliationResultSchema.nullable() });
export type LatestReconciliation = z.infer<typeof latestReconciliationSchema>;

/** GET /v1/admin/reports/suitability: the domain's investors who answered the suitability questions, newest first. */
export const adminSuitabilityQuerySchema = z.strictObject({ ...pageQuerySchema.shape });
export type AdminSuitabilityQuery = z.infer<typeof adminSuitabilityQuerySchema>;

export const suitabilityFileSchema = z.object({
  user_id: z.string(),
  email: z.string(),
  name: z.string(),
  risk_tolerance: z.enum(riskTolerances).nullable(),
  answered_at: z.string(),
  is_restricted: z.boolean(),
});
export type SuitabilityFile = z.infer<typeof suitabilityFileSchema>;

export const suitabilityFilesSchema = pageSchema(suitabilityFileSchema);
export type SuitabilityFiles = z.infer<typeof suitabilityFilesSchema>;

/** Completed deposits of one asset: how many and how much. */
export const depositTotalSchema = z.object({ asset: z.string(), count: z.number().int(), amount: z.string() });
export type DepositTotal = z.infer<typeof depositTotalSchema>;

/** The fills of one market: how many, and how much changed hands in its base and quote assets. */
export const marketVolumeSchema = z.object({
  symbol: z.string(),
  base_asset: z.string(),
  quote_asset: z.string(),
  trades: z.number().int(),
  quantity: z.string(),
  amount: z.string(),
});
export type MarketVolume = z.infer<typeof marketVolumeSchema>;

/** What happened in a period: sign-ups, completed deposits by asset, trading volume by market. */
export const activitySummarySchema = z.object({
  signups: z.number().int(),
  deposits: z.array(depositTotalSchema),
  volume: z.array(marketVolumeSchema),
});
export type ActivitySummary = z.infer<typeof activitySummarySchema>;

/** One day of the last 30: its sign-ups and how many deposits completed. */
export const dashboardDaySchema = z.object({
  date: z.string(),
  signups: z.number().int(),
  deposits: z.number().int(),
});
export type DashboardDay = z.infer<typeof dashboardDaySchema>;

/** GET /v1/admin/dashboard: the domain today and over the last 30 days (today included). */
export const adminDashboardSchema = z.object({
  today: activitySummarySchema,
  last_30_days: activitySummarySchema,
  days: z.array(dashboardDaySchema),
  /** Orders waiting in the book now (SPEC 4 open statuses 0, A and 1). */
  open_orders: z.number().int(),
  /** Users who completed their registration and wait for an administrator's decision. */
  pending_reviews: z.number().int(),
});
export type AdminDashboard = z.infer<typeof adminDashboardSchema>;
