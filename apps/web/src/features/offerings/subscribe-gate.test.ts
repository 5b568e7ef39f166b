import { describe, expect, it } from 'vitest';
import { subscribeGateOf } from './subscribe-gate';

const open = { state: 'open', opens_at: '2026-03-01T00:00:00Z', closes_at: '2026-03-31T00:00:00Z' } as const;
const now = new Date('2026-03-10T00:00:00Z');
const done = { restriction: null, registration_completed: true };
const allowed = { allowed: true, reason: null };

describe('subscribeGateOf', () => {
  it('lets a registered, eligible investor subscribe to an open offering', () => {
    expect(subscribeGateOf(done, allowed, open, now)).toEqual({ kind: 'allowed' });
  });

  it("stops the investor the domain's IPO restriction stops, and says where to go instead", () => {
    const restricted = {
      restriction: { ipo_closed: true, redirect_path: '/dashboard' },
      registration_completed: false,
    };
    expect(subscribeGateOf(restricted, allowed, open, now)).toEqual({
      kind: 'ipoRestricted',
      isClosed: true,
      redirectPath: '/dashboard',
    });
  });

  it('asks for the profile first, then for the restriction the offering sets', () => {
    expect(subscribeGateOf({ ...done, registration_completed: false }, allowed, open, now)).toEqual({
      kind: 'finishProfile',
    });
    expect(subscribeGateOf(done, { allowed: false, reason: 'country' }, open, now)).toEqual({
      kind: 'ineligible',
      reason: 'country',
    });
  });

  it('refuses an offering that takes no commitments now', () => {
    expect(subscribeGateOf(done, allowed, { ...open, state: 'upcoming' }, now)).toEqual({ kind: 'notTaking' });
    expect(subscribeGateOf(done, allowed, open, new Date('2026-04-01T00:00:00Z'))).toEqual({ kind: 'notTaking' });
  });
});
