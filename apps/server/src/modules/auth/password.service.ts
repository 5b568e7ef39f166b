import { passwordSchema } from '@invest/contracts';
import { inTransaction } from '../../platform/db/transaction';
import { AppError, invalid, notFound } from '../../platform/errors';
import type { AuthContext } from '../../platform/http/context';
import type { AuthDeps, RequestMeta } from './auth.deps';
import { linkOrigin, queueLinkMail } from './auth-mail';
import { consumeOneTimeToken } from './one-time-tokens.repository';
import { hashOpaqueToken } from './opaque-tokens';
import { hashPassword, verifyPassword } from './passwords';
import { revokeUserSessions } from './sessions.repository';
import { clearThrottle } from './sign-in-throttles.repository';
import * as users from './users.repository';
import { parseOrThrow } from './validate';

export const forgotPasswordMessage =
  'If an account exists for this email, we have sent instructions to reset the password.';

/** POST /v1/forgot-password: the same answer whether or not the email has an account. */
export async function forgotPassword(deps: AuthDeps, meta: RequestMeta, email: string): Promise<void> {
  const user = await users.findUserByEmail(deps.db, meta.tenantId, email);
  if (!user) return;
  const [tenant, origin] = await Promise.all([deps.tenants.getTenant(meta.tenantId), linkOrigin(deps, meta)]);
  await inTransaction(deps.db, (tx) =>
    queueLinkMail(deps, tx, { user, purpose: 'reset-password', origin, companyName: tenant.companyName }),
  );
  deps.outbox.wake();
}

/**
 * POST /v1/reset-password: a reset link works once within its hour. It proves the mailbox, so it
 * also confirms the email and lifts the wait on failed sign-ins; every session of the user ends.
 */
export async function resetPasswordWithToken(
  deps: AuthDeps,
  meta: RequestMeta,
  body: { token: string; password: string },
): Promise<void> {
  const passwordHash = await hashPassword(body.password);
  const now = deps.clock.now();
  await inTransaction(deps.db, async (tx) => {
    const used = await consumeOneTimeToken(
      tx,
      { tenantId: meta.tenantId, purpose: 'reset-password', tokenHash: hashOpaqueToken(body.token) },
      now,
    );
    if (!used) {
      throw new AppError('ACCT-2', 'This reset link is invalid or has expired', {
        errors: { token: ['This reset link is invalid or has expired'] },
      });
    }
    const user = await users.updateUser(tx, meta.tenantId, used.userId, {
      passwordHash,
      passwordChangedAt: now,
      updatedAt: now,
    });
    await users.markEmailVerified(tx, meta.tenantId, used.userId, now);
    await clearThrottle(tx, { tenantId: meta.tenantId, email: user.email });
    await revokeUserSessions(
      tx,
      { tenantId: meta.tenantId, userId: used.userId, keepSessionId: null },
      now,
      'password reset',
    );
  });
}

/** POST /v1/account/password: needs the current password; the other sessions of the user end. */
export async function changePassword(
  deps: AuthDeps,
  auth: AuthContext,
  body: { current_password: string; password: string },
): Promise<void> {
  const user = await users.findUserById(deps.db, auth.tenantId, auth.userId);
  if (!user || !(await verifyPassword(user.passwordHash, body.current_password))) {
    throw invalid('current_password', 'The current password is incorrect');
  }
  const passwordHash = await hashPassword(body.password);
  const now = deps.clock.now();
  await inTransaction(deps.db, async (tx) => {
    await users.updateUser(tx, auth.tenantId, auth.userId, { passwordHash, passwordChangedAt: now, updatedAt: now });
    await revokeUserSessions(
      tx,
      { tenantId: auth.tenantId, userId: auth.userId, keepSessionId: auth.sessionId },
      now,
      'password changed',
    );
  });
}

/** Operator CLI: sets a user's password and ends all of their sessions. */
export async function resetPassword(
  deps: AuthDeps,
  input: { tenantId: string; email: string; password: string },
): Promise<void> {
  const password = parseOrThrow(passwordSchema, 'password', input.password);
  const user = await users.findUserByEmail(deps.db, input.tenantId, input.email.trim().toLowerCase());
  if (!user) throw notFound('User');
  const passwordHash = await hashPassword(password);
  const now = deps.clock.now();
  await inTransaction(deps.db, async (tx) => {
    await users.updateUser(tx, input.tenantId, user.id, { passwordHash, passwordChangedAt: now, updatedAt: now });
    await revokeUserSessions(
      tx,
      { tenantId: input.tenantId, userId: user.id, keepSessionId: null },
      now,
      'password reset by operator',
    );
  });
}
