import { findOfferRestriction, type NationalityCheck } from '@invest/contracts';
import { AppError, notFound } from '../../../platform/errors';
import type { AuthContext } from '../../../platform/http/context';
import type { OfferingsDeps } from '../offerings.deps';
import { isPublicState } from './offering-states';
import { findOffering, type OfferingRow } from './offerings.repository';

type Investor = Pick<AuthContext, 'tenantId' | 'userId'>;

/** Why the offering is closed to the investor (SPEC 5, as markets apply it), or null. */
async function restrictionFor(deps: OfferingsDeps, investor: Investor, offering: OfferingRow) {
  const profile = await deps.offerProfile(investor.tenantId, investor.userId);
  return findOfferRestriction(
    {
      OnlyForAccredited: offering.accreditedOnly,
      HasCountryRestriction: offering.restrictedCountries.length > 0,
      RestrictedCountries: offering.restrictedCountries,
    },
    profile,
  );
}

const refusals = {
  accreditation: 'This offering is open to accredited investors only',
  country: 'This offering is not open to investors of your country',
} as const;

/** Refuses (403) an investor the offering is closed to, saying why. */
export async function assertEligible(deps: OfferingsDeps, investor: Investor, offering: OfferingRow): Promise<void> {
  const restriction = await restrictionFor(deps, investor, offering);
  if (restriction) throw new AppError('FORBIDDEN', refusals[restriction]);
}

/** GET /v1/ipo/nationality-check/{id}: whether the investor may subscribe, before they start the form. */
export async function checkNationality(
  deps: OfferingsDeps,
  investor: Investor,
  offeringId: string,
): Promise<NationalityCheck> {
  const offering = await findOffering(deps.db, { tenantId: investor.tenantId, offeringId });
  if (!offering || !isPublicState(offering.state)) throw notFound('Offering');
  const reason = await restrictionFor(deps, investor, offering);
  return { allowed: reason === null, reason };
}
