import { describe, expect, it } from 'vitest';
import {
  aroundTheClockHours,
  formatMinute,
  isMarketOpen,
  nextOpeningOf,
  sessionStartOf,
  specDefaultHours,
} from './market-hours';

const at = (iso: string) => new Date(iso);

describe("SPEC 4's default hours, 06:00 to 02:00 UTC, Monday to Saturday", () => {
  it.each([
    ['Monday 06:00, the opening minute', '2026-03-02T06:00:00Z', true],
    ['Monday 05:59', '2026-03-02T05:59:00Z', false],
    ['Monday 05:59:59.999, the last instant before the opening', '2026-03-02T05:59:59.999Z', false],
    ['Monday 01:00, the tail of Sunday, which has no session', '2026-03-02T01:00:00Z', false],
    ['Monday 12:00', '2026-03-02T12:00:00Z', true],
    ['Tuesday 01:59, the tail of Monday', '2026-03-03T01:59:00Z', true],
    ['Tuesday 01:59:59.999, the last instant of the session', '2026-03-03T01:59:59.999Z', true],
    ['Tuesday 02:00, the closing minute', '2026-03-03T02:00:00Z', false],
    ['Tuesday 04:00, between sessions', '2026-03-03T04:00:00Z', false],
    ['Saturday 23:00', '2026-03-07T23:00:00Z', true],
    ['Sunday 01:00, the tail of Saturday', '2026-03-08T01:00:00Z', true],
    ['Sunday 02:00, when Saturday closes', '2026-03-08T02:00:00Z', false],
    ['Sunday 06:00, which has no session', '2026-03-08T06:00:00Z', false],
    ['Sunday 12:00', '2026-03-08T12:00:00Z', false],
    ['Sunday 23:59', '2026-03-08T23:59:00Z', false],
  ])('%s: open %s', (_name, iso, expected) => {
    expect(isMarketOpen(specDefaultHours, at(iso))).toBe(expected);
  });

  it('keeps a session that closes the same day inside the day', () => {
    const daytime = { opensAtMinute: 9 * 60 + 30, closesAtMinute: 16 * 60, tradingDays: [2] };
    expect(isMarketOpen(daytime, at('2026-03-02T09:30:00Z'))).toBe(true);
    expect(isMarketOpen(daytime, at('2026-03-02T16:00:00Z'))).toBe(false);
    expect(isMarketOpen(daytime, at('2026-03-03T10:00:00Z'))).toBe(false);
  });

  it('shows minutes as HH:mm', () => {
    expect(formatMinute(360)).toBe('06:00');
    expect(formatMinute(570)).toBe('09:30');
  });
});

describe('around the clock, as digital assets trade', () => {
  it.each([
    ['Sunday 12:00', '2026-03-08T12:00:00Z'],
    ['Sunday 00:00', '2026-03-08T00:00:00Z'],
    ['Monday 00:00, midnight between two sessions', '2026-03-02T00:00:00Z'],
    ['Monday 02:00, when shares close', '2026-03-02T02:00:00Z'],
    ['Monday 04:30, between share sessions', '2026-03-02T04:30:00Z'],
    ['Saturday 23:59:59.999', '2026-03-07T23:59:59.999Z'],
  ])('is open %s, and has no next opening', (_name, iso) => {
    expect(isMarketOpen(aroundTheClockHours, at(iso))).toBe(true);
    expect(nextOpeningOf(aroundTheClockHours, at(iso))).toBeNull();
  });

  it('starts each session, which Day orders end with, at midnight UTC', () => {
    expect(sessionStartOf(aroundTheClockHours, at('2026-03-08T13:00:00Z'))).toEqual(at('2026-03-08T00:00:00Z'));
    expect(sessionStartOf(aroundTheClockHours, at('2026-03-09T00:00:00Z'))).toEqual(at('2026-03-09T00:00:00Z'));
  });
});

describe('the start of the session open now', () => {
  it('is the opening of today, or of yesterday in the tail after midnight, or null while closed', () => {
    expect(sessionStartOf(specDefaultHours, at('2026-03-02T12:00:00Z'))).toEqual(at('2026-03-02T06:00:00Z'));
    expect(sessionStartOf(specDefaultHours, at('2026-03-03T01:00:00Z'))).toEqual(at('2026-03-02T06:00:00Z'));
    expect(sessionStartOf(specDefaultHours, at('2026-03-03T03:00:00Z'))).toBeNull();
  });
});

describe('the next opening of a closed market', () => {
  it.each([
    ['Tuesday 02:00, at the close: Tuesday 06:00', '2026-03-03T02:00:00Z', '2026-03-03T06:00:00Z'],
    ['Tuesday 05:59: a minute later', '2026-03-03T05:59:00Z', '2026-03-03T06:00:00Z'],
    ['Sunday 02:00, when Saturday closes: Monday 06:00', '2026-03-08T02:00:00Z', '2026-03-09T06:00:00Z'],
    ['Sunday 12:00: Monday 06:00', '2026-03-08T12:00:00Z', '2026-03-09T06:00:00Z'],
    ['Monday 01:00, after a Sunday without a session: Monday 06:00', '2026-03-09T01:00:00Z', '2026-03-09T06:00:00Z'],
  ])('%s', (_name, iso, expected) => {
    expect(nextOpeningOf(specDefaultHours, at(iso))).toEqual(at(expected));
  });

  it('is none while the market is open', () => {
    expect(nextOpeningOf(specDefaultHours, at('2026-03-02T06:00:00Z'))).toBeNull();
    expect(nextOpeningOf(specDefaultHours, at('2026-03-08T01:00:00Z'))).toBeNull();
  });

  it('is a week ahead for a market of one day a week, after its session', () => {
    const mondays = { opensAtMinute: 9 * 60, closesAtMinute: 17 * 60, tradingDays: [2] };
    expect(nextOpeningOf(mondays, at('2026-03-02T17:00:00Z'))).toEqual(at('2026-03-09T09:00:00Z'));
  });
});
