import { captureException, captureReactException, init, replayIntegration } from '@sentry/react';
import replayCompressionWorker from '@sentry/replay/worker-bundler?worker&url';
import type { ErrorReportingStart, ReportError } from './error-reporting-start';
import { scrubBreadcrumb, scrubEvent } from './scrub-event';

/** SPEC 9: the release the web app reports its errors under. */
const release = '1.49.1';

/**
 * Session recording, for a domain that turned it on: every session, with SPEC 9's timings, and
 * nothing of what is on the screen: texts and inputs are masked and media blocked, so no amount and
 * no personal data leaves the browser (SPEC 1 has recording mask nothing; the investors' data staying
 * in their browsers comes first). Segments are compressed by the SDK's worker served from the app's own origin: the
 * page's content security policy admits no worker made from a blob, the SDK's default.
 */
const recording = () =>
  replayIntegration({
    maskAllText: true,
    maskAllInputs: true,
    blockAllMedia: true,
    workerUrl: replayCompressionWorker,
    flushMinDelay: 5000,
    flushMaxDelay: 5500,
    minReplayDuration: 4999,
    mutationBreadcrumbLimit: 750,
    mutationLimit: 10_000,
    slowClickTimeout: 7000,
  });

/**
 * Starts Sentry's browser SDK, sending through the /monitoring tunnel of the page's own host (SPEC 7),
 * and returns how it reports an error that waited for it (error-reporting.ts): one the app caught, with
 * the component stack React gave, or one nothing caught, marked unhandled as the SDK's own handlers
 * mark those it catches from now on.
 */
export function startSentry(start: ErrorReportingStart): ReportError {
  const isRecording = start.isSessionRecordingOn;
  init({
    dsn: start.dsn,
    tunnel: '/monitoring',
    release,
    environment: import.meta.env.MODE,
    dataCollection: {
      userInfo: false,
      cookies: false,
      httpHeaders: false,
      httpBodies: [],
      urlQueryParams: false,
      stackFrameVariables: false,
    },
    beforeSend: scrubEvent,
    beforeBreadcrumb: scrubBreadcrumb,
    // Reports kept for the console are error events only: sessions and the SDK's own counts would be dropped there.
    sendClientReports: !start.isKeptLocally,
    integrations: (defaults) => [
      ...defaults.filter((integration) => !start.isKeptLocally || integration.name !== 'BrowserSession'),
      ...(isRecording ? [recording()] : []),
    ],
    replaysSessionSampleRate: isRecording ? 1 : 0,
    replaysOnErrorSampleRate: isRecording ? 1 : 0,
  });
  return ({ error, componentStack, isCaught }) => {
    if (isCaught) captureReactException(error, { componentStack });
    else captureException(error, { mechanism: { type: 'onerror', handled: false } });
  };
}
