import { describe, expect, it } from 'vitest';
import { formatMinute, isMarketOpen, sessionStartOf } from './market-hours';

const defaultHours = { opensAtMinute: 6 * 60, closesAtMinute: 2 * 60, tradingDays: [2, 3, 4, 5, 6, 7] };
const at = (iso: string) => new Date(iso);

describe('market hours 06:00 to 02:00, Monday to Saturday', () => {
  it.each([
    ['Monday 06:00, the opening minute', '2026-03-02T06:00:00Z', true],
    ['Monday 05:59', '2026-03-02T05:59:00Z', false],
    ['Monday 01:00, the tail of Sunday, which has no session', '2026-03-02T01:00:00Z', false],
    ['Tuesday 01:59, the tail of Monday', '2026-03-03T01:59:00Z', true],
    ['Tuesday 02:00, the closing minute', '2026-03-03T02:00:00Z', false],
    ['Saturday 23:00', '2026-03-07T23:00:00Z', true],
    ['Sunday 01:00, the tail of Saturday', '2026-03-08T01:00:00Z', true],
    ['Sunday 12:00', '2026-03-08T12:00:00Z', false],
  ])('%s: open %s', (_name, iso, expected) => {
    expect(isMarketOpen(defaultHours, at(iso))).toBe(expected);
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

describe('the start of the session open now', () => {
  it('is the opening of today, or of yesterday in the tail after midnight, or null while closed', () => {
    expect(sessionStartOf(defaultHours, at('2026-03-02T12:00:00Z'))).toEqual(at('2026-03-02T06:00:00Z'));
    expect(sessionStartOf(defaultHours, at('2026-03-03T01:00:00Z'))).toEqual(at('2026-03-02T06:00:00Z'));
    expect(sessionStartOf(defaultHours, at('2026-03-03T03:00:00Z'))).toBeNull();
  });
});
