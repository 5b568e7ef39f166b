import { afterEach, describe, expect, it } from 'vitest';
import { currentTwoFactorChallenge, holdTwoFactorChallenge, releaseTwoFactorChallenge } from './two-factor-challenge';

describe('two-factor challenge', () => {
  afterEach(() => releaseTwoFactorChallenge());

  it('holds the challenge token until it expires', () => {
    holdTwoFactorChallenge({ token: 'challenge', expiresAt: 1000 });
    expect(currentTwoFactorChallenge(999)?.token).toBe('challenge');
    expect(currentTwoFactorChallenge(1000)).toBeNull();
    expect(currentTwoFactorChallenge(0)).toBeNull();
  });

  it('forgets the challenge once released', () => {
    holdTwoFactorChallenge({ token: 'challenge', expiresAt: Number.MAX_SAFE_INTEGER });
    releaseTwoFactorChallenge();
    expect(currentTwoFactorChallenge()).toBeNull();
  });
});
