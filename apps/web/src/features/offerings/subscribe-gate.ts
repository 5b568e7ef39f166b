import type { InvestorOffering, NationalityCheck } from '@invest/contracts';
import type { OnboardingStatus } from '@invest/contracts/onboarding';
import { isTakingCommitments } from './offering-figures';

/** Whether the investor may subscribe to the offering now, and if not what stops them. */
export type SubscribeGate =
  | { kind: 'allowed' }
  | { kind: 'ipoRestricted'; isClosed: boolean; redirectPath: string }
  | { kind: 'finishProfile' }
  | { kind: 'ineligible'; reason: NonNullable<NationalityCheck['reason']> }
  | { kind: 'notTaking' };

/**
 * The domain's IPO restriction (SPEC 4) stops the investor first, as it stops onboarding, and sends
 * them where it says; then an unfinished profile; then the offering's own restriction (accreditation
 * or country, from the nationality check); then an offering that takes no commitments now.
 */
export function subscribeGateOf(
  onboarding: Pick<OnboardingStatus, 'restriction' | 'registration_completed'>,
  check: NationalityCheck | null,
  offering: Pick<InvestorOffering, 'state' | 'opens_at' | 'closes_at'>,
  now: Date,
): SubscribeGate {
  if (onboarding.restriction) {
    return {
      kind: 'ipoRestricted',
      isClosed: onboarding.restriction.ipo_closed,
      redirectPath: onboarding.restriction.redirect_path,
    };
  }
  if (!onboarding.registration_completed) return { kind: 'finishProfile' };
  if (check && !check.allowed && check.reason) return { kind: 'ineligible', reason: check.reason };
  if (!isTakingCommitments(offering, now)) return { kind: 'notTaking' };
  return { kind: 'allowed' };
}
