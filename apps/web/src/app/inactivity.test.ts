import { describe, expect, it } from 'vitest';
import { isInactive } from './inactivity';

describe('isInactive', () => {
  it('is inactive once the allowed minutes have passed', () => {
    expect(isInactive(0, 5 * 60_000 - 1, 5)).toBe(false);
    expect(isInactive(0, 5 * 60_000, 5)).toBe(true);
  });
});
