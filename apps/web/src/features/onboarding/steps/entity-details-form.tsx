import { SimpleGrid, TextInput } from '@mantine/core';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { idOf, textOf } from '../../../shared/forms/form-values';
import { useAppSelector } from '../../../shared/store/hooks';
import { CountrySelect, ReferenceSelect } from '../../lookups';
import { DateField } from '../fields/date-field';
import { onboardingSchemas } from '../onboarding-schemas';
import { StepCard, StepForm, type StepScreenProps } from '../step-layout';
import { useStepForm } from '../use-step-form';

interface EntityDetailsValues extends Record<string, unknown> {
  company_name: string;
  entity_type_id: string;
  country_incorporation_id: string;
  registration_number: string;
  date_of_incorporation: string;
}

function toRequest(values: EntityDetailsValues) {
  return {
    ...values,
    entity_type_id: idOf(values.entity_type_id),
    country_incorporation_id: idOf(values.country_incorporation_id),
  };
}

/** My Details for an entity: the company, its type, country of incorporation and registration. */
export function EntityDetailsForm(screen: StepScreenProps) {
  const { t } = useTranslation();
  const user = useAppSelector((state) => state.auth.user);
  const saved = screen.status.answers.details;
  const { form, onSubmit, message, isSaving } = useStepForm({
    draft: 'details',
    initialValues: {
      company_name: textOf(saved, 'company_name') || (user?.company_name ?? ''),
      entity_type_id: textOf(saved, 'entity_type_id'),
      country_incorporation_id: textOf(saved, 'country_incorporation_id'),
      registration_number: textOf(saved, 'registration_number'),
      date_of_incorporation: textOf(saved, 'date_of_incorporation'),
    } satisfies EntityDetailsValues,
    schema: onboardingSchemas.entityDetails,
    toRequest,
    path: 'details/entity',
    onDone: screen.onDone,
  });

  return (
    <StepCard title={t('onboarding.labels.details')} description={t('onboarding.details.entityDescription')}>
      <StepForm screen={screen} onSubmit={onSubmit} message={message} isSaving={isSaving}>
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
            onChange={(value) => form.setFieldValue('date_of_incorporation', value)}
          />
        </SimpleGrid>
      </StepForm>
    </StepCard>
  );
}
