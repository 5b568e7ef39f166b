import { z } from 'zod';
import { integrationServices } from './trading';
import { accountIdPattern } from './validation';

/**
 * The ledger calls of the trading host (SPEC 7: ledger/assets/{symbol}, ledger/{account}/assets). An
 * account is the investor's trading account number (POST /api/accounts, nine digits, SPEC 5). Each
 * instrument trades on an integration service (SPEC 9: merj, bosonic, digtl_ledger); the investor
 * moves quantities between their available balance and their balance at that venue. Quantities are
 * decimal strings at the ledger-integration scale of 10^-8 (SPEC 9).
 */

const venueBalanceSchema = z.object({
  IntegrationService: z.enum(integrationServices),
  Balance: z.string(),
});

/** One asset of the investor's trading account. */
export const ledgerAssetSchema = z.object({
  Symbol: z.string(),
  Name: z.string(),
  /** Decimal places of one base unit. */
  Scale: z.number().int(),
  /** The venue the instrument trades on; null for an asset that is not an instrument (a currency). */
  IntegrationService: z.enum(integrationServices).nullable(),
  Available: z.string(),
  /** Set aside by open orders. */
  Held: z.string(),
  /** What is at each venue, those with a balance. */
  Venues: z.array(venueBalanceSchema),
});
export type LedgerAsset = z.infer<typeof ledgerAssetSchema>;

/** An instrument's code as a client may type it (any case); the ledger keeps codes in capitals. */
export const assetCodeSchema = z
  .string()
  .regex(/^[A-Za-z0-9][A-Za-z0-9._-]{0,31}$/, 'An instrument is its code, such as ACME')
  .transform((code) => code.toUpperCase());

const signedAmountMessage = 'Use a quantity such as 1.5 (to the venue) or -1.5 (back from it)';

/** POST /api/ledger/{account}/assets: a positive amount moves to the instrument's venue, a negative one back. */
export const ledgerTransferRequestSchema = z.strictObject({
  instrument: assetCodeSchema,
  amount: z.union(
    [
      z.string().regex(/^-?\d{1,12}(\.\d{1,18})?$/, signedAmountMessage),
      z.number().min(-999_999_999_999, signedAmountMessage).max(999_999_999_999, signedAmountMessage),
    ],
    { error: signedAmountMessage },
  ),
});
export type LedgerTransferRequest = z.infer<typeof ledgerTransferRequestSchema>;

export const ledgerTransferSchema = z.object({
  TransactionId: z.string(),
  Instrument: z.string(),
  IntegrationService: z.enum(integrationServices),
  /** As asked: positive to the venue, negative back from it. */
  Amount: z.string(),
  Asset: ledgerAssetSchema,
});
export type LedgerTransfer = z.infer<typeof ledgerTransferSchema>;

export const accountPathSchema = z.strictObject({
  account: z.string().regex(accountIdPattern, 'The account is your trading account number: nine digits'),
});

export const assetSymbolPathSchema = z.strictObject({ symbol: assetCodeSchema });
