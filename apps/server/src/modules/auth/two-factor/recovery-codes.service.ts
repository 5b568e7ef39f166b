import type { SessionPayload } from '@invest/contracts';
import { inTransaction } from '../../../platform/db/transaction';
import { AppError, invalid } from '../../../platform/errors';
import type { AuthContext } from '../../../platform/http/context';
import type { AuthDeps, RequestMeta } from '../auth.deps';
import { completeSecondStep } from '../login.service';
import { verifyPassword } from '../passwords';
import { unauthenticated } from '../sessions.service';
import * as users from '../users.repository';
import { createHashedRecoveryCodes, matchRecoveryCode } from './recovery-codes';
import {
  claimRecoveryCode,
  countUnusedRecoveryCodes,
  findUnusedRecoveryCodes,
  replaceRecoveryCodes,
} from './recovery-codes.repository';
import { currentUser, wrongPassword } from './two-factor.service';
import { loadSecurityLetterhead, queueTwoFactorMail } from './two-factor-mail';

const invalidRecoveryCodeMessage = 'This recovery code is not valid or was used already';

/**
 * POST /v1/2fa/recovery-codes: with the current password, a new set of codes replaces the old one
 * (used or not); the answer shows them this once.
 */
export async function regenerateRecoveryCodes(
  deps: AuthDeps,
  auth: AuthContext,
  currentPassword: string,
): Promise<string[]> {
  const user = await currentUser(deps, auth);
  if (!(await verifyPassword(user.passwordHash, currentPassword))) throw wrongPassword();
  if (!user.totpEnabledAt) throw new AppError('CONFLICT', 'Turn on two-step verification first');
  const [letterhead, recoveryCodes] = await Promise.all([
    loadSecurityLetterhead(deps, auth.tenantId),
    createHashedRecoveryCodes(),
  ]);
  await inTransaction(deps.db, async (tx) => {
    await replaceRecoveryCodes(tx, auth, recoveryCodes.hashes, deps.clock.now());
    await queueTwoFactorMail(tx, letterhead, user, { kind: 'recovery-codes-regenerated' });
  });
  deps.outbox.wake();
  return recoveryCodes.shown;
}

/**
 * POST /v1/2fa/recovery: the second step of a sign-in with a recovery code instead of the
 * authenticator's; the code is spent, counts against the same wrong attempts, and the user is mailed.
 */
export async function signInWithRecoveryCode(
  deps: AuthDeps,
  meta: RequestMeta,
  auth: AuthContext,
  code: string,
): Promise<SessionPayload> {
  const user = await users.findUserById(deps.db, auth.tenantId, auth.userId);
  if (!user?.totpEnabledAt) throw unauthenticated();
  const [letterhead, matchedId] = await Promise.all([
    loadSecurityLetterhead(deps, auth.tenantId),
    findUnusedRecoveryCodes(deps.db, auth).then((unused) => matchRecoveryCode(unused, code)),
  ]);
  return completeSecondStep(deps, meta, auth, user, {
    claim: async (tx) => matchedId !== null && (await claimRecoveryCode(tx, auth, matchedId, deps.clock.now())),
    refusal: () => invalid('recovery_code', invalidRecoveryCodeMessage),
    reasons: { success: 'recovery_code', failure: 'invalid_recovery_code' },
    onSignedIn: async (tx) => {
      const remaining = await countUnusedRecoveryCodes(tx, auth);
      await queueTwoFactorMail(tx, letterhead, user, { kind: 'recovery-code-used', remaining, ip: meta.ip });
    },
  });
}
