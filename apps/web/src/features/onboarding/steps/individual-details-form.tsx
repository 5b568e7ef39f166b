import { splitFullName } from '@invest/contracts/validation';
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

interface IndividualDetailsValues extends Record<string, unknown> {
  full_name: string;
  date_of_birth: string;
  nationality_id: string;
  profession_id: string;
}

const adultAge = 18;

/** SPEC 5: one full-name field, split at the last space into first and last name. */
function toRequest(values: IndividualDetailsValues) {
  const { firstName, lastName } = splitFullName(values.full_name);
  return {
    first_name: firstName,
    last_name: lastName,
    date_of_birth: values.date_of_birth,
    nationality_id: idOf(values.nationality_id),
    profession_id: idOf(values.profession_id),
  };
}

/** My Details for an individual: legal name, date of birth, nationality and profession. */
export function IndividualDetailsForm(screen: StepScreenProps) {
  const { t } = useTranslation();
  const user = useAppSelector((state) => state.auth.user);
  const saved = screen.status.answers.details;
  const { form, onSubmit, message, isSaving } = useStepForm({
    draft: 'details',
    initialValues: {
      full_name: saved
        ? `${textOf(saved, 'first_name')} ${textOf(saved, 'last_name')}`.trim()
        : `${user?.first_name ?? ''} ${user?.last_name ?? ''}`.trim(),
      date_of_birth: textOf(saved, 'date_of_birth'),
      nationality_id: textOf(saved, 'nationality_id') || String(user?.nationality?.id ?? ''),
      profession_id: textOf(saved, 'profession_id'),
    } satisfies IndividualDetailsValues,
    schema: onboardingSchemas.individualDetails,
    toRequest,
    path: 'details/individual',
    onDone: screen.onDone,
  });
  const nameErrors = form.errors.first_name ?? form.errors.last_name;

  return (
    <StepCard title={t('onboarding.labels.details')} description={t('onboarding.details.individualDescription')}>
      <StepForm screen={screen} onSubmit={onSubmit} message={message} isSaving={isSaving}>
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
            onChange={(value) => form.setFieldValue('date_of_birth', value)}
          />
          <ReferenceSelect
            list="professions"
            label={t('onboarding.details.profession')}
            required
            {...form.getInputProps('profession_id')}
          />
        </SimpleGrid>
        <CountrySelect label={t('onboarding.details.nationality')} required {...form.getInputProps('nationality_id')} />
      </StepForm>
    </StepCard>
  );
}
