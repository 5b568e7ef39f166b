import type { User } from '@invest/contracts/auth';
import type { OnboardingStatus } from '@invest/contracts/onboarding';
import { textOf } from '../../../shared/forms/form-values';

/** Where the investor lives, as the contact step saved it: ids as strings, '' where not given. */
export interface ProfileAddress {
  countryId: string;
  /** ISO 3166-1 alpha-2. */
  countryCode: string;
  provinceId: string;
  cityId: string;
  addressLine1: string;
  addressLine2: string;
  suburb: string;
  postalCode: string;
}

/** What onboarding knows of the investor that forms about their money start from. */
export interface InvestorProfile {
  /** The name their accounts are held in: the person's legal name, or the entity's. */
  holderName: string;
  /** Null until the contact step is saved. */
  address: ProfileAddress | null;
}

/**
 * The investor's profile from their onboarding answers, falling back to what they gave at sign-up:
 * an entity holds its accounts in the company's name, a person in their first and last name.
 */
export function investorProfileOf(
  user: Pick<User, 'user_type' | 'first_name' | 'last_name' | 'company_name'> | null,
  answers: OnboardingStatus['answers'],
): InvestorProfile {
  const details = answers.details;
  const contact = answers.contact;
  const personName = details
    ? `${textOf(details, 'first_name')} ${textOf(details, 'last_name')}`
    : `${user?.first_name ?? ''} ${user?.last_name ?? ''}`;
  const holderName =
    user?.user_type === 'Entity' ? textOf(details, 'company_name') || (user.company_name ?? '') : personName.trim();
  return {
    holderName,
    address: contact
      ? {
          countryId: textOf(contact, 'country_id'),
          countryCode: textOf(contact, 'country_code'),
          provinceId: textOf(contact, 'province_id'),
          cityId: textOf(contact, 'city_id'),
          addressLine1: textOf(contact, 'address_line1'),
          addressLine2: textOf(contact, 'address_line2'),
          suburb: textOf(contact, 'suburb'),
          postalCode: textOf(contact, 'postal_code'),
        }
      : null,
  };
}
