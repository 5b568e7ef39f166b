import { z } from 'zod';

/**
 * The web app's error reports (SPEC 7: "Error-reporting traffic goes through a tunnel path
 * /monitoring"). The browser sends Sentry envelopes to POST /monitoring on the api host; the server
 * forwards them to the domain's error-reporting service, a Sentry-compatible DSN, or, for a domain
 * without one, keeps their events for the console (GET /v1/admin/error-reports).
 */

/** A Sentry DSN, `https://<public key>@<host>/<project id>`: the public key names the sender, never a secret. */
export interface SentryDsn {
  publicKey: string;
  /** Lower case, with the port when one is given. */
  host: string;
  projectId: string;
}

const publicKeyPattern = /^[0-9a-zA-Z]{1,64}$/;
const projectPathPattern = /^\/(\d{1,20})$/;

/** The DSN `text` names, or null when it is not `https://<public key>@<host>/<project id>` exactly. */
export function parseSentryDsn(text: string): SentryDsn | null {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return null;
  }
  const projectId = projectPathPattern.exec(url.pathname)?.[1];
  const isBare = url.password === '' && !/[?#]/.test(text);
  if (url.protocol !== 'https:' || !isBare || !projectId || !publicKeyPattern.test(url.username) || !url.host) {
    return null;
  }
  return { publicKey: url.username, host: url.host, projectId };
}

/**
 * The project of the platform's own DSN: Sentry numbers projects from 1, so 0 names no service, and a
 * browser of a domain without a DSN initialises its reporting with it (`localErrorReportsDsn`).
 */
export const localErrorReportsProjectId = '0';

/** The DSN a domain without an error-reporting service gives its browsers: "keep the reports here". */
export const localErrorReportsDsn = (host: string) => `https://public@${host}/${localErrorReportsProjectId}`;

/** Whether `dsn` is the platform's own, which the tunnel answers by keeping the reports. */
export const isLocalErrorReportsDsn = (dsn: SentryDsn) => dsn.projectId === localErrorReportsProjectId;

/** Whether `value` may be a domain's error-reporting DSN: a Sentry DSN of a real project. */
export function isDomainSentryDsn(value: unknown): boolean {
  const dsn = typeof value === 'string' ? parseSentryDsn(value) : null;
  return dsn !== null && !isLocalErrorReportsDsn(dsn);
}

/** What a domain's configs say about its error reports and session recording. */
export interface ErrorReportingSettings {
  /** `configs.error_reporting_dsn`: where the reports go; null keeps them for the console. */
  dsn: string | null;
  /** `configs.session_recording`: off unless the domain turns it on. */
  isSessionRecordingOn: boolean;
}

export function errorReportingOf(configs: Record<string, unknown>): ErrorReportingSettings {
  const dsn = configs.error_reporting_dsn;
  return {
    dsn: isDomainSentryDsn(dsn) ? (dsn as string) : null,
    isSessionRecordingOn: configs.session_recording === true,
  };
}

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
