import type { OfferProfile, User } from '@invest/contracts';

/** What SPEC 5's offer restrictions read of the signed-in user. */
export function offerProfileOf(user: User): OfferProfile {
  return {
    userType: user.user_type,
    country_tax: user.country_tax,
    country_incorporation: user.country_incorporation,
    contact: user.contact,
    accreditation_profile: user.accreditation_profile,
  };
}
