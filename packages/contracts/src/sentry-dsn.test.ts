import { describe, expect, it } from 'vitest';
import { errorReportingOf, isDomainSentryDsn, localErrorReportsDsn, parseSentryDsn } from './sentry-dsn';

describe('a Sentry DSN', () => {
  it('is read as its public key, host (with a port when given) and project', () => {
    expect(parseSentryDsn('https://0123abcd@O42.Ingest.Sentry.io/4501')).toEqual({
      publicKey: '0123abcd',
      host: 'o42.ingest.sentry.io',
      projectId: '4501',
    });
    expect(parseSentryDsn('https://key@sentry.example.com:9000/7')?.host).toBe('sentry.example.com:9000');
  });

  it.each([
    'http://key@o42.ingest.sentry.io/1',
    'https://key:secret@o42.ingest.sentry.io/1',
    'https://o42.ingest.sentry.io/1',
    'https://key@o42.ingest.sentry.io/',
    'https://key@o42.ingest.sentry.io/prefix/1',
    'https://key@o42.ingest.sentry.io/1?',
    'https://key@o42.ingest.sentry.io/1#x',
    'https://ke y@o42.ingest.sentry.io/1',
    'not a url',
  ])('is not %s', (text) => {
    expect(parseSentryDsn(text)).toBeNull();
  });

  it("is a domain's only when it names a real project, not the platform's own", () => {
    expect(isDomainSentryDsn('https://key@o42.ingest.sentry.io/1')).toBe(true);
    expect(isDomainSentryDsn(localErrorReportsDsn('main.test'))).toBe(false);
    expect(isDomainSentryDsn(42)).toBe(false);
  });
});

describe("a domain's error-reporting settings", () => {
  it('keep reports on the platform and recording off unless the configs say otherwise', () => {
    expect(errorReportingOf({})).toEqual({ dsn: null, isSessionRecordingOn: false });
    expect(errorReportingOf({ session_recording: 'true', error_reporting_dsn: 'https://x' })).toEqual({
      dsn: null,
      isSessionRecordingOn: false,
    });
    expect(
      errorReportingOf({ session_recording: true, error_reporting_dsn: 'https://key@o42.ingest.sentry.io/1' }),
    ).toEqual({ dsn: 'https://key@o42.ingest.sentry.io/1', isSessionRecordingOn: true });
  });
});
