import { z } from 'zod';
import { amountInputSchema } from './funding';

/**
 * SPEC 7 "Dashboard" (POST card-pay-interest): an investor for whom card payments are not available
 * says they would pay by card, in a currency and for an amount, so the domain can weigh offering it.
 */
export const cardPayInterestRequestSchema = z.strictObject({
  currency: z
    .string({ error: 'Choose a currency' })
    .trim()
    .regex(/^[A-Za-z]{3}$/, 'Use a three-letter currency code')
    .transform((code) => code.toUpperCase())
    .default('USD'),
  amount: amountInputSchema.optional(),
});
export type CardPayInterestRequest = z.infer<typeof cardPayInterestRequestSchema>;

/** The investor's interest as recorded: the latest currency and amount they gave. */
export const cardPayInterestSchema = z.object({
  currency: z.string(),
  amount: z.string().nullable(),
  registered_at: z.string(),
  updated_at: z.string(),
});
export type CardPayInterest = z.infer<typeof cardPayInterestSchema>;
