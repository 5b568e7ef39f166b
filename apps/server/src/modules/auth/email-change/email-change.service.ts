import { createHash, randomInt, randomUUID } from 'node:crypto';
import type {
  ConfirmEmailChangeRequest,
  EmailChangedPayload,
  EmailChangeRequest,
  EmailChangeStarted,
} from '@invest/contracts';
import { isUniqueViolation } from '../../../platform/db/postgres-errors';
import { inTransaction } from '../../../platform/db/transaction';
import { AppError, invalid } from '../../../platform/errors';
import type { AuthContext } from '../../../platform/http/context';
import { queueMail } from '../../../platform/mail/queue-mail';
import type { AuthDeps, RequestMeta } from '../auth.deps';
import { linkOrigin } from '../auth-mail';
import { verifyPassword } from '../passwords';
import { unauthenticated } from '../sessions.service';
import { loadUserPayload } from '../user-payload';
import * as users from '../users.repository';
import {
  countEmailChangesSince,
  lockOpenEmailChange,
  replaceEmailChange,
  updateEmailChange,
} from './email-change.repository';
import { emailChangeCodeMail, emailChangedMail } from './email-change-mail';

/** How long a code works, how many wrong tries it takes, and how many codes an hour a user may ask for. */
export const emailChangeRules = { validForMinutes: 15, maxFailedAttempts: 5, requestsPerHour: 5 } as const;

const emailTakenMessage = 'An account with this email exists';
const changeError = (field: string, message: string) =>
  new AppError('ACCT-6', message, { errors: { [field]: [message] } });

const codeHashOf = (changeId: string, code: string) => createHash('sha256').update(`${changeId}:${code}`).digest('hex');

/**
 * POST v1/account/email_change: checks the current password, then mails a 6-digit code to the new address
 * (only the newest code works). The address changes only when the code comes back.
 */
export async function requestEmailChange(
  deps: AuthDeps,
  auth: AuthContext,
  body: EmailChangeRequest,
): Promise<EmailChangeStarted> {
  const user = await users.findUserById(deps.db, auth.tenantId, auth.userId);
  if (!user) throw unauthenticated();
  if (!(await verifyPassword(user.passwordHash, body.current_password))) {
    throw invalid('current_password', 'The password is incorrect');
  }
  if (body.email === user.email) throw invalid('email', 'This is already your email address');
  if (await users.findUserByEmail(deps.db, auth.tenantId, body.email)) throw changeError('email', emailTakenMessage);
  const tenant = await deps.tenants.getTenant(auth.tenantId);
  const now = deps.clock.now();
  const expiresAt = new Date(now.getTime() + emailChangeRules.validForMinutes * 60_000);
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const id = randomUUID();
  await inTransaction(deps.db, async (tx) => {
    const scope = { tenantId: auth.tenantId, userId: user.id };
    const hourAgo = new Date(now.getTime() - 3600_000);
    if ((await countEmailChangesSince(tx, scope, hourAgo)) >= emailChangeRules.requestsPerHour) {
      throw new AppError('RATE_LIMITED', 'You have asked for several codes already. Please try again in an hour.', {
        headers: { 'retry-after': '3600' },
      });
    }
    await replaceEmailChange(tx, {
      id,
      ...scope,
      newEmail: body.email,
      codeHash: codeHashOf(id, code),
      createdAt: now,
      expiresAt,
    });
    await queueMail(tx, auth.tenantId, {
      to: body.email,
      ...emailChangeCodeMail(tenant.companyName, code, emailChangeRules.validForMinutes),
    });
  });
  deps.outbox.wake();
  return { email: body.email, expires_at: expiresAt.toISOString() };
}

type Confirmation =
  | { kind: 'changed'; user: users.UserRow }
  | { kind: 'wrong'; attemptsLeft: number }
  | { kind: 'expired' };

/**
 * POST v1/account/settings/email {email, code}: a right code changes the email (proved, so verified) and
 * tells the old address; sessions stay valid. A wrong one is counted, and the fifth ends the code.
 * The database's unique email per domain decides between two accounts racing for one address.
 */
export async function confirmEmailChange(
  deps: AuthDeps,
  meta: RequestMeta,
  auth: AuthContext,
  body: ConfirmEmailChangeRequest,
): Promise<EmailChangedPayload> {
  const [tenant, origin] = await Promise.all([deps.tenants.getTenant(auth.tenantId), linkOrigin(deps, meta)]);
  let outcome: Confirmation;
  try {
    outcome = await inTransaction(deps.db, async (tx): Promise<Confirmation> => {
      const now = deps.clock.now();
      const change = await lockOpenEmailChange(tx, { tenantId: auth.tenantId, userId: auth.userId });
      if (!change || change.expiresAt <= now || change.newEmail !== body.email) return { kind: 'expired' };
      if (change.codeHash !== codeHashOf(change.id, body.code)) {
        const failedAttempts = change.failedAttempts + 1;
        const isSpent = failedAttempts >= emailChangeRules.maxFailedAttempts;
        await updateEmailChange(tx, change.id, { failedAttempts, ...(isSpent ? { closedAt: now } : {}) });
        return isSpent
          ? { kind: 'expired' }
          : { kind: 'wrong', attemptsLeft: emailChangeRules.maxFailedAttempts - failedAttempts };
      }
      const before = await users.findUserById(tx, auth.tenantId, auth.userId);
      if (!before) throw unauthenticated();
      await updateEmailChange(tx, change.id, { closedAt: now });
      const user = await users.updateUser(tx, auth.tenantId, auth.userId, {
        email: change.newEmail,
        emailVerifiedAt: now,
        updatedAt: now,
      });
      await queueMail(tx, auth.tenantId, {
        to: before.email,
        ...emailChangedMail(tenant.companyName, user.email, origin),
      });
      return { kind: 'changed', user };
    });
  } catch (error) {
    if (isUniqueViolation(error, 'users_tenant_email_key')) throw changeError('email', emailTakenMessage);
    throw error;
  }
  if (outcome.kind === 'expired') {
    throw changeError('code', 'This code has expired or was replaced by a newer one. Ask for a new code.');
  }
  if (outcome.kind === 'wrong') {
    const tries = outcome.attemptsLeft === 1 ? '1 try' : `${outcome.attemptsLeft} tries`;
    throw changeError('code', `This code is not the one we sent: ${tries} left`);
  }
  deps.outbox.wake();
  return { message_code: 'ACCT-5', user: await loadUserPayload(deps, outcome.user) };
}
