import { z } from 'zod';

/**
 * POST /v1/user-to-funded (SPEC 7 Account): the funded milestone, the time of the user's first
 * completed deposit. It is answered only once reached: before it, the call is refused with 409.
 */
export const userFundedSchema = z.object({ funded: z.literal(true), funded_at: z.string() });
export type UserFunded = z.infer<typeof userFundedSchema>;
