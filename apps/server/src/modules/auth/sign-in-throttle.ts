import { waitWords } from '../../platform/http/wait-words';

/**
 * Per-account sign-in throttling: the per-address limit alone lets a password be guessed from many
 * addresses. Every attempt on one email of a domain claims a slot before its password is checked,
 * so concurrent guesses are counted too. After `freeFailures`
 * failed attempts the next one from an address the account does not know waits, the wait doubling
 * with each further failure up to `longestWaitSeconds`: a delay, never a lock, so nobody can keep
 * the owner out. The owner is let through at once from an address they signed in from before, or
 * with the link mailed to them when the waiting starts.
 */
export const signInThrottle = {
  freeFailures: 5,
  firstWaitSeconds: 30,
  longestWaitSeconds: 15 * 60,
  /** Failures are forgotten once no attempt has come for this long. */
  forgetAfterMs: 3600_000,
  /** An address the account signed in from within this long is taken for the owner's. */
  knownAddressForMs: 90 * 86_400_000,
} as const;

export interface ThrottleState {
  failures: number;
  blockedUntil: Date | null;
  updatedAt: Date;
}

export type AttemptClaim = { allowed: true; next: ThrottleState } | { allowed: false; retryAfterSeconds: number };

/** How long the attempt after `failures` failed ones must wait, in seconds (0: none). */
export function waitAfterFailures(failures: number): number {
  const { freeFailures, firstWaitSeconds, longestWaitSeconds } = signInThrottle;
  if (failures < freeFailures) return 0;
  const doublings = Math.min(failures - freeFailures, Math.ceil(Math.log2(longestWaitSeconds / firstWaitSeconds)));
  return Math.min(longestWaitSeconds, firstWaitSeconds * 2 ** doublings);
}

/** Whether an attempt at `now` from an address the owner has not vouched for must wait. */
export function isWaiting(state: ThrottleState, now: Date): boolean {
  return state.blockedUntil !== null && state.blockedUntil > now;
}

/**
 * Claims one attempt on an email whose throttle is `state`, counting it as failed until it is
 * proven right (a right password clears the throttle). An attempt the owner vouches for (a known
 * address or the unlock link) is never made to wait but still counts.
 */
export function claimAttempt(state: ThrottleState, now: Date, isOwnerVouched: boolean): AttemptClaim {
  if (isWaiting(state, now) && !isOwnerVouched && state.blockedUntil) {
    return { allowed: false, retryAfterSeconds: Math.ceil((state.blockedUntil.getTime() - now.getTime()) / 1000) };
  }
  const isForgotten = now.getTime() - state.updatedAt.getTime() >= signInThrottle.forgetAfterMs;
  const failures = (isForgotten ? 0 : state.failures) + 1;
  const waitSeconds = waitAfterFailures(failures);
  const blockedUntil = waitSeconds > 0 ? new Date(now.getTime() + waitSeconds * 1000) : null;
  return { allowed: true, next: { failures, blockedUntil, updatedAt: now } };
}

/** The refusal's wording for a wait of `seconds`, the same whether or not the email has an account. */
export function waitMessage(seconds: number): string {
  return (
    `Too many failed sign-ins to this account. Try again in ${waitWords(seconds)}, or reset your password. ` +
    'If it is your account, the link we emailed you lets you sign in now.'
  );
}
