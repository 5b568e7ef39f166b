import { z } from 'zod';
import { pageQuerySchema } from './envelope';
import { amountInputSchema } from './funding';
import { marketTickerSchema } from './realtime';
import { movementOrderTypes, movementSides } from './trading-codes';
import { assetCodeSchema } from './trading-ledger';
import { fillReportRowSchema } from './trading-reports';

/** The trading calls of the main API (SPEC 7 "Other trading" and "Other"), under /v1. */

/** GET /v1/shares/data: each market of the domain with its last price and its last 24 hours. */
export const shareDataSchema = marketTickerSchema.extend({
  Symbol: z.string(),
  Name: z.string(),
  BaseAsset: z.string(),
  QuoteAsset: z.string(),
  IsMarketOpen: z.boolean(),
});
export type ShareData = z.infer<typeof shareDataSchema>;

/** GET /v1/assets/{id}/transactions/{type}: the caller's fills of the instrument, or its ledger movements. */
export const assetTransactionTypes = ['trades', 'ledger'] as const;
export type AssetTransactionType = (typeof assetTransactionTypes)[number];

export const assetTransactionsPathSchema = z.strictObject({
  id: assetCodeSchema,
  type: z.enum(assetTransactionTypes, { error: 'The type is trades or ledger' }),
});

export const assetTransactionsQuerySchema = z.strictObject({ ...pageQuerySchema.shape });

/** A posting to one of the caller's balances of the instrument: what moved it, and why. */
const assetMovementSchema = z.object({
  TransactionId: z.string(),
  /** What moved it: a trade, a hold, a deposit, a move to a venue ... */
  Kind: z.string(),
  /** Which balance: available, held, or a venue's (merj, bosonic, digtl_ledger). */
  Balance: z.string(),
  /** Signed: positive into the balance, negative out of it. */
  Amount: z.string(),
  /** SPEC 4's order type of money in (deposit) or out (withdraw) of the account; null for a trade, a hold ... */
  OrderType: z.enum(movementOrderTypes).nullable(),
  /** SPEC 4's side transfer for a move between the investor's own accounts, else null. */
  Side: z.enum(movementSides).nullable(),
  TransactionTime: z.string(),
});

export const assetTransactionSchema = z.discriminatedUnion('Type', [
  fillReportRowSchema.extend({ Type: z.literal('trade') }),
  assetMovementSchema.extend({ Type: z.literal('ledger') }),
]);
export type AssetTransaction = z.infer<typeof assetTransactionSchema>;

/** A market the caller bookmarked (SPEC 3 bookmarkedAssets; GET /v1/bookmark). */
export const bookmarkSchema = z.object({ Symbol: z.string(), BookmarkedAt: z.string() });
export type Bookmark = z.infer<typeof bookmarkSchema>;

/** POST /v1/bookmark/{id}: the market symbol in the path, bookmarked or not in the body. */
export const bookmarkPathSchema = z.strictObject({ id: z.string().min(1).max(64) });
export const bookmarkRequestSchema = z.strictObject({
  bookmarked: z.boolean({ error: 'bookmarked is true or false' }),
});
export const bookmarkStateSchema = z.object({ Symbol: z.string(), Bookmarked: z.boolean() });
export type BookmarkState = z.infer<typeof bookmarkStateSchema>;

/**
 * POST /v1/assets/trade (SPEC 7): an order from the main API, placed on the trading host. `token` is
 * the instrument and `wallet` the currency the trade pays with or is paid in (the market is
 * TOKEN-WALLET, such as ACME-USD); `amount` is the quantity of the instrument; `price` the limit of a
 * limit trade. `balance` is the balance the client showed: the ledger checks the real one.
 */
export const assetTradeRequestSchema = z
  .strictObject({
    type: z.enum(['market', 'limit'], { error: 'type is market or limit' }),
    action: z.enum(['buy', 'sell'], { error: 'action is buy or sell' }),
    token: assetCodeSchema,
    amount: amountInputSchema,
    price: amountInputSchema.optional(),
    wallet: z
      .string()
      .regex(/^[A-Za-z0-9]{2,12}$/, 'wallet is the currency you pay with or are paid in, such as USD')
      .transform((code) => code.toUpperCase()),
    balance: amountInputSchema.optional(),
  })
  .superRefine((trade, context) => {
    if (trade.type === 'limit' && trade.price === undefined) {
      context.addIssue({ code: 'custom', path: ['price'], message: 'A limit trade needs a price' });
    }
    if (trade.type === 'market' && trade.price !== undefined) {
      context.addIssue({ code: 'custom', path: ['price'], message: 'A market trade takes no price' });
    }
  });
export type AssetTradeRequest = z.infer<typeof assetTradeRequestSchema>;
