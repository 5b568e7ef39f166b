import { z } from 'zod';
import { accountHistoryEntrySchema } from './account-history';
import { pageQuerySchema } from './envelope';
import { integrationServices } from './trading';

/**
 * Reports of the trading host (SPEC 7 reports/orders and reports/history): the caller's orders and
 * fills between date cut-offs the caller passes, a page of the size it asks for (SPEC 9), or every
 * row of the period as a CSV download.
 */

/** The most rows one CSV download carries: a longer period is refused, to be downloaded in parts. */
export const reportCsvRowLimit = 10_000;

const isoDateSchema = z.iso.date({ error: 'Use a date such as 2026-03-02' });

/** From and to which day (inclusive, UTC) a report reaches, its page, and JSON or a CSV download. */
export const reportQuerySchema = z
  .strictObject({
    startDate: isoDateSchema.optional(),
    endDate: isoDateSchema.optional(),
    ...pageQuerySchema.shape,
    format: z.enum(['json', 'csv']).default('json'),
  })
  .refine((query) => !query.startDate || !query.endDate || query.startDate <= query.endDate, {
    error: 'The end date is before the start date',
    path: ['endDate'],
  });
export type ReportQuery = z.infer<typeof reportQuerySchema>;

/**
 * A row of GET /api/reports/orders: one entry of the account's history (an order as SPEC 3 has it, or a
 * deposit or withdrawal), without its fills (reports/history has those).
 */
export const orderReportRowSchema = accountHistoryEntrySchema.omit({ Reports: true });
export type OrderReportRow = z.infer<typeof orderReportRowSchema>;

/** A row of GET /api/reports/history: one fill of one of the caller's orders, with the fee it charged them. */
export const fillReportRowSchema = z.object({
  ExecutionId: z.string(),
  OrderId: z.string(),
  TransactionTime: z.string(),
  ShareName: z.string(),
  BaseAsset: z.string(),
  QuoteAsset: z.string(),
  Side: z.number().int(),
  Price: z.string(),
  Quantity: z.string(),
  /** Price times quantity, in the quote asset. */
  Cost: z.string(),
  Fee: z.string(),
  /** Whether the caller's order rested in the book (maker) or met one that did (taker). */
  Liquidity: z.enum(['maker', 'taker']),
  IntegrationService: z.enum(integrationServices),
});
export type FillReportRow = z.infer<typeof fillReportRowSchema>;
