import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { claimAttempt, signInThrottle, type ThrottleState, waitAfterFailures, waitMessage } from './sign-in-throttle';

const start = new Date('2026-01-05T10:00:00Z');
const fresh: ThrottleState = { failures: 0, blockedUntil: null, updatedAt: start };

/** Plays failed attempts `gapsMs` apart; which ones were let through. */
function play(gapsMs: number[], vouched: (index: number) => boolean = () => false): boolean[] {
  let state = fresh;
  let now = start.getTime();
  return gapsMs.map((gap, index) => {
    now += gap;
    const claim = claimAttempt(state, new Date(now), vouched(index));
    if (claim.allowed) state = claim.next;
    return claim.allowed;
  });
}

describe('sign-in throttle', () => {
  it('lets the free attempts through at once, then doubles the wait up to the longest', () => {
    const waits = Array.from({ length: 12 }, (_, failures) => waitAfterFailures(failures));
    expect(waits).toEqual([0, 0, 0, 0, 0, 30, 60, 120, 240, 480, 900, 900]);
    expect(waitAfterFailures(10_000)).toBe(signInThrottle.longestWaitSeconds);
  });

  it('checks at most 12 guesses in an hour from unknown addresses, however they are timed', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 120_000 }), { minLength: 1, maxLength: 400 }), (gaps) => {
        const withinHour: number[] = [];
        let elapsed = 0;
        for (const gap of gaps) {
          elapsed += gap;
          if (elapsed >= signInThrottle.forgetAfterMs) break;
          withinHour.push(gap);
        }
        expect(play(withinHour).filter(Boolean).length).toBeLessThanOrEqual(12);
      }),
    );
  });

  it('never makes an attempt the owner vouches for wait', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.integer({ min: 0, max: 60_000 }), fc.boolean()), { maxLength: 100 }),
        (steps) => {
          const allowed = play(
            steps.map(([gap]) => gap),
            (index) => steps[index]?.[1] ?? false,
          );
          steps.forEach(([, vouched], index) => {
            if (vouched) expect(allowed[index]).toBe(true);
          });
        },
      ),
    );
  });

  it('answers how long to wait, and forgets failures after a quiet hour', () => {
    const waiting = claimAttempt(
      { failures: 5, blockedUntil: new Date(start.getTime() + 29_500), updatedAt: start },
      start,
      false,
    );
    expect(waiting).toEqual({ allowed: false, retryAfterSeconds: 30 });
    const later = new Date(start.getTime() + signInThrottle.forgetAfterMs);
    const forgotten = claimAttempt({ failures: 9, blockedUntil: null, updatedAt: start }, later, false);
    expect(forgotten).toEqual({ allowed: true, next: { failures: 1, blockedUntil: null, updatedAt: later } });
  });

  it('words the wait in seconds below a minute and in minutes above', () => {
    expect(waitMessage(30)).toContain('Try again in 30 seconds');
    expect(waitMessage(60)).toContain('Try again in 1 minute,');
    expect(waitMessage(900)).toContain('Try again in 15 minutes');
  });
});
