import type { AdminUserAction, AdminUserActionPayload } from '@invest/contracts';
import { isAdministrator, isSuperAdmin } from '@invest/contracts/roles';
import { type AuditActor, recordAudit } from '../../../platform/audit/audit';
import type { Database } from '../../../platform/db/database';
import { inTransaction } from '../../../platform/db/transaction';
import { AppError, notFound } from '../../../platform/errors';
import type { AuthContext } from '../../../platform/http/context';
import type { AuthDeps } from '../auth.deps';
import { revokeUserSessions } from '../sessions.repository';
import { deleteRecoveryCodes } from '../two-factor/recovery-codes.repository';
import { loadSecurityLetterhead, queueTwoFactorMail, type SecurityLetterhead } from '../two-factor/two-factor-mail';
import { type UserRow, updateUser } from '../users.repository';
import { toAdminUserSummary } from './user-admin.mapper';
import { lockUserRow } from './user-admin.repository';

interface ActionInput {
  tx: Database;
  user: UserRow;
  reason: string;
  now: Date;
  letterhead: SecurityLetterhead;
}

/** What an action changed: the user as it left them, their sessions it ended, and the trail's before and after. */
interface ActionOutcome {
  user: UserRow;
  sessionsEnded: number;
  before: Record<string, unknown>;
  after: Record<string, unknown>;
}

const endSessions = (input: ActionInput, why: string) =>
  revokeUserSessions(
    input.tx,
    { tenantId: input.user.tenantId, userId: input.user.id, keepSessionId: null },
    input.now,
    why,
  );

const conflict = (message: string) => new AppError('CONFLICT', message);

/** Each action on a user's sign-in, as the trail names it, and what it does in the caller's transaction. */
const actions: Record<AdminUserAction, { audit: string; apply(input: ActionInput): Promise<ActionOutcome> }> = {
  lock: {
    audit: 'user.lock',
    async apply(input) {
      if (input.user.lockedAt) throw conflict('This account is already locked');
      const user = await updateUser(input.tx, input.user.tenantId, input.user.id, {
        lockedAt: input.now,
        lockedReason: input.reason,
        updatedAt: input.now,
      });
      const sessionsEnded = await endSessions(input, 'locked by an administrator');
      return { user, sessionsEnded, before: { locked: false }, after: { locked: true, sessions_ended: sessionsEnded } };
    },
  },
  unlock: {
    audit: 'user.unlock',
    async apply(input) {
      if (!input.user.lockedAt) throw conflict('This account is not locked');
      const user = await updateUser(input.tx, input.user.tenantId, input.user.id, {
        lockedAt: null,
        lockedReason: null,
        updatedAt: input.now,
      });
      return {
        user,
        sessionsEnded: 0,
        before: { locked: true, locked_reason: input.user.lockedReason },
        after: { locked: false },
      };
    },
  },
  'sign-out': {
    audit: 'user.sign_out',
    async apply(input) {
      const sessionsEnded = await endSessions(input, 'signed out by an administrator');
      return { user: input.user, sessionsEnded, before: {}, after: { sessions_ended: sessionsEnded } };
    },
  },
  'reset-2fa': {
    audit: 'user.reset_2fa',
    async apply(input) {
      if (!input.user.totpEnabledAt) throw conflict('Two-step verification is not on for this account');
      const user = await updateUser(input.tx, input.user.tenantId, input.user.id, {
        totpSecret: null,
        totpPendingSecret: null,
        totpEnabledAt: null,
        updatedAt: input.now,
      });
      await deleteRecoveryCodes(input.tx, { tenantId: user.tenantId, userId: user.id });
      const sessionsEnded = await endSessions(input, 'two-factor reset by an administrator');
      await queueTwoFactorMail(input.tx, input.letterhead, user, { kind: 'reset-by-administrator' });
      return {
        user,
        sessionsEnded,
        before: { two_factor_enabled: true },
        after: { two_factor_enabled: false, sessions_ended: sessionsEnded },
      };
    },
  },
};

/** An administrator acts on others' accounts only, and on another administrator's only as a super-administrator. */
function assertMayActOn(admin: AuthContext, user: UserRow): void {
  if (user.id === admin.userId) {
    throw new AppError('FORBIDDEN', 'You cannot do this to your own account: ask another administrator');
  }
  if (isAdministrator(user) && !isSuperAdmin(admin)) {
    throw new AppError('FORBIDDEN', "Only a super-administrator may change another administrator's sign-in");
  }
}

/**
 * POST /v1/admin/users/{id}/{lock | unlock | sign-out | reset-2fa}: changes how the user may sign in,
 * with the administrator's reason, and writes the audit entry in the same transaction. A lock and a
 * reset of two-step verification end every session of the user; a reset tells them by mail.
 */
export async function actOnUser(
  deps: AuthDeps,
  admin: AuthContext,
  actor: AuditActor,
  request: { userId: string; action: AdminUserAction; reason: string },
): Promise<AdminUserActionPayload> {
  const letterhead = await loadSecurityLetterhead(deps, admin.tenantId);
  const action = actions[request.action];
  const outcome = await inTransaction(deps.db, async (tx) => {
    const user = await lockUserRow(tx, admin.tenantId, request.userId);
    if (!user) throw notFound('User');
    assertMayActOn(admin, user);
    const done = await action.apply({ tx, user, reason: request.reason, now: deps.clock.now(), letterhead });
    await recordAudit(tx, {
      tenantId: admin.tenantId,
      actor,
      action: action.audit,
      object: { kind: 'user', id: user.id },
      subjectUserId: user.id,
      reason: request.reason,
      before: done.before,
      after: done.after,
    });
    return done;
  });
  deps.outbox.wake();
  return { user: toAdminUserSummary(outcome.user), sessions_ended: outcome.sessionsEnded };
}
