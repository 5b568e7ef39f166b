import type { DomainSettings } from '@invest/contracts';
import { errorReportingStartOf } from './error-reporting-start';

/**
 * The web app's error reports (SPEC 7, the /monitoring tunnel). Reports are on for every domain: one
 * with an error-reporting DSN has them sent to its Sentry project, one without has them kept for its
 * console (the browser then reports under the platform's own DSN, which the server answers by
 * keeping them). Sentry's SDK is fetched only after the app's first paint (sentry-client.ts); an
 * error the app catches before then waits for it.
 */

type CaughtError = { error: unknown; componentStack: string };

/** Errors caught before the SDK is there: a page that fails at once should not fill the memory. */
const maxWaiting = 20;
const waiting: CaughtError[] = [];
let report: ((error: unknown, componentStack: string) => void) | null = null;

/** Reports an error the app caught itself (a page that failed to render), now or once the SDK is there. */
export function reportCaughtError(error: unknown, componentStack = '') {
  if (report) report(error, componentStack);
  else if (waiting.length < maxWaiting) waiting.push({ error, componentStack });
}

/** Resolves after the next paint, once the browser has nothing more urgent to do. */
const afterPaint = () =>
  new Promise<void>((resolve) =>
    requestAnimationFrame(() => {
      if ('requestIdleCallback' in window) requestIdleCallback(() => resolve(), { timeout: 3000 });
      else setTimeout(resolve, 0);
    }),
  );

/**
 * Starts reporting once the domain's settings are known (`settingsOf` reads them, `onChange` is told
 * when the app's state changes) and the app has painted.
 */
export function startErrorReporting(
  settingsOf: () => Pick<DomainSettings, 'configs'> | null,
  onChange: (listener: () => void) => () => void,
) {
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
  void known
    .then(async (settings) => {
      await afterPaint();
      const { startSentry } = await import('./sentry-client');
      report = startSentry(errorReportingStartOf(settings, window.location.host));
      for (const caught of waiting.splice(0)) report(caught.error, caught.componentStack);
    })
    // Without its reports (the SDK's code could not be fetched) the app works all the same.
    .catch(() => undefined);
}
