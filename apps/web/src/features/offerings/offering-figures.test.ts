import { describe, expect, it } from 'vitest';
import { isTakingCommitments, offeringCountdown, raisedPercent } from './offering-figures';

const times = { opens_at: '2026-03-01T00:00:00Z', closes_at: '2026-03-31T00:00:00Z' };

describe('raisedPercent', () => {
  it('reads the raise in whole percent of the target, past 100 when oversubscribed', () => {
    expect(raisedPercent({ raised: '0', target_raise: '50000' })).toBe(0);
    expect(raisedPercent({ raised: '12499.99', target_raise: '50000' })).toBe(24);
    expect(raisedPercent({ raised: '75000', target_raise: '50000' })).toBe(150);
  });
});

describe('offeringCountdown', () => {
  it('counts the days until an announced offering opens', () => {
    expect(offeringCountdown({ state: 'upcoming', ...times }, new Date('2026-02-27T12:00:00Z'))).toEqual({
      kind: 'opens',
      days: 2,
    });
  });

  it('counts a part of the last day as one day left, and nothing once the deadline has passed', () => {
    expect(offeringCountdown({ state: 'open', ...times }, new Date('2026-03-30T20:00:00Z'))).toEqual({
      kind: 'closes',
      days: 1,
    });
    expect(offeringCountdown({ state: 'open', ...times }, new Date('2026-03-31T00:00:00Z'))).toBeNull();
    expect(offeringCountdown({ state: 'funded', ...times }, new Date('2026-03-10T00:00:00Z'))).toBeNull();
  });
});

describe('isTakingCommitments', () => {
  it('is true only for an open offering between its opening and its deadline', () => {
    expect(isTakingCommitments({ state: 'open', ...times }, new Date('2026-03-10T00:00:00Z'))).toBe(true);
    expect(isTakingCommitments({ state: 'open', ...times }, new Date('2026-02-28T00:00:00Z'))).toBe(false);
    expect(isTakingCommitments({ state: 'upcoming', ...times }, new Date('2026-03-10T00:00:00Z'))).toBe(false);
    expect(isTakingCommitments({ state: 'priced', ...times }, new Date('2026-03-10T00:00:00Z'))).toBe(false);
  });
});
