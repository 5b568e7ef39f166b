import { splitFullName } from '@invest/contracts/validation';
import { SimpleGrid, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { idOf, textOf } from '../../../shared/forms/form-values';
import { CountrySelect, ReferenceSelect } from '../../lookups';
import { DateField } from './date-field';

/** My Details of an individual as the form holds them: one full name (SPEC 5). */
export interface IndividualDetailsValues extends Record<string, unknown> {
  full_name: string;
  date_of_birth: string;
  nationality_id: string;
  profession_id: string;
}

export interface EntityDetailsValues extends Record<string, unknown> {
  company_name: string;
  entity_type_id: string;
  country_incorporation_id: string;
  registration_number: string;
  date_of_incorporation: string;
}

type Saved = Record<string, unknown> | null | undefined;

const adultAge = 18;

/** The form's values from what was saved, or from the user's names and nationality before that. */
export function individualDetailsValuesOf(
  saved: Saved,
  user: { first_name?: string; last_name?: string; nationality?: { id: number } | null } | null,
): IndividualDetailsValues {
  const answers = saved ?? undefined;
  return {
    full_name: answers
      ? `${textOf(answers, 'first_name')} ${textOf(answers, 'last_name')}`.trim()
      : `${user?.first_name ?? ''} ${user?.last_name ?? ''}`.trim(),
    date_of_birth: textOf(answers, 'date_of_birth'),
    nationality_id: textOf(answers, 'nationality_id') || String(user?.nationality?.id ?? ''),
    profession_id: textOf(answers, 'profession_id'),
  };
}

/** SPEC 5: the full name split at the last space into first and last name. */
export function individualDetailsRequestOf(values: IndividualDetailsValues) {
  const { firstName, lastName } = splitFullName(values.full_name);
  return {
    first_name: firstName,
    last_name: lastName,
    date_of_birth: values.date_of_birth,
    nationality_id: idOf(values.nationality_id),
    profession_id: idOf(values.profession_id),
  };
}

export function entityDetailsValuesOf(saved: Saved, companyName: string | null | undefined): EntityDetailsValues {
  const answers = saved ?? undefined;
  return {
    company_name: textOf(answers, 'company_name') || (companyName ?? ''),
    entity_type_id: textOf(answers, 'entity_type_id'),
    country_incorporation_id: textOf(answers, 'country_incorporation_id'),
    registration_number: textOf(answers, 'registration_number'),
    date_of_incorporation: textOf(answers, 'date_of_incorporation'),
  };
}

export function entityDetailsRequestOf(values: EntityDetailsValues) {
  return {
    company_name: values.company_name,
    entity_type_id: idOf(values.entity_type_id),
    country_incorporation_id: idOf(values.country_incorporation_id),
    registration_number: values.registration_number,
    date_of_incorporation: values.date_of_incorporation,
  };
}

/** An individual's legal name, date of birth, profession and nationality. */
export function IndividualDetailsFields<Values extends IndividualDetailsValues>({
  form,
}: {
  form: UseFormReturnType<Values, unknown>;
}) {
  const { t } = useTranslation();
  const nameErrors = form.errors.first_name ?? form.errors.last_name;
  return (
    <>
      <TextInput
        label={t('onboarding.details.fullName')}
        description={t('onboarding.details.fullNameHint')}
        autoComplete="name"
        required
        {...form.getInputProps('full_name')}
        error={form.errors.full_name ?? nameErrors}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <DateField
          label={t('onboarding.details.dateOfBirth')}
          maxDate={dayjs().subtract(adultAge, 'year').format('YYYY-MM-DD')}
          required
          {...form.getInputProps('date_of_birth')}
          onChange={(value) => form.setValues({ date_of_birth: value } as Partial<Values>)}
        />
        <ReferenceSelect
          list="professions"
          label={t('onboarding.details.profession')}
          required
          {...form.getInputProps('profession_id')}
        />
      </SimpleGrid>
      <CountrySelect label={t('onboarding.details.nationality')} required {...form.getInputProps('nationality_id')} />
    </>
  );
}

/** The company, its type, country of incorporation and registration. */
export function EntityDetailsFields<Values extends EntityDetailsValues>({
  form,
}: {
  form: UseFormReturnType<Values, unknown>;
}) {
  const { t } = useTranslation();
  return (
    <>
      <TextInput
        label={t('onboarding.details.companyName')}
        autoComplete="organization"
        required
        {...form.getInputProps('company_name')}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <ReferenceSelect
          list="entityTypes"
          label={t('onboarding.details.entityType')}
          required
          {...form.getInputProps('entity_type_id')}
        />
        <CountrySelect
          label={t('onboarding.details.countryOfIncorporation')}
          required
          {...form.getInputProps('country_incorporation_id')}
        />
        <TextInput
          label={t('onboarding.details.registrationNumber')}
          required
          {...form.getInputProps('registration_number')}
        />
        <DateField
          label={t('onboarding.details.dateOfIncorporation')}
          maxDate={dayjs().format('YYYY-MM-DD')}
          required
          {...form.getInputProps('date_of_incorporation')}
          onChange={(value) => form.setValues({ date_of_incorporation: value } as Partial<Values>)}
        />
      </SimpleGrid>
    </>
  );
}
