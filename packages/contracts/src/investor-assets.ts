import { z } from 'zod';
import { tradingAssetSchema } from './trading';

/**
 * GET /v1/assets: each instrument with its restrictions (SPEC 3), what the caller holds of it, and
 * whether the offer is closed to them (SPEC 5: accreditation or country), null when it is open. The
 * websocket's `assets` channel carries the same list (realtime.ts), so it lives apart from both.
 */
export const investorAssetSchema = tradingAssetSchema.extend({
  Available: z.string(),
  Held: z.string(),
  Restriction: z.enum(['accreditation', 'country']).nullable(),
});
export type InvestorAsset = z.infer<typeof investorAssetSchema>;
