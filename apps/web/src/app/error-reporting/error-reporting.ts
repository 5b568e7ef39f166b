import type { DomainSettings } from '@invest/contracts';
import {
  type ErrorReportingStart,
  errorReportingStartOf,
  type ReportError,
  type WaitingError,
} from './error-reporting-start';

/**
 * The web app's error reports (SPEC 7, the /monitoring tunnel). Reports are on for every domain: one
 * with an error-reporting DSN has them sent to its Sentry project, one without has them kept for its
 * console (the browser then reports under the platform's own DSN, which the server answers by
 * keeping them). Sentry's SDK (sentry-client.ts) stays out of the first screen's code: a domain with
 * its own DSN fetches it after the app's first paint, since its project counts sessions and may record
 * them; a domain whose reports are kept for its console fetches it at its first error, so a visit
 * without one never loads it. Until the SDK is there, errors wait for it.
 */

/** Errors before the SDK is there: a page that fails at once should not fill the memory. */
const maxWaiting = 20;
const waiting: WaitingError[] = [];
let report: ReportError | null = null;
/** Set once the domain's reports are known to be fetched at their first error: fetches the SDK. */
let onFirstError: (() => void) | null = null;

function receive(error: WaitingError) {
  if (report) return report(error);
  if (waiting.length < maxWaiting) waiting.push(error);
  onFirstError?.();
}

/** Reports an error the app caught itself (a page that failed to render), now or once the SDK is there. */
export function reportCaughtError(error: unknown, componentStack = '') {
  receive({ error, componentStack, isCaught: true });
}

const onUncaughtError = (event: ErrorEvent) =>
  receive({ error: event.error ?? event.message, componentStack: '', isCaught: false });
const onUnhandledRejection = (event: PromiseRejectionEvent) =>
  receive({ error: event.reason, componentStack: '', isCaught: false });

/** Resolves after the next paint, once the browser has nothing more urgent to do. */
const afterPaint = () =>
  new Promise<void>((resolve) =>
    requestAnimationFrame(() => {
      if ('requestIdleCallback' in window) requestIdleCallback(() => resolve(), { timeout: 3000 });
      else setTimeout(resolve, 0);
    }),
  );

/** Fetches and starts the SDK, which from then on catches what nothing caught, and hands it the waiting errors. */
async function startSdk(start: ErrorReportingStart) {
  const { startSentry } = await import('./sentry-client');
  report = startSentry(start);
  window.removeEventListener('error', onUncaughtError);
  window.removeEventListener('unhandledrejection', onUnhandledRejection);
  for (const error of waiting.splice(0)) report(error);
}

/**
 * Starts reporting once the domain's settings are known (`settingsOf` reads them, `onChange` is told
 * when the app's state changes). Errors nothing caught wait from now on.
 */
export function startErrorReporting(
  settingsOf: () => Pick<DomainSettings, 'configs'> | null,
  onChange: (listener: () => void) => () => void,
) {
  window.addEventListener('error', onUncaughtError);
  window.addEventListener('unhandledrejection', onUnhandledRejection);
  const known = new Promise<Pick<DomainSettings, 'configs'>>((resolve) => {
    const settings = settingsOf();
    if (settings) return resolve(settings);
    const stop = onChange(() => {
      const loaded = settingsOf();
      if (!loaded) return;
      stop();
      resolve(loaded);
    });
  });
  // Without its reports (the SDK's code could not be fetched) the app works all the same.
  const startOnce = (start: ErrorReportingStart) => {
    onFirstError = null;
    void startSdk(start).catch(() => undefined);
  };
  void known.then(async (settings) => {
    const start = errorReportingStartOf(settings, window.location.host);
    if (!start.isKeptLocally) {
      await afterPaint();
      return startOnce(start);
    }
    onFirstError = () => startOnce(start);
    if (waiting.length > 0) onFirstError();
  });
}
