import { describe, expect, it } from 'vitest';
import { errorReportingStartOf } from './error-reporting-start';

describe('the start of error reporting', () => {
  const dsn = 'https://0123abcd@o42.ingest.sentry.io/4501';

  it("reports to the domain's DSN, recording only when the domain turned it on", () => {
    expect(errorReportingStartOf({ configs: { error_reporting_dsn: dsn } }, 'main.test')).toEqual({
      dsn,
      isKeptLocally: false,
      isSessionRecordingOn: false,
    });
    expect(
      errorReportingStartOf({ configs: { error_reporting_dsn: dsn, session_recording: true } }, 'main.test')
        .isSessionRecordingOn,
    ).toBe(true);
  });

  it("reports under the platform's own DSN for a domain without one, and never records there", () => {
    expect(errorReportingStartOf({ configs: { session_recording: true } }, 'main.test:8080')).toEqual({
      dsn: 'https://public@main.test:8080/0',
      isKeptLocally: true,
      isSessionRecordingOn: false,
    });
  });
});
