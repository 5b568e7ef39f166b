import type { PlaceDetails } from '@invest/contracts';
import { SimpleGrid, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { parsePhoneNumberFromString } from 'libphonenumber-js';
import { useTranslation } from 'react-i18next';
import { idOf, optionalText, textOf } from '../../../shared/forms/form-values';
import { CitySelect, CountrySelect, ProvinceSelect, useCountriesQuery } from '../../lookups';
import { AddressSearch } from './address-search';
import { PhoneInput } from './phone-input';
import { applyPhoneMask } from './phone-mask';

export interface ContactValues extends Record<string, unknown> {
  country_id: string;
  phone: string;
  address_line1: string;
  address_line2: string;
  suburb: string;
  province_id: string;
  city_id: string;
  postal_code: string;
}

/** The saved number (E.164) in the national format the input shows. */
function nationalPhone(saved: string): string {
  return parsePhoneNumberFromString(saved)?.formatNational() ?? saved;
}

/** The form's values from what was saved (or blanks, in `fallbackCountryId`). */
export function contactValuesOf(
  savedOrNull: Record<string, unknown> | null | undefined,
  fallbackCountryId = '',
): ContactValues {
  const saved = savedOrNull ?? undefined;
  return {
    country_id: textOf(saved, 'country_id') || fallbackCountryId,
    phone: nationalPhone(textOf(saved, 'phone')),
    address_line1: textOf(saved, 'address_line1'),
    address_line2: textOf(saved, 'address_line2'),
    suburb: textOf(saved, 'suburb'),
    province_id: textOf(saved, 'province_id'),
    city_id: textOf(saved, 'city_id'),
    postal_code: textOf(saved, 'postal_code'),
  };
}

/** The contact request (registration/contact, settings/general) of the form's values. */
export function contactRequestOf(values: ContactValues) {
  return {
    country_id: idOf(values.country_id),
    phone: values.phone,
    address_line1: values.address_line1,
    address_line2: optionalText(values.address_line2),
    suburb: optionalText(values.suburb),
    province_id: idOf(values.province_id),
    city_id: idOf(values.city_id),
    postal_code: optionalText(values.postal_code),
  };
}

/**
 * The contact details' fields: the country, the phone in that country's mask, and the postal
 * address, found by search or typed. Choosing another country clears the places of the old one.
 */
export function ContactFields<Values extends ContactValues>({ form }: { form: UseFormReturnType<Values, unknown> }) {
  const { t } = useTranslation();
  const countries = useCountriesQuery();
  const values = form.getValues();
  const country = countries.data?.find((candidate) => String(candidate.id) === values.country_id);
  const setValues = (next: Partial<ContactValues>) => form.setValues(next as Partial<Values>);

  const chooseCountry = (value: string | null) => {
    const next = value ?? '';
    setValues({
      country_id: next,
      province_id: '',
      city_id: '',
      phone: applyPhoneMask(values.phone, countries.data?.find((c) => String(c.id) === next)?.mask ?? ''),
    });
  };
  const fillFromPlace = (place: PlaceDetails) => {
    setValues({
      ...(place.country_id ? { country_id: String(place.country_id) } : {}),
      address_line1: place.address_line1,
      address_line2: place.address_line2 ?? '',
      suburb: place.suburb ?? '',
      postal_code: place.postal_code ?? '',
      province_id: place.province_id ? String(place.province_id) : '',
      city_id: place.city_id ? String(place.city_id) : '',
    });
  };

  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <CountrySelect
          label={t('onboarding.contact.country')}
          required
          {...form.getInputProps('country_id')}
          onChange={chooseCountry}
        />
        <PhoneInput
          label={t('onboarding.contact.phone')}
          required
          countryId={values.country_id}
          {...form.getInputProps('phone')}
          value={values.phone}
          onChange={(value) => setValues({ phone: value })}
        />
      </SimpleGrid>
      <AddressSearch {...(country ? { countryCode: country.country_code } : {})} onPick={fillFromPlace} />
      <TextInput
        label={t('onboarding.contact.addressLine1')}
        autoComplete="address-line1"
        required
        {...form.getInputProps('address_line1')}
      />
      <TextInput
        label={t('onboarding.contact.addressLine2')}
        autoComplete="address-line2"
        {...form.getInputProps('address_line2')}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <ProvinceSelect
          label={t('onboarding.contact.province')}
          countryId={idOf(values.country_id)}
          {...form.getInputProps('province_id')}
          onChange={(value) => setValues({ province_id: value ?? '', city_id: '' })}
        />
        <CitySelect
          label={t('onboarding.contact.city')}
          provinceId={idOf(values.province_id)}
          {...form.getInputProps('city_id')}
        />
        <TextInput
          label={t('onboarding.contact.suburb')}
          autoComplete="address-level3"
          {...form.getInputProps('suburb')}
        />
        <TextInput
          label={t('onboarding.contact.postalCode')}
          autoComplete="postal-code"
          {...form.getInputProps('postal_code')}
        />
      </SimpleGrid>
    </>
  );
}
