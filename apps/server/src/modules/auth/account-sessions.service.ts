import type { SessionInfo, SignInActivity } from '@invest/contracts';
import { notFound } from '../../platform/errors';
import type { AuthContext } from '../../platform/http/context';
import type { AuthDeps } from './auth.deps';
import { toSessionInfo, toSignInActivity } from './auth.mapper';
import * as sessions from './sessions.repository';
import { findRecentSignInEvents } from './sign-in-events.repository';

const activityLimit = 20;

/** GET /v1/account/sessions: the devices signed in to this account. */
export async function listSessions(deps: AuthDeps, auth: AuthContext): Promise<SessionInfo[]> {
  const rows = await sessions.findLiveSessions(deps.db, auth.tenantId, auth.userId, deps.clock.now());
  return rows.map((row) => toSessionInfo(row, auth.sessionId));
}

/** DELETE /v1/account/sessions/:id: signs one of the caller's own devices out. */
export async function revokeSession(deps: AuthDeps, auth: AuthContext, sessionId: string): Promise<void> {
  const revoked = await sessions.revokeSession(
    deps.db,
    { tenantId: auth.tenantId, userId: auth.userId, sessionId },
    deps.clock.now(),
    'signed out from another device',
  );
  if (!revoked) throw notFound('Session');
}

/** POST /v1/account/sessions/revoke-others: signs every other device out. */
export async function revokeOtherSessions(deps: AuthDeps, auth: AuthContext): Promise<number> {
  return sessions.revokeUserSessions(
    deps.db,
    { tenantId: auth.tenantId, userId: auth.userId, keepSessionId: auth.sessionId },
    deps.clock.now(),
    'signed out from another device',
  );
}

/** GET /v1/account/sign-in-activity: the latest sign-in attempts on this account. */
export async function listSignInActivity(deps: AuthDeps, auth: AuthContext): Promise<SignInActivity[]> {
  const rows = await findRecentSignInEvents(deps.db, auth.tenantId, auth.userId, activityLimit);
  return rows.map(toSignInActivity);
}
