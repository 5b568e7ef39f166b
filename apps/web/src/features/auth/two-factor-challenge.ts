/**
 * The token that login answers when 2FA is on. It is good only for POST /v1/2fa/token, so it is held
 * in memory for the /two-factor page and never stored with the session.
 */
interface TwoFactorChallenge {
  token: string;
  expiresAt: number;
}

let challenge: TwoFactorChallenge | null = null;

export function holdTwoFactorChallenge(next: TwoFactorChallenge) {
  challenge = next;
}

export function currentTwoFactorChallenge(now: number = Date.now()): TwoFactorChallenge | null {
  if (challenge && challenge.expiresAt <= now) challenge = null;
  return challenge;
}

export function releaseTwoFactorChallenge() {
  challenge = null;
}
