import { identificationTypes, type OnboardingProgress } from '@invest/contracts/onboarding';
import { Button, Group, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { idOf, textOf } from '../../../shared/forms/form-values';
import { FormAlert } from '../../../shared/ui/form-alert';
import { CountrySelect } from '../../lookups';
import { DateField } from '../fields/date-field';
import { onboardingSchemas } from '../onboarding-schemas';
import { useStepForm } from '../use-step-form';

/** SPEC 9: the year picker spans 51 years from now (this year and the next fifty). */
export const expiryYearsAhead = 50;

interface IdentificationValues extends Record<string, unknown> {
  id_type: string;
  id_number: string;
  issuing_country_id: string;
  expiry_date: string;
}

function toRequest(values: IdentificationValues) {
  return { ...values, issuing_country_id: idOf(values.issuing_country_id) };
}

/** The identity document's details (POST registration/identification_details), part of My Documents. */
export function IdentificationForm({
  saved,
  onSaved,
}: {
  saved: Record<string, unknown> | undefined;
  onSaved: (progress: OnboardingProgress) => void;
}) {
  const { t } = useTranslation();
  const { form, onSubmit, message, isSaving } = useStepForm({
    draft: 'identification_details',
    initialValues: {
      id_type: textOf(saved, 'id_type'),
      id_number: textOf(saved, 'id_number'),
      issuing_country_id: textOf(saved, 'issuing_country_id'),
      expiry_date: textOf(saved, 'expiry_date'),
    } satisfies IdentificationValues,
    schema: onboardingSchemas.identificationDetails,
    toRequest,
    path: 'identification_details',
    onDone: onSaved,
  });
  const today = dayjs();

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="identification-title">
      <Stack gap="md">
        <FormAlert message={message} />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <Select
            label={t('onboarding.documents.idType')}
            data={identificationTypes.map((type) => ({
              value: type,
              label: t(`onboarding.documents.idTypes.${type}`),
            }))}
            required
            {...form.getInputProps('id_type')}
          />
          <TextInput label={t('onboarding.documents.idNumber')} required {...form.getInputProps('id_number')} />
          <CountrySelect
            label={t('onboarding.documents.issuingCountry')}
            required
            {...form.getInputProps('issuing_country_id')}
          />
          <DateField
            label={t('onboarding.documents.expiryDate')}
            minDate={today.format('YYYY-MM-DD')}
            maxDate={today.add(expiryYearsAhead, 'year').endOf('year').format('YYYY-MM-DD')}
            required
            {...form.getInputProps('expiry_date')}
            onChange={(value) => form.setFieldValue('expiry_date', value)}
          />
        </SimpleGrid>
        <Group>
          <Button type="submit" variant="light" loading={isSaving}>
            {t('onboarding.documents.saveDetails')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
