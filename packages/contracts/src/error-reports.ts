import { z } from 'zod';

/**
 * The web app's error reports (SPEC 7: "Error-reporting traffic goes through a tunnel path
 * /monitoring"). The browser sends Sentry envelopes to POST /monitoring on the api host; the server
 * forwards them to the domain's error-reporting service, a Sentry-compatible DSN, or, for a domain
 * without one, keeps their events for the console (GET /v1/admin/error-reports).
 */

/** POST /monitoring's answer: where the envelope went, or that it held nothing kept without a DSN. */
export const errorEnvelopeAnswerSchema = z.object({ outcome: z.enum(['forwarded', 'stored', 'ignored']) });
export type ErrorEnvelopeAnswer = z.infer<typeof errorEnvelopeAnswerSchema>;

/** Sentry's levels of an event, the gravest first; an event without a known one is kept as an error. */
export const errorReportLevels = ['fatal', 'error', 'warning', 'log', 'info', 'debug'] as const;
export type ErrorReportLevel = (typeof errorReportLevels)[number];

export const isErrorReportLevel = (value: unknown): value is ErrorReportLevel =>
  (errorReportLevels as readonly unknown[]).includes(value);

/** One error report kept for a domain without an error-reporting service. */
export const errorReportSchema = z.object({
  id: z.string(),
  received_at: z.string(),
  /** The browser's id of the event, as Sentry would show it. */
  event_id: z.string().nullable(),
  level: z.enum(errorReportLevels),
  message: z.string(),
  /** The page the error happened on, without its query. */
  url: z.string().nullable(),
  release: z.string().nullable(),
});
export type ErrorReport = z.infer<typeof errorReportSchema>;

/** Where a page of reports ends: the last report's time and id, so reports of one instant are not skipped. */
const errorReportCursorSchema = z
  .string()
  .regex(
    /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z_[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/,
    'before is the next_before of a page',
  )
  .refine((cursor) => !Number.isNaN(Date.parse(cursor.slice(0, 24))), 'before is the next_before of a page');

/** GET /v1/admin/error-reports: newest first; the next page starts `before` the last report of this one. */
export const errorReportsQuerySchema = z.strictObject({
  before: errorReportCursorSchema.optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});
export type ErrorReportsQuery = z.infer<typeof errorReportsQuerySchema>;

export const errorReportsPageSchema = z.object({
  items: z.array(errorReportSchema),
  /** The `before` of the next page; null on the last. */
  next_before: z.string().nullable(),
});
export type ErrorReportsPage = z.infer<typeof errorReportsPageSchema>;
