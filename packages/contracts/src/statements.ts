import { z } from 'zod';

/**
 * GET reports/statement-account (SPEC 7 Reports "statement-account (csv)"): the investor's monthly
 * statement of every movement of what they own, with opening and closing balances per asset, as a
 * CSV or a PDF download.
 */

/** A calendar month, YYYY-MM (months of UTC). */
export const statementMonthPattern = /^\d{4}-(0[1-9]|1[0-2])$/;

export const statementFormats = ['csv', 'pdf'] as const;
export type StatementFormat = (typeof statementFormats)[number];

export const statementQuerySchema = z.strictObject({
  month: z.string().min(7).max(7).regex(statementMonthPattern, 'Use a month such as 2026-03'),
  format: z.enum(statementFormats).default('csv'),
});
export type StatementQuery = z.infer<typeof statementQuerySchema>;
