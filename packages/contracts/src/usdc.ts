import { z } from 'zod';
import { pageQuerySchema } from './envelope';
import { amountInputSchema, type WithdrawalChain, withdrawalChains } from './funding';

/** SPEC 7 "USDC" and "Gas station": deposit addresses, USDC payments and balance, the administrators' gas station. */

const chainNames = Object.keys(withdrawalChains) as [WithdrawalChain, ...WithdrawalChain[]];

/** A chain USDC arrives on (the same names a withdrawal takes), upper-cased. */
export const usdcChainSchema = z
  .string({ error: 'Choose a chain' })
  .transform((chain) => chain.toUpperCase())
  .pipe(z.enum(chainNames, { error: 'Unknown chain' }));

/** One of the user's own deposit addresses: USDC sent to it on `chain` is credited to them. */
export const usdcWalletSchema = z.object({ chain: z.enum(chainNames), address: z.string(), asset: z.literal('USDC') });
export type UsdcWallet = z.infer<typeof usdcWalletSchema>;

/** GET digtl/usdc-wallet: an address on every supported chain. */
export const usdcWalletsPayloadSchema = z.object({ wallets: z.array(usdcWalletSchema), is_sandbox: z.boolean() });
export type UsdcWalletsPayload = z.infer<typeof usdcWalletsPayloadSchema>;

/** GET and POST fireblocks/usdcsolwallet: the Solana address (null until asked for with POST). */
export const usdcSolWalletPayloadSchema = z.object({ wallet: usdcWalletSchema.nullable() });
export type UsdcSolWalletPayload = z.infer<typeof usdcSolWalletPayloadSchema>;

/** GET usdc-balance and digtl/balance: the user's USDC in the ledger, decimal strings. */
export const usdcBalanceSchema = z.object({ asset: z.literal('USDC'), available: z.string(), held: z.string() });
export type UsdcBalance = z.infer<typeof usdcBalanceSchema>;

/** A transaction hash as each chain writes it: 0x and 64 hex digits, or a base58 Solana signature. */
const txHashSchema = z
  .string()
  .trim()
  .regex(/^(0x[0-9a-fA-F]{64}|[1-9A-HJ-NP-Za-km-z]{64,88})$/, 'Not a transaction hash');

/** POST digtl-payment: the user says they sent USDC to their address (the sandbox then simulates it). */
export const usdcDepositRequestSchema = z.strictObject({
  amount: amountInputSchema,
  chain: usdcChainSchema,
  tx_hash: txHashSchema.optional(),
});
export type UsdcDepositRequest = z.infer<typeof usdcDepositRequestSchema>;

/** PUT digtl-payment/{id}: corrects an announced deposit before the transfer is seen. */
export const usdcDepositUpdateSchema = z
  .strictObject({ amount: amountInputSchema.optional(), tx_hash: txHashSchema.optional() })
  .refine((body) => body.amount !== undefined || body.tx_hash !== undefined, {
    error: 'Send the amount or the transaction hash to change',
  });
export type UsdcDepositUpdate = z.infer<typeof usdcDepositUpdateSchema>;

/** One movement of the user's USDC balance: positive in, negative out. */
export const balanceMovementSchema = z.object({
  transaction_id: z.string(),
  kind: z.string(),
  purpose: z.enum(['available', 'held']),
  amount: z.string(),
  created_at: z.string(),
});
export type BalanceMovement = z.infer<typeof balanceMovementSchema>;

/**
 * A USDC balance entry the investor writes: a conversion between their USDC and their US dollars,
 * 1:1, which the custodian mints or redeems (not at once). The source amount is held meanwhile.
 */
export const conversionAssets = ['USD', 'USDC'] as const;
export type ConversionAsset = (typeof conversionAssets)[number];

export const conversionStatuses = ['PENDING', 'COMPLETED', 'FAILED', 'CANCELLED'] as const;
export type ConversionStatus = (typeof conversionStatuses)[number];

/** POST digtl-balance: converts `amount` of the other asset into `to`. */
export const usdcConversionRequestSchema = z.strictObject({
  amount: amountInputSchema,
  to: z.enum(conversionAssets, { error: 'Convert to USD or USDC' }),
});
export type UsdcConversionRequest = z.infer<typeof usdcConversionRequestSchema>;

/**
 * PUT digtl-balance/{id}: a pending conversion's new amount (`{ amount }`, status PENDING if given),
 * or its cancellation (`{ status: 'CANCELLED' }`, without an amount).
 */
export const usdcConversionUpdateSchema = z
  .strictObject({
    amount: amountInputSchema.optional(),
    status: z.enum(['PENDING', 'CANCELLED'], { error: 'A pending conversion can only be CANCELLED' }).optional(),
  })
  .refine((body) => body.status === 'CANCELLED' || body.amount !== undefined, {
    path: ['amount'],
    error: 'Send the new amount, or status CANCELLED',
  })
  .refine((body) => body.status !== 'CANCELLED' || body.amount === undefined, {
    path: ['amount'],
    error: 'A cancellation takes no amount',
  });
export type UsdcConversionUpdate = z.infer<typeof usdcConversionUpdateSchema>;

export const usdcConversionIdParamSchema = z.object({ id: z.uuid({ error: 'Invalid conversion id' }) });

/** GET digtl-balance/conversions: the user's conversions, newest first, of one status or all. */
export const usdcConversionQuerySchema = pageQuerySchema.extend({
  status: z.enum(conversionStatuses, { error: 'Unknown status' }).optional(),
});
export type UsdcConversionQuery = z.infer<typeof usdcConversionQuerySchema>;

/** A conversion as its owner sees it; `amount` is a decimal string, the same in both assets. */
export const usdcConversionSchema = z.object({
  id: z.string(),
  from: z.enum(conversionAssets),
  to: z.enum(conversionAssets),
  amount: z.string(),
  status: z.enum(conversionStatuses),
  failure_reason: z.string().nullable(),
  /** Set while the built-in sandbox custodian settles it, so the UI labels it. */
  is_sandbox: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
  completed_at: z.string().nullable(),
});
export type UsdcConversion = z.infer<typeof usdcConversionSchema>;

/** POST notify-compliance-team: asks the tenant's compliance team to look at one USDC payment. */
export const complianceNoticeRequestSchema = z.strictObject({ dgId: z.uuid({ error: 'Invalid payment id' }) });
export type ComplianceNoticeRequest = z.infer<typeof complianceNoticeRequestSchema>;

export const complianceNoticeSchema = z.object({ id: z.string(), payment_id: z.string(), created_at: z.string() });
export type ComplianceNotice = z.infer<typeof complianceNoticeSchema>;

const gasAmountSchema = z.string().regex(/^\d{1,6}(\.\d{1,18})?$/, 'Use an amount of ETH such as 0.005');
const gweiSchema = z.string().regex(/^\d{1,6}(\.\d{1,9})?$/, 'Use a gas price in gwei such as 120');

/**
 * The gas station (Fireblocks): when a deposit address holds a token but less native coin than the
 * threshold, it is topped up to the cap, unless gas costs more than the maximum price (gwei).
 */
export const gasStationSettingsRequestSchema = z.strictObject({
  gas_threshold: gasAmountSchema,
  gas_cap: gasAmountSchema,
  max_gas_price: gweiSchema,
});
export type GasStationSettingsRequest = z.infer<typeof gasStationSettingsRequestSchema>;

export const gasStationSchema = gasStationSettingsRequestSchema.extend({
  /** The gas station's own balance of native coin, as the provider reports it. */
  balance: z.string(),
  is_sandbox: z.boolean(),
  updated_at: z.string().nullable(),
});
export type GasStation = z.infer<typeof gasStationSchema>;

export const sweepStatuses = ['PENDING', 'COMPLETED', 'FAILED'] as const;

/** One transfer of a sweep: a deposit address's USDC to the treasury vault. */
export const sweepTransferSchema = z.object({
  chain: z.enum(chainNames),
  address: z.string(),
  amount: z.string(),
  reference: z.string(),
  status: z.enum(sweepStatuses),
});

/** POST fireblocks/sweep and GET fireblocks/sweep-status. */
export const sweepSchema = z.object({
  id: z.string(),
  status: z.enum(sweepStatuses),
  transfers: z.array(sweepTransferSchema),
  created_at: z.string(),
  completed_at: z.string().nullable(),
});
export type Sweep = z.infer<typeof sweepSchema>;

export const sweepStatusPayloadSchema = z.object({ sweep: sweepSchema.nullable() });
export type SweepStatusPayload = z.infer<typeof sweepStatusPayloadSchema>;
