import { z } from 'zod';
import { accountValueRanges } from './account-value-ranges';

/**
 * GET reports/account-value: what the investor's account was worth at the end of each day of a
 * range, in US dollars, for the dashboard's chart.
 */

export * from './account-value-ranges';

export const accountValueRangeSchema = z.enum(accountValueRanges);

export const accountValueQuerySchema = z.strictObject({ range: accountValueRangeSchema.default('1M') });
export type AccountValueQuery = z.infer<typeof accountValueQuerySchema>;

export const accountValuePointSchema = z.object({
  /** YYYY-MM-DD, UTC: the value at the end of that day (today: now). */
  date: z.string(),
  /** US dollars, at most 2 decimals (trailing zeros left out, like every amount on the wire). */
  value: z.string(),
  /**
   * Everything deposited less everything withdrawn by the end of that day, in US dollars, each at its
   * value on its day: the part of `value` that is the investor's own money, not a return.
   */
  net_deposits: z.string(),
});
export type AccountValuePoint = z.infer<typeof accountValuePointSchema>;

export const accountValueSchema = z.object({
  currency: z.literal('USD'),
  range: accountValueRangeSchema,
  /** One point per day, oldest first; empty when the investor has never held anything. */
  points: z.array(accountValuePointSchema),
  /** Assets held in the range that no market prices against US dollars, so they are not counted. */
  unpriced: z.array(z.string()),
});
export type AccountValue = z.infer<typeof accountValueSchema>;
