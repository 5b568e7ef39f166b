import type { PlaceDetails } from '@invest/contracts';
import { SimpleGrid, TextInput } from '@mantine/core';
import { parsePhoneNumberFromString } from 'libphonenumber-js';
import { useTranslation } from 'react-i18next';
import { idOf, optionalText, textOf } from '../../../shared/forms/form-values';
import { useAppSelector } from '../../../shared/store/hooks';
import { CitySelect, CountrySelect, ProvinceSelect, useCountriesQuery } from '../../lookups';
import { AddressSearch } from '../fields/address-search';
import { PhoneInput } from '../fields/phone-input';
import { applyPhoneMask } from '../fields/phone-mask';
import { onboardingSchemas } from '../onboarding-schemas';
import { StepCard, StepForm, type StepScreenProps } from '../step-layout';
import { useStepForm } from '../use-step-form';

interface ContactValues extends Record<string, unknown> {
  country_id: string;
  phone: string;
  address_line1: string;
  address_line2: string;
  suburb: string;
  province_id: string;
  city_id: string;
  postal_code: string;
}

function toRequest(values: ContactValues) {
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

/** The saved number (E.164) in the national format the input shows. */
function nationalPhone(saved: string): string {
  return parsePhoneNumberFromString(saved)?.formatNational() ?? saved;
}

/** My Contact Details: phone in the country's mask and the postal address, found by search or typed. */
export function ContactStep(screen: StepScreenProps) {
  const { t } = useTranslation();
  const user = useAppSelector((state) => state.auth.user);
  const saved = screen.status.answers.contact;
  const countries = useCountriesQuery();
  const { form, onSubmit, message, isSaving } = useStepForm({
    draft: 'contact',
    initialValues: {
      country_id: textOf(saved, 'country_id') || String(user?.nationality?.id ?? ''),
      phone: nationalPhone(textOf(saved, 'phone')),
      address_line1: textOf(saved, 'address_line1'),
      address_line2: textOf(saved, 'address_line2'),
      suburb: textOf(saved, 'suburb'),
      province_id: textOf(saved, 'province_id'),
      city_id: textOf(saved, 'city_id'),
      postal_code: textOf(saved, 'postal_code'),
    } satisfies ContactValues,
    schema: onboardingSchemas.contact,
    toRequest,
    path: 'contact',
    onDone: screen.onDone,
  });
  const country = countries.data?.find((candidate) => String(candidate.id) === form.values.country_id);
  const countryId = idOf(form.values.country_id);
  const provinceId = idOf(form.values.province_id);

  const chooseCountry = (value: string | null) => {
    const next = value ?? '';
    form.setValues({
      country_id: next,
      province_id: '',
      city_id: '',
      phone: applyPhoneMask(form.values.phone, countries.data?.find((c) => String(c.id) === next)?.mask ?? ''),
    });
  };
  const fillFromPlace = (place: PlaceDetails) => {
    form.setValues({
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
    <StepCard title={t('onboarding.labels.contact')} description={t('onboarding.contact.description')}>
      <StepForm screen={screen} onSubmit={onSubmit} message={message} isSaving={isSaving}>
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
            countryId={form.values.country_id}
            {...form.getInputProps('phone')}
            value={form.values.phone}
            onChange={(value) => form.setFieldValue('phone', value)}
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
            countryId={countryId}
            {...form.getInputProps('province_id')}
            onChange={(value) => form.setValues({ province_id: value ?? '', city_id: '' })}
          />
          <CitySelect label={t('onboarding.contact.city')} provinceId={provinceId} {...form.getInputProps('city_id')} />
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
      </StepForm>
    </StepCard>
  );
}
