import type { LoginPayload, LoginRequest, SessionPayload } from '@invest/contracts';
import type { Database } from '../../platform/db/database';
import { inTransaction } from '../../platform/db/transaction';
import { AppError, invalid } from '../../platform/errors';
import type { AuthContext } from '../../platform/http/context';
import type { AuthDeps, RequestMeta } from './auth.deps';
import { linkOrigin, queueLinkMail } from './auth-mail';
import { consumeOneTimeToken, findLiveOneTimeToken } from './one-time-tokens.repository';
import { hashOpaqueToken } from './opaque-tokens';
import { verifyAgainstNoAccount, verifyPassword } from './passwords';
import * as sessions from './sessions.repository';
import { completeSignIn, lockedAccount, startSession, unauthenticated } from './sessions.service';
import { hasSignedInFrom, insertSignInEvent } from './sign-in-events.repository';
import { claimAttempt, isWaiting, signInThrottle, waitMessage } from './sign-in-throttle';
import { clearThrottle, lockThrottle, saveThrottle } from './sign-in-throttles.repository';
import { openSecret } from './two-factor/secret-box';
import { matchTotpStep } from './two-factor/totp';
import { invalidCodeMessage } from './two-factor/two-factor.service';
import { sessionPayload } from './user-payload';
import type { UserRow } from './users.repository';
import * as users from './users.repository';

/** Wrong codes allowed on one two-factor token before its session is closed. */
const maxCodeAttempts = 5;

const invalidCredentialsMessage = 'The email or password is incorrect';

/**
 * POST /v1/login. An unknown email and a wrong password get the same answer after the same work
 * (a password hash check), and the same per-account throttle (sign-in-throttle.ts); every attempt
 * is recorded as a sign-in event.
 */
export async function login(deps: AuthDeps, meta: RequestMeta, body: LoginRequest): Promise<LoginPayload> {
  const user = await users.findUserByEmail(deps.db, meta.tenantId, body.email);
  const event = { tenantId: meta.tenantId, email: body.email, ip: meta.ip, userAgent: meta.userAgent };
  const unlock = user && body.unlock_token ? await findUnlock(deps, user, body.unlock_token) : null;
  const isOwnerVouched = async (tx: Database) =>
    unlock !== null || (user !== null && (await isKnownAddress(deps, tx, user, meta.ip)));
  const claim = await claimSignInAttempt(deps, { tenantId: meta.tenantId, email: body.email }, isOwnerVouched);
  if (!claim.allowed) {
    await insertSignInEvent(deps.db, {
      ...event,
      userId: user?.id ?? null,
      success: false,
      reason: 'throttled',
      at: deps.clock.now(),
    });
    throw new AppError('RATE_LIMITED', waitMessage(claim.retryAfterSeconds), {
      headers: { 'retry-after': String(claim.retryAfterSeconds) },
    });
  }
  const isPasswordRight = user
    ? await verifyPassword(user.passwordHash, body.password)
    : await verifyAgainstNoAccount(body.password);
  if (!user || !isPasswordRight) {
    await inTransaction(deps.db, async (tx) => {
      await insertSignInEvent(tx, {
        ...event,
        userId: user?.id ?? null,
        success: false,
        reason: user ? 'wrong_password' : 'unknown_email',
        at: deps.clock.now(),
      });
      if (user && claim.next.failures === signInThrottle.freeFailures) await mailUnlockLink(deps, tx, user, meta);
    });
    deps.outbox.wake();
    throw invalid('password', invalidCredentialsMessage);
  }
  if (user.lockedAt) {
    await insertSignInEvent(deps.db, {
      ...event,
      userId: user.id,
      success: false,
      reason: 'locked',
      at: deps.clock.now(),
    });
    throw lockedAccount();
  }
  const needsCode = user.totpEnabledAt !== null;
  const issued = await inTransaction(deps.db, async (tx) => {
    await clearThrottle(tx, { tenantId: meta.tenantId, email: body.email });
    if (unlock) await consumeOneTimeToken(tx, unlock, deps.clock.now());
    await insertSignInEvent(tx, {
      ...event,
      userId: user.id,
      success: true,
      reason: needsCode ? 'two_factor_required' : null,
      at: deps.clock.now(),
    });
    return startSession(deps, tx, user, meta, needsCode ? 'two-factor' : 'full');
  });
  if (needsCode) return { two_factor_required: true, ...issued };
  return { two_factor_required: false, ...(await sessionPayload(deps, user, issued)) };
}

/**
 * Claims the attempt on the email's throttle in a transaction of its own, before any password is
 * checked; whether the owner vouches for it is asked only when the email is made to wait.
 */
function claimSignInAttempt(
  deps: AuthDeps,
  key: { tenantId: string; email: string },
  isOwnerVouched: (tx: Database) => Promise<boolean>,
) {
  return inTransaction(deps.db, async (tx) => {
    const now = deps.clock.now();
    const state = await lockThrottle(tx, key, now);
    const claim = claimAttempt(state, now, isWaiting(state, now) && (await isOwnerVouched(tx)));
    if (claim.allowed) await saveThrottle(tx, key, claim.next);
    return claim;
  });
}

function isKnownAddress(deps: AuthDeps, db: Database, user: UserRow, ip: string): Promise<boolean> {
  const since = new Date(deps.clock.now().getTime() - signInThrottle.knownAddressForMs);
  return hasSignedInFrom(db, { tenantId: user.tenantId, userId: user.id, ip }, since);
}

/** The user's unused, unexpired unlock link with this token, as the scope that consumes it. */
async function findUnlock(deps: AuthDeps, user: UserRow, token: string) {
  const scope = { tenantId: user.tenantId, purpose: 'unlock-sign-in' as const, tokenHash: hashOpaqueToken(token) };
  const found = await findLiveOneTimeToken(deps.db, scope, deps.clock.now());
  return found?.userId === user.id ? scope : null;
}

async function mailUnlockLink(deps: AuthDeps, tx: Database, user: UserRow, meta: RequestMeta): Promise<void> {
  const [tenant, origin] = await Promise.all([deps.tenants.getTenant(meta.tenantId), linkOrigin(deps, meta)]);
  await queueLinkMail(deps, tx, { user, purpose: 'unlock-sign-in', origin, companyName: tenant.companyName });
}

/** POST /v1/2fa/token: the second step of a sign-in with two-factor authentication. */
export async function verifySignInCode(
  deps: AuthDeps,
  meta: RequestMeta,
  auth: AuthContext,
  code: string,
): Promise<SessionPayload> {
  const user = await users.findUserById(deps.db, auth.tenantId, auth.userId);
  const secret = user?.totpSecret ? openSecret(deps.jwtSecret, user.totpSecret) : null;
  if (!user || !secret) throw unauthenticated();
  const step = await matchTotpStep(secret, code, deps.clock.now());
  return completeSecondStep(deps, meta, auth, user, {
    claim: async (tx) => step !== null && (await users.claimTotpStep(tx, auth.tenantId, user.id, step)),
    refusal: () => invalid('one_time_password', invalidCodeMessage),
    reasons: { success: null, failure: 'invalid_two_factor_code' },
  });
}

/** How one kind of second factor is checked and recorded. */
export interface SecondFactor {
  /** Spends the factor in the step's transaction; false when it is wrong or spent already. */
  claim: (tx: Database) => Promise<boolean>;
  /** The error a wrong factor answers, while attempts are left. */
  refusal: () => AppError;
  /** The sign-in event's reason on success and on failure. */
  reasons: { success: string | null; failure: string };
  /** More work in the transaction of a successful sign-in (a mail). */
  onSignedIn?: (tx: Database) => Promise<void>;
}

/**
 * The second step of a sign-in, whatever the factor: a right one turns the two-factor token into a
 * full session; a wrong one is recorded, and the fifth wrong one of the token closes its session.
 */
export async function completeSecondStep(
  deps: AuthDeps,
  meta: RequestMeta,
  auth: AuthContext,
  user: UserRow,
  factor: SecondFactor,
): Promise<SessionPayload> {
  const now = deps.clock.now();
  const event = {
    tenantId: auth.tenantId,
    userId: user.id,
    email: user.email,
    ip: meta.ip,
    userAgent: meta.userAgent,
    at: now,
  };
  const outcome = await inTransaction(deps.db, async (tx) => {
    if (await factor.claim(tx)) {
      await insertSignInEvent(tx, { ...event, success: true, reason: factor.reasons.success });
      const issued = await completeSignIn(deps, tx, auth);
      await factor.onSignedIn?.(tx);
      return { issued, isLockedOut: false };
    }
    await insertSignInEvent(tx, { ...event, success: false, reason: factor.reasons.failure });
    const attempts = await sessions.countFailedCode(tx, auth.tenantId, auth.sessionId);
    const isLockedOut = attempts >= maxCodeAttempts;
    if (isLockedOut) await sessions.revokeSession(tx, auth, now, 'too many wrong codes');
    return { issued: null, isLockedOut };
  });
  if (outcome.isLockedOut) throw unauthenticated('Too many wrong codes. Please sign in again.');
  if (!outcome.issued) throw factor.refusal();
  if (factor.onSignedIn) deps.outbox.wake();
  return sessionPayload(deps, user, outcome.issued);
}
