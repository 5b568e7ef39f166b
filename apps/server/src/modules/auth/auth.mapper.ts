import { effectiveRegistrationSteps, type SessionInfo, type SignInActivity, type User } from '@invest/contracts';
import { assetScales, formatUnits } from '@invest/money';
import type { CountryRow } from '../lookups';
import type { OnboardingSections, TenantRow } from './auth.deps';
import { describeDevice } from './device';
import type { SessionRow } from './sessions.repository';
import type { SignInEventRow } from './sign-in-events.repository';
import type { UserRow } from './users.repository';

/** The User of SPEC 3; onboarding fills its sections (contact, tax, accreditation ...). */
export function toUserPayload(
  user: UserRow,
  tenant: TenantRow,
  country: CountryRow | null,
  sections: OnboardingSections,
): User {
  return {
    id: user.id,
    email: user.email,
    first_name: user.firstName,
    last_name: user.lastName,
    company_name: user.companyName,
    investor_id: user.investorId,
    email_verified_at: user.emailVerifiedAt?.toISOString() ?? null,
    user_type: user.userType,
    nationality: country ? { id: country.id, name: country.name, country_code: country.countryCode } : null,
    ...sections,
    registration_steps_completed_at: user.registrationStepsCompletedAt,
    registration_completed: user.registrationCompleted,
    last_step: user.lastStep,
    signup_reward:
      user.signupRewardUnits !== null && user.signupRewardGrantedAt
        ? {
            amount: formatUnits(user.signupRewardUnits, assetScales.USD),
            granted_at: user.signupRewardGrantedAt.toISOString(),
          }
        : null,
    funded_at: user.fundedAt?.toISOString() ?? null,
    registration_domain_settings: {
      registration_steps: [...effectiveRegistrationSteps(tenant.registrationSteps)],
      configs: tenant.configs,
    },
    roles: user.roles,
    two_factor_enabled: user.totpEnabledAt !== null,
    created_at: user.createdAt.toISOString(),
  };
}

export function toSessionInfo(session: SessionRow, currentSessionId: string): SessionInfo {
  return {
    id: session.id,
    device: describeDevice(session.userAgent),
    ip: session.ip,
    created_at: session.createdAt.toISOString(),
    last_seen_at: session.lastSeenAt.toISOString(),
    current: session.id === currentSessionId,
  };
}

export function toSignInActivity(event: SignInEventRow): SignInActivity {
  return {
    at: event.at.toISOString(),
    ip: event.ip,
    device: describeDevice(event.userAgent),
    success: event.success,
    reason: event.reason,
  };
}
