import type { BankDetails } from '@invest/contracts';
import type { BankAccountKind, BankAccountType } from '@invest/contracts/bank-accounts';
import { idOf, optionalText } from '../../shared/forms/form-values';
import type { InvestorProfile } from '../onboarding';

/** The bank details form's fields: the request's, as text ('' when empty). */
export interface BankDetailsValues {
  account_kind: BankAccountKind;
  bank_name: string;
  account_holder_name: string;
  account_number: string;
  account_currency: string;
  routing_number: string;
  account_type: BankAccountType | '';
  branch_code: string;
  swift_code: string;
  iban: string;
  address_line1: string;
  address_line2: string;
  address_line3: string;
  country_id: string;
  province_id: string;
  city_id: string;
  province_name: string;
  city_name: string;
  suburb: string;
  postal_code: string;
}

const text = (value: string | number | null | undefined) =>
  value === null || value === undefined ? '' : String(value);

/**
 * What the form opens with: the saved details, or, before any are saved, the holder's name and
 * address from the investor's onboarding profile (a US account when they live in the US).
 */
export function bankDetailsValuesOf(
  saved: BankDetails | null,
  profile: InvestorProfile | undefined,
): BankDetailsValues {
  const address = profile?.address;
  return {
    account_kind: saved?.account_kind ?? (address?.countryCode === 'US' ? 'us' : 'international'),
    bank_name: text(saved?.bank_name),
    account_holder_name: saved ? saved.account_holder_name : (profile?.holderName ?? ''),
    account_number: text(saved?.account_number),
    account_currency: saved?.account_currency ?? 'USD',
    routing_number: text(saved?.routing_number),
    account_type: saved?.account_type ?? '',
    branch_code: text(saved?.branch_code),
    swift_code: text(saved?.swift_code),
    iban: text(saved?.iban),
    address_line1: saved ? saved.address_line1 : (address?.addressLine1 ?? ''),
    address_line2: saved ? text(saved.address_line2) : (address?.addressLine2 ?? ''),
    address_line3: text(saved?.address_line3),
    country_id: saved ? text(saved.country_id) : (address?.countryId ?? ''),
    province_id: saved ? text(saved.province_id) : (address?.provinceId ?? ''),
    city_id: saved ? text(saved.city_id) : (address?.cityId ?? ''),
    province_name: text(saved?.province_name),
    city_name: text(saved?.city_name),
    suburb: saved ? text(saved.suburb) : (address?.suburb ?? ''),
    postal_code: saved ? text(saved.postal_code) : (address?.postalCode ?? ''),
  };
}

/** The request of the account's kind: a US account's routing number and type, or another's codes. */
export function bankDetailsRequestOf(values: BankDetailsValues) {
  const holder = {
    bank_name: values.bank_name,
    account_holder_name: values.account_holder_name,
    account_number: values.account_number,
    account_currency: values.account_currency,
    address_line1: values.address_line1,
    address_line2: optionalText(values.address_line2),
    address_line3: optionalText(values.address_line3),
    country_id: idOf(values.country_id),
    province_id: idOf(values.province_id),
    city_id: idOf(values.city_id),
    province_name: optionalText(values.province_name),
    city_name: optionalText(values.city_name),
    suburb: optionalText(values.suburb),
    postal_code: values.postal_code,
  };
  if (values.account_kind === 'us') {
    return {
      account_kind: 'us',
      ...holder,
      routing_number: values.routing_number,
      account_type: values.account_type || undefined,
    };
  }
  return {
    account_kind: 'international',
    ...holder,
    branch_code: optionalText(values.branch_code),
    swift_code: optionalText(values.swift_code),
    iban: optionalText(values.iban),
  };
}
