import { z } from 'zod';
import { amountInputSchema } from './funding';

/**
 * SPEC 7 "Other trading" (merj/account/...) and SPEC 9 integration service merj: the investor moves
 * US dollars from their available balance into their merj trading sub-account, to trade on that venue.
 */

/** POST merj/account/deposit: US dollars, 2 decimals. */
export const merjDepositRequestSchema = z.strictObject({ amount: amountInputSchema });
export type MerjDepositRequest = z.infer<typeof merjDepositRequestSchema>;

/** GET merj/account/summary: what the investor's merj sub-account holds, per asset, decimal strings. */
export const merjAccountSummarySchema = z.object({
  integration_service: z.literal('merj'),
  balances: z.array(z.object({ asset: z.string(), balance: z.string() })),
});
export type MerjAccountSummary = z.infer<typeof merjAccountSummarySchema>;

/** The deposit made: its ledger transaction, and the sub-account after it. */
export const merjDepositPayloadSchema = z.object({
  transaction_id: z.string(),
  asset: z.literal('USD'),
  amount: z.string(),
  summary: merjAccountSummarySchema,
});
export type MerjDepositPayload = z.infer<typeof merjDepositPayloadSchema>;
