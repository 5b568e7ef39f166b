import { idOf } from '../../shared/forms/form-values';
import { useCitiesQuery } from '../lookups';
import { useInvestorProfile } from '../onboarding';

/** The card form's billing fields that the investor's profile fills in. */
export interface BillingPrefill {
  name: string;
  country_id: string;
  line1: string;
  city: string;
  postal_code: string;
}

/**
 * The card's billing details as the investor's onboarding profile gives them (their name and the
 * address of their contact step, the city by its name); undefined while they load. Blank where the
 * profile knows nothing; the investor may change any of them.
 */
export function useBillingPrefill(): BillingPrefill | undefined {
  const profile = useInvestorProfile();
  const address = profile?.address;
  const provinceId = idOf(address?.provinceId ?? '');
  const cities = useCitiesQuery(provinceId ?? 0, { skip: provinceId === undefined });
  if (!profile || cities.isLoading) return undefined;
  return {
    name: profile.holderName,
    country_id: address?.countryId ?? '',
    line1: address?.addressLine1 ?? '',
    city: cities.data?.find((city) => String(city.id) === address?.cityId)?.name ?? '',
    postal_code: address?.postalCode ?? '',
  };
}
