import { type DomainSettings, errorReportingOf, localErrorReportsDsn } from '@invest/contracts';

/** How the SDK starts for a domain. */
export interface ErrorReportingStart {
  dsn: string;
  /** The domain has no DSN: its reports are kept on the platform, for the console. */
  isKeptLocally: boolean;
  isSessionRecordingOn: boolean;
}

/**
 * How a domain's pages start the SDK: under the domain's DSN, else under the platform's own DSN on
 * `host` (the page's, where the tunnel is), and then never recording: the console keeps no recordings.
 */
export function errorReportingStartOf(settings: Pick<DomainSettings, 'configs'>, host: string): ErrorReportingStart {
  const { dsn, isSessionRecordingOn } = errorReportingOf(settings.configs);
  return dsn
    ? { dsn, isKeptLocally: false, isSessionRecordingOn }
    : { dsn: localErrorReportsDsn(host), isKeptLocally: true, isSessionRecordingOn: false };
}

/** An error waiting for the SDK: one the app caught (a page that failed to render), or one nothing caught. */
export type WaitingError = { error: unknown; componentStack: string; isCaught: boolean };

/** How the SDK reports an error (sentry-client.ts). */
export type ReportError = (waiting: WaitingError) => void;
