import type { AdminUserDetail, AdminUserSession, AdminUserSummary } from '@invest/contracts';
import { toSignInActivity } from '../auth.mapper';
import { describeDevice } from '../device';
import type { SessionRow } from '../sessions.repository';
import type { SignInEventRow } from '../sign-in-events.repository';
import type { UserRow } from '../users.repository';

export function toAdminUserSummary(user: UserRow): AdminUserSummary {
  return {
    id: user.id,
    email: user.email,
    name: user.userType === 'Entity' && user.companyName ? user.companyName : `${user.firstName} ${user.lastName}`,
    user_type: user.userType,
    roles: user.roles,
    investor_id: user.investorId,
    registration_completed: user.registrationCompleted,
    created_at: user.createdAt.toISOString(),
    locked_at: user.lockedAt?.toISOString() ?? null,
    two_factor_enabled: user.totpEnabledAt !== null,
  };
}

function toAdminUserSession(session: SessionRow): AdminUserSession {
  return {
    id: session.id,
    device: describeDevice(session.userAgent),
    ip: session.ip,
    created_at: session.createdAt.toISOString(),
    last_seen_at: session.lastSeenAt.toISOString(),
  };
}

export function toAdminUserDetail(user: UserRow, sessions: SessionRow[], events: SignInEventRow[]): AdminUserDetail {
  return {
    user: toAdminUserSummary(user),
    email_verified_at: user.emailVerifiedAt?.toISOString() ?? null,
    funded_at: user.fundedAt?.toISOString() ?? null,
    last_step: user.lastStep,
    locked_reason: user.lockedReason,
    sessions: sessions.map(toAdminUserSession),
    sign_in_activity: events.map(toSignInActivity),
  };
}
