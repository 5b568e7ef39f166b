import type { LoginPayload, LoginRequest, SessionPayload } from '@invest/contracts';
import { inTransaction } from '../../platform/db/transaction';
import { invalid } from '../../platform/errors';
import type { AuthContext } from '../../platform/http/context';
import type { AuthDeps, RequestMeta } from './auth.deps';
import { verifyAgainstNoAccount, verifyPassword } from './passwords';
import * as sessions from './sessions.repository';
import { completeSignIn, startSession, unauthenticated } from './sessions.service';
import { insertSignInEvent } from './sign-in-events.repository';
import { openSecret } from './two-factor/secret-box';
import { matchTotpStep } from './two-factor/totp';
import { invalidCodeMessage } from './two-factor/two-factor.service';
import { sessionPayload } from './user-payload';
import * as users from './users.repository';

/** Wrong codes allowed on one two-factor token before its session is closed. */
const maxCodeAttempts = 5;

const invalidCredentialsMessage = 'The email or password is incorrect';

/**
 * POST /v1/login. An unknown email and a wrong password get the same answer after the same work
 * (a password hash check); both are recorded as sign-in events.
 */
export async function login(deps: AuthDeps, meta: RequestMeta, body: LoginRequest): Promise<LoginPayload> {
  const user = await users.findUserByEmail(deps.db, meta.tenantId, body.email);
  const isPasswordRight = user
    ? await verifyPassword(user.passwordHash, body.password)
    : await verifyAgainstNoAccount(body.password);
  const event = { tenantId: meta.tenantId, email: body.email, ip: meta.ip, userAgent: meta.userAgent };
  if (!user || !isPasswordRight) {
    await insertSignInEvent(deps.db, {
      ...event,
      userId: user?.id ?? null,
      success: false,
      reason: user ? 'wrong_password' : 'unknown_email',
      at: deps.clock.now(),
    });
    throw invalid('password', invalidCredentialsMessage);
  }
  const needsCode = user.totpEnabledAt !== null;
  const issued = await inTransaction(deps.db, async (tx) => {
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
  const now = deps.clock.now();
  const step = await matchTotpStep(secret, code, now);
  const event = {
    tenantId: auth.tenantId,
    userId: user.id,
    email: user.email,
    ip: meta.ip,
    userAgent: meta.userAgent,
    at: now,
  };
  const outcome = await inTransaction(deps.db, async (tx) => {
    if (step !== null && (await users.claimTotpStep(tx, auth.tenantId, user.id, step))) {
      await insertSignInEvent(tx, { ...event, success: true, reason: null });
      return { issued: await completeSignIn(deps, tx, auth), isLockedOut: false };
    }
    await insertSignInEvent(tx, { ...event, success: false, reason: 'invalid_two_factor_code' });
    const attempts = await sessions.countFailedCode(tx, auth.tenantId, auth.sessionId);
    const isLockedOut = attempts >= maxCodeAttempts;
    if (isLockedOut) await sessions.revokeSession(tx, auth, now, 'too many wrong codes');
    return { issued: null, isLockedOut };
  });
  if (outcome.isLockedOut) throw unauthenticated('Too many wrong codes. Please sign in again.');
  if (!outcome.issued) throw invalid('one_time_password', invalidCodeMessage);
  return sessionPayload(deps, user, outcome.issued);
}
