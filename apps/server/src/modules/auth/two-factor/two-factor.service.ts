import { timingSafeEqual } from 'node:crypto';
import type { Database } from '../../../platform/db/database';
import { inTransaction } from '../../../platform/db/transaction';
import { AppError, invalid } from '../../../platform/errors';
import type { AuthContext } from '../../../platform/http/context';
import type { AuthDeps } from '../auth.deps';
import { verifyPassword } from '../passwords';
import { revokeUserSessions } from '../sessions.repository';
import { unauthenticated } from '../sessions.service';
import * as users from '../users.repository';
import { createHashedRecoveryCodes } from './recovery-codes';
import { countUnusedRecoveryCodes, deleteRecoveryCodes, replaceRecoveryCodes } from './recovery-codes.repository';
import { openSecret, sealSecret } from './secret-box';
import { createTotpSecret, matchTotpStep, totpUri } from './totp';
import { loadSecurityLetterhead, queueTwoFactorMail } from './two-factor-mail';

export async function currentUser(deps: AuthDeps, auth: AuthContext) {
  const user = await users.findUserById(deps.db, auth.tenantId, auth.userId);
  if (!user) throw unauthenticated();
  return user;
}

export const invalidCodeMessage = 'The code is not valid';

const alreadyEnabled = () => new AppError('CONFLICT', 'Two-factor authentication is already enabled');

function isSameSecret(pending: string | null, given: string): boolean {
  if (!pending || pending.length !== given.length) return false;
  return timingSafeEqual(Buffer.from(pending), Buffer.from(given));
}

/** POST /v1/2fa/generateSecret: a new secret, pending until a code made from it enables 2FA. */
export async function generateSecret(deps: AuthDeps, auth: AuthContext) {
  const user = await currentUser(deps, auth);
  if (user.totpEnabledAt) throw alreadyEnabled();
  const tenant = await deps.tenants.getTenant(auth.tenantId);
  const secret = createTotpSecret();
  await users.updateUser(deps.db, auth.tenantId, auth.userId, {
    totpPendingSecret: sealSecret(deps.jwtSecret, secret),
    updatedAt: deps.clock.now(),
  });
  return { secret, otpauth_url: totpUri({ issuer: tenant.companyName, label: user.email, secret }) };
}

/**
 * POST /v1/2fa/enable2fa: the pending secret and a right code; the user's other sessions end, and the
 * answer holds the recovery codes, shown this once.
 */
export async function enableTwoFactor(
  deps: AuthDeps,
  auth: AuthContext,
  body: { secret: string; one_time_password: string },
): Promise<string[]> {
  const user = await currentUser(deps, auth);
  if (user.totpEnabledAt) throw alreadyEnabled();
  const pending = user.totpPendingSecret ? openSecret(deps.jwtSecret, user.totpPendingSecret) : null;
  if (!isSameSecret(pending, body.secret)) {
    throw invalid('secret', 'This secret has expired: generate a new one');
  }
  const now = deps.clock.now();
  const step = await matchTotpStep(body.secret, body.one_time_password, now);
  if (step === null) throw invalid('one_time_password', invalidCodeMessage);
  const [letterhead, recoveryCodes] = await Promise.all([
    loadSecurityLetterhead(deps, auth.tenantId),
    createHashedRecoveryCodes(),
  ]);
  await inTransaction(deps.db, async (tx) => {
    if (!(await users.claimTotpStep(tx, auth.tenantId, auth.userId, step))) {
      throw invalid('one_time_password', invalidCodeMessage);
    }
    await switchTwoFactor(tx, auth, sealSecret(deps.jwtSecret, body.secret), now);
    await replaceRecoveryCodes(tx, auth, recoveryCodes.hashes, now);
    await queueTwoFactorMail(tx, letterhead, user, { kind: 'enabled' });
  });
  deps.outbox.wake();
  return recoveryCodes.shown;
}

/**
 * Turns the second factor on with the sealed `totpSecret`, or off when it is null, drops any pending
 * secret and signs the user's other sessions out.
 */
async function switchTwoFactor(tx: Database, auth: AuthContext, totpSecret: string | null, now: Date): Promise<void> {
  await users.updateUser(tx, auth.tenantId, auth.userId, {
    totpSecret,
    totpPendingSecret: null,
    totpEnabledAt: totpSecret === null ? null : now,
    updatedAt: now,
  });
  await revokeUserSessions(
    tx,
    { tenantId: auth.tenantId, userId: auth.userId, keepSessionId: auth.sessionId },
    now,
    totpSecret === null ? 'two-factor disabled' : 'two-factor enabled',
  );
}

/** POST /v1/2fa/disable2fa: needs the current password; the user's other sessions end and the recovery codes go. */
export async function disableTwoFactor(deps: AuthDeps, auth: AuthContext, currentPassword: string): Promise<void> {
  const user = await currentUser(deps, auth);
  if (!(await verifyPassword(user.passwordHash, currentPassword))) throw wrongPassword();
  if (!user.totpEnabledAt) return;
  const now = deps.clock.now();
  const letterhead = await loadSecurityLetterhead(deps, auth.tenantId);
  await inTransaction(deps.db, async (tx) => {
    await switchTwoFactor(tx, auth, null, now);
    await deleteRecoveryCodes(tx, auth);
    await queueTwoFactorMail(tx, letterhead, user, { kind: 'disabled' });
  });
  deps.outbox.wake();
}

export const wrongPassword = () => invalid('current_password', 'The current password is incorrect');

/** GET /v1/2fa: whether it is on, and how many recovery codes are left. */
export async function twoFactorStatus(deps: AuthDeps, auth: AuthContext) {
  const user = await currentUser(deps, auth);
  const enabled = user.totpEnabledAt !== null;
  return { enabled, recovery_codes_remaining: enabled ? await countUnusedRecoveryCodes(deps.db, auth) : 0 };
}

/**
 * A user's authenticator code for a sensitive action (a withdrawal): 'not-enabled' when they have no
 * two-factor authentication. A right code is used up: it cannot confirm a second action.
 */
export async function checkTwoFactorCode(
  deps: AuthDeps,
  tenantId: string,
  userId: string,
  code: string | undefined,
): Promise<'not-enabled' | 'valid' | 'invalid'> {
  const user = await users.findUserById(deps.db, tenantId, userId);
  const secret = user?.totpEnabledAt && user.totpSecret ? openSecret(deps.jwtSecret, user.totpSecret) : null;
  if (!secret) return 'not-enabled';
  if (!code) return 'invalid';
  const step = await matchTotpStep(secret, code, deps.clock.now());
  if (step === null) return 'invalid';
  return (await users.claimTotpStep(deps.db, tenantId, userId, step)) ? 'valid' : 'invalid';
}
