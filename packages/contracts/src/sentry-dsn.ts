/**
 * Where a domain's error reports go (SPEC 7): the Sentry DSN rules and a domain's reporting settings,
 * without a schema, so the web app's first screen reads them without the validation library.
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
